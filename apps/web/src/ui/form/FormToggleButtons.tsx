import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

interface FormToggleButtonsProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Names the group for assistive technology. */
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A choice between a few options as toggle buttons, bound to a react-hook-form field. */
export function FormToggleButtons<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: FormToggleButtonsProps<T>) {
  const { field } = useController({ control, name });
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      aria-label={label}
      value={field.value ?? null}
      onChange={(_event, value: string | null) => {
        if (value !== null) field.onChange(value);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ textTransform: 'none' }}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
