import { type CustomerListItem, MSG } from '@app/contracts';
import { Pagination, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useCustomerPage, useCustomerSearch } from './api/customers';
import { ChangeDetailsDialog } from './ChangeDetailsDialog';
import { ChangeGroupDialog } from './ChangeGroupDialog';
import { CustomerDetailDialog } from './CustomerDetailDialog';
import { CustomerRow, type RowDialog } from './CustomerRow';
import { CustomerSearchBox } from './CustomerSearchBox';

/** Spec §9: the user search waits for typing to pause. */
export const SEARCH_DELAY_MS = 400;

/** The site's customers: a paged list, or the search results while something is typed. */
export function SiteCustomersTab() {
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(1);
  const searching = query.length > 0;
  const paged = useCustomerPage(page, !searching);
  const found = useCustomerSearch(query);
  const [open, setOpen] = useState<{ dialog: RowDialog; customer: CustomerListItem } | null>(null);
  const close = () => setOpen(null);
  const openFor = (dialog: RowDialog) => (open?.dialog === dialog ? open.customer : null);

  const list = searching ? found : paged;
  const rows = searching ? found.data : paged.data?.records;

  return (
    <Stack spacing={2}>
      <CustomerSearchBox value={typed} onChange={setTyped} />
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
              onOpen={(dialog, customer) => setOpen({ dialog, customer })}
            />
          ))}
        </Stack>
      )}
      {!searching && paged.data && paged.data.totalPages > 1 && (
        <Pagination
          count={paged.data.totalPages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ alignSelf: 'center' }}
        />
      )}
      <CustomerDetailDialog customerId={openFor('details')?.users_id ?? null} onClose={close} />
      <ChangeDetailsDialog customerId={openFor('changeDetails')?.users_id ?? null} onClose={close} />
      <ChangeGroupDialog customer={openFor('markupGroup')} onClose={close} />
    </Stack>
  );
}
