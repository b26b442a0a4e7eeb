import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

interface FormRadioGroupProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  row?: boolean;
}

/** Radio buttons bound to a react-hook-form field, with the group's error under it. */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  row,
}: FormRadioGroupProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  return (
    <FormControl error={!!fieldState.error}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        name={field.name}
        value={field.value ?? ''}
        onChange={(_event, value) => field.onChange(value)}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
