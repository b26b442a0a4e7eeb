import type { CustomerListItem } from '@app/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Skeleton,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useRbacUserGroups } from '../permissions/api/groups';
import { useUserGroupOfUser } from '../permissions/api/members';
import { useChangePermissionGroup, useCustomerAction } from './api/customer-actions';
import { useMarkupGroups } from './api/customers';

/** Which grouping the dialog changes: the markup group (prices) or the permission group (what they may do). */
export type GroupKind = 'markup' | 'permission';

const TITLES: Record<GroupKind, string> = {
  markup: 'Change markup group',
  permission: 'Change permission group',
};

/** Moves a customer into a markup or permission group, or out of it ("none" saves null). */
export function ChangeGroupDialog({
  kind,
  customer,
  onClose,
}: {
  kind: GroupKind;
  customer: CustomerListItem | null;
  onClose: () => void;
}) {
  const titleId = `change-${kind}-group-title`;
  return (
    <Dialog open={customer !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{TITLES[kind]}</DialogTitle>
      {customer &&
        (kind === 'markup' ? (
          <MarkupGroupForm key={customer.users_id} customer={customer} onClose={onClose} />
        ) : (
          <PermissionGroupForm key={customer.users_id} customer={customer} onClose={onClose} />
        ))}
    </Dialog>
  );
}

interface FormProps {
  customer: CustomerListItem;
  onClose: () => void;
}

function MarkupGroupForm({ customer, onClose }: FormProps) {
  const groups = useMarkupGroups(true);
  const action = useCustomerAction();
  return (
    <GroupPicker
      label="Markup group"
      noneLabel="Site default group"
      options={
        groups.isPending
          ? undefined
          : (groups.data ?? []).map((g) => ({
              id: g.id,
              name: g.isDefault ? `${g.groupName} (default)` : g.groupName,
            }))
      }
      currentId={groups.data?.find((g) => g.groupName === customer.groupName)?.id ?? null}
      saving={action.isPending}
      onSave={(groupId) => action.mutateAsync({ kind: 'markupGroup', userId: customer.users_id, groupId })}
      onClose={onClose}
    />
  );
}

function PermissionGroupForm({ customer, onClose }: FormProps) {
  const groups = useRbacUserGroups();
  const current = useUserGroupOfUser(customer.users_id);
  const change = useChangePermissionGroup();
  return (
    <GroupPicker
      label="Permission group"
      noneLabel="No group"
      // Without the current group the select would claim "No group", and saving it would remove them.
      options={
        current.isSuccess && !groups.isPending
          ? (groups.data ?? []).map((g) => ({ id: g.id, name: g.userGroupName }))
          : undefined
      }
      currentId={current.data?.id ?? null}
      saving={change.isPending}
      onSave={(userGroupId) => change.mutateAsync({ userId: customer.users_id, userGroupId })}
      onClose={onClose}
    />
  );
}

const NONE = '';

interface PickerProps {
  label: string;
  /** the choice that saves null */
  noneLabel: string;
  /** undefined while loading */
  options: { id: string; name: string }[] | undefined;
  currentId: string | null;
  saving: boolean;
  onSave: (id: string | null) => Promise<unknown>;
  onClose: () => void;
}

/** The dialog's body: one select, closed once the server has confirmed the save. */
function GroupPicker({ label, noneLabel, options, currentId, saving, onSave, onClose }: PickerProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? currentId ?? NONE;
  const save = () => onSave(value || null).then(onClose, () => undefined);
  return (
    <>
      <DialogContent>
        {options === undefined ? (
          <Skeleton variant="rounded" height={56} />
        ) : (
          <TextField
            select
            fullWidth
            label={label}
            value={value}
            onChange={(event) => setPicked(event.target.value)}
            // The "none" choice has the empty value, which a select otherwise shows as blank.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          >
            <MenuItem value={NONE}>{noneLabel}</MenuItem>
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} loading={saving} disabled={options === undefined}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
