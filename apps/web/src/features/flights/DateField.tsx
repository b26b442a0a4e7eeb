import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { IconButton, InputAdornment, Popover, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { DatePickerPanel } from './DatePickerPanel';
import { INPUT_DATE_HINT, parseInputDate, toInputDate } from './input-dates';

interface DateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** the window of days that can be picked, YYYY-MM-DD */
  min: string;
  max: string;
}

/** Tidies what was typed: '1/2/2027' → '01/02/2027'; anything unreadable is left for the rules to name. */
const tidy = (text: string) => {
  const iso = parseInputDate(text);
  return iso ? toInputDate(iso) : text;
};

/** A date typed as dd/MM/yyyy or picked from a month of day buttons, bound to a form field. */
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
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={() => {
          if (tidy(text) !== text) field.onChange(tidy(text));
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
