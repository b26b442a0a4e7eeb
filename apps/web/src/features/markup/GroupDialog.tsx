import { GROUP_NAME_MAX, type MarkupGroup, saveGroupRequest } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NameDialog } from '../../ui/form/NameDialog';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { useSaveGroup } from './api/groups';

/** Adds a group, or renames `group`; the name is saved as typed (spec §5). */
export function GroupDialog({ group, onClose }: { group: MarkupGroup | null; onClose: () => void }) {
  const save = useSaveGroup();
  const form = useForm({
    resolver: zodResolver(saveGroupRequest),
    defaultValues: { id: group?.id, groupName: group?.groupName ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notify.success(saved.message);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  return (
    <NameDialog
      title={group ? 'Rename group' : 'New markup group'}
      control={form.control}
      name="groupName"
      label="Group name"
      maxLength={GROUP_NAME_MAX}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
