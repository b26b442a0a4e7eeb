import { GROUP_NAME_MAX, type MarkupGroup, saveGroupRequest } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
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
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{group ? 'Rename group' : 'New markup group'}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="groupName"
            label="Group name"
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
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
