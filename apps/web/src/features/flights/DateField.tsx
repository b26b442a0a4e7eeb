import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { IconButton, InputAdornment, Popover, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import {
  INPUT_DATE_HINT,
  parseInputDate,
  tidyInputDate,
  toInputDate,
  typingDate,
} from '../../ui/input-dates';
import { DatePickerPanel } from './DatePickerPanel';

interface DateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** the window of days that can be picked, YYYY-MM-DD */
  min: string;
  max: string;
}

/**
 * A date typed (dd/MM/yyyy, its slashes put in as digits are typed; 1-12-2026 and the like read too)
 * or picked from a month of day buttons, bound to a form field holding the text. Left, a readable
 * date is shown as dd/MM/yyyy; anything unreadable is left for the form's rules to name.
 */
export function DateField<T extends FieldValues>({ control, name, label, min, max }: DateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const text: string = field.value ?? '';
  return (
    <>
      <TextField
        ref={anchor}
        label={label}
        name={field.name}
        inputRef={field.ref}
        value={text}
        placeholder={INPUT_DATE_HINT}
        onChange={(event) => field.onChange(typingDate(event.target.value))}
        onBlur={() => {
          if (tidyInputDate(text) !== text) field.onChange(tidyInputDate(text));
          field.onBlur();
        }}
        error={!!fieldState.error}
        helperText={fieldState.error?.message}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={`Choose ${label.toLowerCase()}`}
                  edge="end"
                  onClick={() => setOpen(true)}
                >
                  <CalendarMonthOutlinedIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <DatePickerPanel
          value={parseInputDate(text)}
          min={min}
          max={max}
          onPick={(date) => {
            field.onChange(toInputDate(date));
            setOpen(false);
          }}
        />
      </Popover>
    </>
  );
}
