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
import { useCustomerAction } from './api/customer-actions';
import { useMarkupGroups } from './api/customers';

const DEFAULT = '';

/** Moves a customer into a markup group, or back to the site's default group. */
export function ChangeGroupDialog({
  customer,
  onClose,
}: {
  customer: CustomerListItem | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={customer !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-group-title"
    >
      <DialogTitle id="change-group-title">Change markup group</DialogTitle>
      {customer && <GroupForm key={customer.users_id} customer={customer} onClose={onClose} />}
    </Dialog>
  );
}

function GroupForm({ customer, onClose }: { customer: CustomerListItem; onClose: () => void }) {
  const groups = useMarkupGroups(true);
  const action = useCustomerAction();
  const current = groups.data?.find((g) => g.groupName === customer.groupName)?.id ?? DEFAULT;
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? current;
  const save = () =>
    action
      .mutateAsync({ kind: 'markupGroup', userId: customer.users_id, groupId: value || null })
      .then(onClose, () => undefined);

  return (
    <>
      <DialogContent>
        {groups.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : (
          <TextField
            select
            fullWidth
            label="Markup group"
            value={value}
            onChange={(event) => setPicked(event.target.value)}
            sx={{ mt: 1 }}
          >
            <MenuItem value={DEFAULT}>Site default group</MenuItem>
            {(groups.data ?? []).map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.groupName}
                {g.isDefault ? ' (default)' : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} loading={action.isPending} disabled={groups.isPending}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
