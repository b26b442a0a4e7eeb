import { MSG } from '@app/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { RupeesField } from '../../ui/form/RupeesField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { BankTransferNote } from '../payments/BankTransferNote';
import { readAsDataUrl } from '../user-dashboard/profile/logo-file';
import { useRequestDeposit } from './api';
import { depositForm, EMPTY_DEPOSIT, requestOf, slipProblem } from './deposit-form';

/**
 * The agency tells the site about a bank transfer it made (decision 0054): how much, the bank's
 * reference (UTR), the day, a note and a photo of the slip if it has one. Staff confirm it against
 * their statement; the wallet is credited then.
 */
export function DepositDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const request = useRequestDeposit();
  const [slip, setSlip] = useState<{ name: string; dataUrl: string } | null>(null);
  const [slipError, setSlipError] = useState<string | null>(null);
  const { control, submit, setError, formState } = useSchemaForm(depositForm, {
    defaultValues: EMPTY_DEPOSIT,
  });

  async function attach(file: File | undefined) {
    setSlipError(null);
    if (!file) return;
    const problem = slipProblem(file);
    if (problem) {
      setSlip(null);
      setSlipError(problem);
      return;
    }
    setSlip({ name: file.name, dataUrl: await readAsDataUrl(file) });
  }

  const onSubmit = submit(async (values) => {
    try {
      await request.mutateAsync(requestOf(values, slip?.dataUrl ?? null));
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, (key) => (key === 'slip' ? 'root' : key)))
        setError('root', { message: error instanceof Error ? error.message : MSG.somethingWrong });
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate aria-label="Bank deposit">
        <DialogTitle id={titleId}>Tell us about a bank transfer</DialogTitle>
        <DialogContent>
          <BankTransferNote />
          <Stack spacing={2} sx={{ mt: 2 }}>
            <RupeesField control={control} name="amount" label="Amount sent" autoFocus />
            <FormTextField
              control={control}
              name="bankReference"
              label="Bank reference (UTR)"
              helperText="The reference your bank gave the transfer"
              slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
            />
            <FormDateField control={control} name="transferredOn" label="Transfer date" />
            <FormTextField control={control} name="remarks" label="Remarks" multiline minRows={2} />
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
                {slip ? 'Change slip' : 'Attach slip'}
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  aria-label="Transfer slip"
                  onChange={(event) => void attach(event.target.files?.[0])}
                />
              </Button>
              <Typography
                variant="body2"
                color={slipError ? 'error' : 'text.secondary'}
                role={slipError ? 'alert' : undefined}
              >
                {slipError ?? slip?.name ?? 'Optional: a photo of the slip, PNG, JPEG or WebP, up to 500 KB'}
              </Typography>
            </Stack>
            {formState.errors.root?.message && (
              <Typography color="error" role="alert">
                {formState.errors.root.message}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Send for confirmation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
