import { Stack } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './FormTextField';

/** First and last name side by side (stacked on phones), named firstName and lastName in the form. */
export function NameFields<T extends FieldValues & { firstName: unknown; lastName?: unknown }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name={'firstName' as Path<T>}
        label="First name"
        autoComplete="given-name"
      />
      <FormTextField
        control={control}
        name={'lastName' as Path<T>}
        label="Last name"
        autoComplete="family-name"
      />
    </Stack>
  );
}
