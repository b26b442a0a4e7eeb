import { PAN_MSG, type PanRecord } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useDecidePan } from './api/pan';

const reasonForm = z.object({ reason: z.string().trim().min(3, PAN_MSG.reason).max(200, PAN_MSG.reason) });
type ReasonForm = z.infer<typeof reasonForm>;

/** Asks why a PAN is rejected, then rejects it; the server's field messages go under the field. */
export function RejectPanDialog({ record, onClose }: { record: PanRecord; onClose: () => void }) {
  const titleId = useId();
  const decide = useDecidePan();
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonForm), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    decide.mutate(
      { customerId: record.customerId, decision: 'rejected', reason },
      {
        onSuccess: onClose,
        onError: (error) => applyServerErrors(error, form.setError),
      },
    ),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Reject PAN {record.pan}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            Why is the PAN of {record.name} rejected? The reason is kept with the check and in the audit log.
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label="Reason"
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" loading={decide.isPending}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
