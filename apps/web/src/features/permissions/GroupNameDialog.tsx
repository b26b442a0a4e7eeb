import { type RbacUserGroup, saveRbacUserGroupRequest } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NameDialog } from '../../ui/form/NameDialog';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { useSaveRbacUserGroup } from './api/groups';

const NAME_MAX = 60;

interface Props {
  /** null adds a new group */
  group: RbacUserGroup | null;
  onClose: () => void;
  onSaved: (group: RbacUserGroup) => void;
}

/** Adds a permission group, or renames one; the name is saved as typed (spec §5). */
export function GroupNameDialog({ group, onClose, onSaved }: Props) {
  const save = useSaveRbacUserGroup();
  const form = useForm({
    resolver: zodResolver(saveRbacUserGroupRequest),
    defaultValues: { id: group?.id, userGroupName: group?.userGroupName ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      notify.success(answer.message);
      onSaved(answer.data);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  return (
    <NameDialog
      title={group ? 'Rename permission group' : 'New permission group'}
      control={form.control}
      name="userGroupName"
      label="Group name"
      maxLength={NAME_MAX}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
