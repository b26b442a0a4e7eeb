import { RBAC_MSG, type RbacUserGroup } from '@app/contracts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
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
    <ConfirmDialog
      title={`Delete ${group.userGroupName}?`}
      message={`${members} back to the default permissions.`}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
