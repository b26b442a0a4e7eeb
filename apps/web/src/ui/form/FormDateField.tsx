import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { BAD_DATE, INPUT_DATE_HINT, parseInputDate, toInputDate } from '../../features/flights/dates';

type FormDateFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'type'
> & {
  control: Control<T>;
  name: Path<T>;
};

/**
 * A date typed as dd/MM/yyyy (spec §9) for a form field that holds YYYY-MM-DD, the API's format:
 * the form's own rules (ages, passport validity) read the ISO date; what cannot be read as a date
 * leaves the field empty and says so under it.
 */
export function FormDateField<T extends FieldValues>({ control, name, ...props }: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState<string>(() => toInputDate(field.value ?? ''));
  const unreadable = text.trim() !== '' && parseInputDate(text) === null;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={text}
      placeholder={INPUT_DATE_HINT}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseInputDate(event.target.value) ?? '');
      }}
      onBlur={() => {
        const iso = parseInputDate(text);
        if (iso) setText(toInputDate(iso));
        field.onBlur();
      }}
      error={unreadable || !!fieldState.error}
      helperText={(unreadable ? BAD_DATE : fieldState.error?.message) ?? props.helperText}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
