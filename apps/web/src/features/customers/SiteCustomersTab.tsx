import { type CustomerListItem, MSG, type RbacUserGroup } from '@app/contracts';
import { Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useRbacUserGroups } from '../permissions/api/groups';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { usePermissionGroupsAccess } from '../permissions/use-permission-groups-access';
import { useCustomerPage, useCustomerSearch } from './api/customers';
import { ChangeDetailsDialog } from './ChangeDetailsDialog';
import { ChangeGroupDialog } from './ChangeGroupDialog';
import { CustomerDetailDialog } from './CustomerDetailDialog';
import { CustomerRow, type RowDialog } from './CustomerRow';
import { CustomerSearchBox } from './CustomerSearchBox';
import { ALL_GROUPS, PermissionGroupFilter } from './PermissionGroupFilter';

/** Spec §9: the user search waits for typing to pause. */
export const SEARCH_DELAY_MS = 400;

/**
 * The search call cannot narrow by permission group, so its results are narrowed here, by the group's
 * name (unique within a site).
 */
const inGroup = (rows: CustomerListItem[] | undefined, group: RbacUserGroup | undefined) =>
  group ? rows?.filter((c) => c.userGroupName === group.userGroupName) : rows;

/** The site's customers: a paged list, or the search results while something is typed. */
export function SiteCustomersTab() {
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const permissionGroups = usePermissionGroupsAccess();
  const { can } = useMyPermissions();
  const groups = useRbacUserGroups(permissionGroups.shown);
  const [groupId, setGroupId] = useState(ALL_GROUPS);
  const searching = query.length > 0;
  const paged = useCustomerPage(page, !searching, groupId || null);
  const found = useCustomerSearch(query);
  const pickGroup = (next: string) => {
    setGroupId(next);
    setPage(1);
  };
  const [open, setOpen] = useState<{ dialog: RowDialog; customer: CustomerListItem } | null>(null);
  const close = () => setOpen(null);
  const openFor = (dialog: RowDialog) => (open?.dialog === dialog ? open.customer : null);

  const list = searching ? found : paged;
  const rows = searching
    ? inGroup(
        found.data,
        groups.data?.find((g) => g.id === groupId),
      )
    : paged.data?.records;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CustomerSearchBox value={typed} onChange={setTyped} />
        {permissionGroups.shown && (
          <PermissionGroupFilter groups={groups.data} value={groupId} onChange={pickGroup} />
        )}
      </Stack>
      {list.isPending ? (
        <PageSkeleton rows={4} />
      ) : list.isError || !rows ? (
        <Paper>
          <EmptyState title={MSG.somethingWrong} message="The customers could not be loaded." />
        </Paper>
      ) : rows.length === 0 ? (
        <Paper>
          <EmptyState title={MSG.noResults} />
        </Paper>
      ) : (
        <Stack spacing={1} component="ul" sx={{ p: 0, m: 0 }} aria-label="Customers">
          {rows.map((c) => (
            <CustomerRow
              key={c.users_id}
              customer={c}
              permissionGroups={permissionGroups}
              canAddMoney={can('wallets.credit')}
              creditLimits={{ canView: can('wallets.view'), canSet: can('wallets.creditLimit') }}
              onOpen={(dialog, customer) => setOpen({ dialog, customer })}
            />
          ))}
        </Stack>
      )}
      {!searching && paged.data && <Pager count={paged.data.totalPages} page={page} onPage={setPage} />}
      <CustomerDetailDialog customerId={openFor('details')?.users_id ?? null} onClose={close} />
      <ChangeDetailsDialog customerId={openFor('changeDetails')?.users_id ?? null} onClose={close} />
      <ChangeGroupDialog kind="markup" customer={openFor('markupGroup')} onClose={close} />
      {permissionGroups.canChange && (
        <ChangeGroupDialog kind="permission" customer={openFor('permissionGroup')} onClose={close} />
      )}
    </Stack>
  );
}
