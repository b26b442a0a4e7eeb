import type { WalletEntryType, WalletOwner } from '@app/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { formatRupees } from '../flights/format';
import { useAddWalletEntry } from './api/wallet';
import { amountError, rupeesToPaise } from './wallet-amount';

type Form = { amount: string; remarks: string };

/** Staff add money to (or deduct from) a customer's wallet: rupees in, paise to the server. */
export function WalletEntryDialog({
  owner,
  type,
  onClose,
}: {
  owner: WalletOwner;
  type: WalletEntryType | null;
  onClose: () => void;
}) {
  const add = useAddWalletEntry();
  const { control, handleSubmit, reset, setError } = useForm<Form>({
    defaultValues: { amount: '', remarks: '' },
  });
  const close = () => {
    reset();
    add.reset();
    onClose();
  };
  const submit = handleSubmit(async (form) => {
    const wrongAmount = amountError(form.amount);
    if (wrongAmount) setError('amount', { message: wrongAmount });
    if (form.remarks.trim() === '') setError('remarks', { message: 'This is required field.' });
    const amount = rupeesToPaise(form.amount);
    if (!type || wrongAmount || amount === undefined || form.remarks.trim() === '') return;
    try {
      await add.mutateAsync({ userId: owner.id, amount, type, remarks: form.remarks });
      close();
    } catch (error) {
      // The client has toasted the message; field messages also go under their fields.
      applyServerErrors(error, setError);
    }
  });
  const credit = type === 'credit';
  return (
    <Dialog open={type !== null} onClose={close} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{credit ? 'Add money' : 'Deduct money'}</DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="amount"
            label="Amount"
            autoFocus
            fullWidth
            margin="dense"
            helperText={`${owner.email ?? owner.name} · balance ${formatRupees(owner.balance)}`}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
          />
          <FormTextField
            control={control}
            name="remarks"
            label="Remarks"
            placeholder={credit ? 'Cheque, transfer reference…' : 'Reason for the deduction'}
            fullWidth
            margin="dense"
            multiline
            minRows={3}
            maxRows={5}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            color={credit ? 'primary' : 'error'}
            disabled={add.isPending}
          >
            {add.isPending ? 'Saving…' : credit ? 'Add money' : 'Deduct'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
