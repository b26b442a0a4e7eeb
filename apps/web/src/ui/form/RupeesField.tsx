import { InputAdornment } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** An amount typed in rupees (the form turns it into paise): the ₹ before it, a number pad on phones. */
export function RupeesField<T extends FieldValues>({
  wholeRupees = false,
  ...props
}: Omit<FormTextFieldProps<T>, 'slotProps' | 'type'> & { wholeRupees?: boolean }) {
  return (
    <FormTextField
      {...props}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        htmlInput: { inputMode: wholeRupees ? 'numeric' : 'decimal' },
      }}
    />
  );
}
