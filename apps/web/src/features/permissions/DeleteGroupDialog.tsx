import { RBAC_MSG, type RbacUserGroup } from '@app/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { notify } from '../../ui/notify';
import { useDeleteRbacUserGroup } from './api/groups';

/** Deleting changes what every member may do at once, so it is asked for twice. */
export function DeleteGroupDialog({ group, onClose }: { group: RbacUserGroup; onClose: () => void }) {
  const remove = useDeleteRbacUserGroup();
  const confirm = () =>
    remove.mutateAsync(group.id).then(
      (answer) => {
        notify.success(answer.message ?? RBAC_MSG.groupDeleted);
        onClose();
      },
      () => undefined,
    );
  const members = group.memberCount === 1 ? 'Its 1 member falls' : `Its ${group.memberCount} members fall`;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" aria-labelledby="delete-group-title">
      <DialogTitle id="delete-group-title">Delete {group.userGroupName}?</DialogTitle>
      <DialogContent>
        <DialogContentText>{members} back to the default permissions.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={confirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
