import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';

export interface PickerOption {
  key: string;
  label: string;
}

/** A labelled group of tick boxes; `locked` shows the selection but keeps the user from changing it. */
export function CheckboxPicker({
  label,
  options,
  selected,
  locked,
  error,
  onChange,
}: {
  label: string;
  options: readonly PickerOption[];
  selected: readonly string[];
  locked: boolean;
  error?: string;
  onChange: (keys: string[]) => void;
}) {
  const toggle = (key: string, on: boolean) =>
    onChange(options.map((o) => o.key).filter((k) => (k === key ? on : selected.includes(k))));
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={locked} variant="standard">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {options.map((o) => (
          <FormControlLabel
            key={o.key}
            label={o.label}
            control={
              <Checkbox
                checked={selected.includes(o.key)}
                onChange={(event) => toggle(o.key, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
