import { FormControlLabel, Switch } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** An on/off setting bound to a react-hook-form field of type boolean. */
export function FormSwitch<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}
