import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './FormTextField';

/**
 * A filter bar's pick-one list: the browser's own select (keyboard and phone friendly), a blank
 * first choice that means "any", then each value under its label.
 */
export function FormChoiceFilter<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  anyLabel,
  values,
  labels,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  anyLabel: string;
  values: readonly V[];
  labels: Record<V, string>;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{anyLabel}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </FormTextField>
  );
}
