import { Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { rupeesToPaise } from './FareEditor';

interface TxnFeeEditorProps {
  /** paise */
  txnFee: number;
  merged: boolean;
  saving: boolean;
  onSave: (change: { txnFee: number; userMergeTxnFeeTaxes: boolean }) => void;
}

/** Staff only (spec §2 "authorised user"): the transaction fee and whether it shows inside taxes. */
export function TxnFeeEditor({ txnFee, merged, saving, onSave }: TxnFeeEditorProps) {
  const [fee, setFee] = useState(String(txnFee / 100));
  const [merge, setMerge] = useState(merged);
  const paise = rupeesToPaise(fee);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paise !== null) onSave({ txnFee: paise, userMergeTxnFeeTaxes: merge });
  };
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={submit}
    >
      <TextField
        size="small"
        label="Transaction fee (₹)"
        value={fee}
        onChange={(e) => setFee(e.target.value)}
        error={paise === null}
        helperText={paise === null ? 'Enter an amount in rupees' : ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormControlLabel
        control={<Switch checked={merge} onChange={(e) => setMerge(e.target.checked)} />}
        label="Merge into taxes"
      />
      <Button type="submit" variant="outlined" disabled={paise === null || saving}>
        Save fee
      </Button>
    </Stack>
  );
}
