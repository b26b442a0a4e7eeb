import type { TextFieldProps } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { DateInput } from '../DateInput';

type FormDateFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'type'
> & {
  control: Control<T>;
  name: Path<T>;
};

/** A dd/MM/yyyy date bound to a form field that holds YYYY-MM-DD; its error shows under it. */
export function FormDateField<T extends FieldValues>({ control, name, ...props }: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateInput
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
    />
  );
}
