import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { BAD_DATE, INPUT_DATE_HINT, parseInputDate, toInputDate } from '../features/flights/input-dates';

type DateInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD, or '' for none */
  value: string;
  onChange: (isoDate: string) => void;
};

/**
 * A date typed as dd/MM/yyyy (spec §9) for a value kept as YYYY-MM-DD, the API's format. What
 * cannot be read as a date leaves the value empty and says so under the field.
 */
export function DateInput({ value, onChange, onBlur, error, helperText, ...props }: DateInputProps) {
  const [text, setText] = useState(() => toInputDate(value));
  // A value set from outside (a reset, a prefill) replaces what was typed.
  useEffect(() => {
    setText((typed) => (parseInputDate(typed) === value ? typed : toInputDate(value)));
  }, [value]);
  const unreadable = text.trim() !== '' && parseInputDate(text) === null;
  return (
    <TextField
      {...props}
      value={text}
      placeholder={INPUT_DATE_HINT}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseInputDate(event.target.value) ?? '');
      }}
      onBlur={(event) => {
        const iso = parseInputDate(text);
        if (iso) setText(toInputDate(iso));
        onBlur?.(event);
      }}
      error={unreadable || Boolean(error)}
      helperText={unreadable ? BAD_DATE : helperText}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
