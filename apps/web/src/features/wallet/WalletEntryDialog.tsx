import type { WalletEntryType, WalletOwner } from '@app/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormTextField } from '../../ui/form/FormTextField';
import { RupeesField } from '../../ui/form/RupeesField';
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
  // Money moves only once staff have seen whose wallet, how much and the balance after (issue 13).
  const [pending, setPending] = useState<{ amount: number; remarks: string } | null>(null);
  const submit = handleSubmit((form) => {
    const wrongAmount = amountError(form.amount);
    if (wrongAmount) setError('amount', { message: wrongAmount });
    if (form.remarks.trim() === '') setError('remarks', { message: 'This is required field.' });
    const amount = rupeesToPaise(form.amount);
    if (!type || wrongAmount || amount === undefined || form.remarks.trim() === '') return;
    setPending({ amount, remarks: form.remarks });
  });
  const save = async () => {
    if (!pending || !type) return;
    try {
      await add.mutateAsync({ userId: owner.id, amount: pending.amount, type, remarks: pending.remarks });
      setPending(null);
      close();
    } catch (error) {
      setPending(null);
      // The client has toasted the message; field messages also go under their fields.
      applyServerErrors(error, setError);
    }
  };
  const credit = type === 'credit';
  return (
    <Dialog open={type !== null} onClose={close} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{credit ? 'Add money' : 'Deduct money'}</DialogTitle>
        <DialogContent>
          <RupeesField
            control={control}
            name="amount"
            label="Amount"
            autoFocus
            fullWidth
            margin="dense"
            helperText={`${owner.email ?? owner.name} · balance ${formatRupees(owner.balance)}`}
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
      {pending && (
        <ConfirmDialog
          title={`${credit ? 'Add' : 'Deduct'} ${formatRupees(pending.amount)} ${credit ? 'to' : 'from'} ${owner.name}?`}
          message={`${owner.name} (${owner.email ?? owner.id}): balance ${formatRupees(owner.balance)} now, ${formatRupees(owner.balance + (credit ? pending.amount : -pending.amount))} after.`}
          confirmLabel={credit ? 'Add money' : 'Deduct'}
          tone={credit ? 'primary' : 'error'}
          busy={add.isPending}
          onConfirm={() => void save()}
          onClose={() => setPending(null)}
        />
      )}
    </Dialog>
  );
}
