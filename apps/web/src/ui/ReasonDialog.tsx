import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from './form/FormTextField';
import { applyServerErrors } from './form/server-errors';

type ReasonForm = { reason: string };

/**
 * Asks why before a refusal (a PAN, a cancellation), then refuses: the reason checked by `schema`,
 * the server's field message under the field, closed once `onSubmit` succeeds.
 */
export function ReasonDialog({
  title,
  message,
  schema,
  maxLength,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  message: ReactNode;
  schema: z.ZodType<ReasonForm, ReasonForm>;
  maxLength: number;
  busy: boolean;
  /** rejects with the server's failure (already toasted) when it refuses */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const titleId = useId();
  const form = useForm<ReasonForm>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    onSubmit(reason).then(onClose, (error: unknown) => applyServerErrors(error, form.setError)),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{message}</DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label="Reason"
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
