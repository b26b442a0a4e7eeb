import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  BAD_DATE,
  INPUT_DATE_HINT,
  parseInputDate,
  tidyInputDate,
  toInputDate,
  typingDate,
} from './input-dates';

type DateInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** YYYY-MM-DD, or '' for none */
  value: string;
  onChange: (isoDate: string) => void;
};

/**
 * A date typed as dd/MM/yyyy (spec §9) for a value kept as YYYY-MM-DD, the API's format: the slashes
 * go in as digits are typed, and 1-12-2026, 01.12.2026 or 01 12 2026 read too (input-dates.ts).
 * What cannot be read as a date leaves the value empty and, once the field is left, says so under it.
 */
export function DateInput({ value, onChange, onBlur, error, helperText, ...props }: DateInputProps) {
  const [text, setText] = useState(() => toInputDate(value));
  // Half a date is not yet wrong: the message waits until the field has been left once.
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, a prefill) replaces what was typed.
  useEffect(() => {
    setText((typed) => (parseInputDate(typed) === value ? typed : toInputDate(value)));
  }, [value]);
  const unreadable = left && text.trim() !== '' && parseInputDate(text) === null;
  return (
    <TextField
      {...props}
      value={text}
      placeholder={INPUT_DATE_HINT}
      onChange={(event) => {
        const typed = typingDate(event.target.value);
        setText(typed);
        onChange(parseInputDate(typed) ?? '');
      }}
      onBlur={(event) => {
        setLeft(true);
        setText(tidyInputDate(text));
        onBlur?.(event);
      }}
      error={unreadable || Boolean(error)}
      helperText={unreadable ? BAD_DATE : helperText}
      slotProps={{ ...props.slotProps, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
}
