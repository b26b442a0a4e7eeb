import { type RbacUserGroup, saveRbacUserGroupRequest } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
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
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="group-name-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="group-name-title">
          {group ? 'Rename permission group' : 'New permission group'}
        </DialogTitle>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="userGroupName"
            label="Group name"
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
