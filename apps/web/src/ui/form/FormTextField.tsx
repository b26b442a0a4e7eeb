import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange'
> & {
  control: Control<T>;
  name: Path<T>;
};

/** Number-type fields convert their input to an integer (spec §5); blank stays blank. */
export function toFieldValue(raw: string, type: string | undefined): string | number {
  if (type !== 'number' || raw.trim() === '') return raw;
  const parsed = Number.parseInt(raw, 10);
  return Number.isNaN(parsed) ? raw : parsed;
}

/** A text field bound to a react-hook-form field; its error shows under it, by field name. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  type,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      type={type}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(toFieldValue(event.target.value, type))}
      onBlur={field.onBlur}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? props.helperText}
    />
  );
}
