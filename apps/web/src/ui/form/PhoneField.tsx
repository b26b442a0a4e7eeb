import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { PhoneInput } from '../PhoneInput';

interface PhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The form field holding the national number; its error shows under the input. */
  numberName: Path<T>;
  /** The form field holding the dial code ('+91'). */
  codeName: Path<T>;
  label: string;
  required?: boolean;
  helperText?: string;
  autoFocus?: boolean;
}

/** A PhoneInput bound to two react-hook-form fields: number and dial code. */
export function PhoneField<T extends FieldValues>(props: PhoneFieldProps<T>) {
  const { control, numberName, codeName, ...rest } = props;
  const number = useController({ control, name: numberName });
  const code = useController({ control, name: codeName });
  return (
    <PhoneInput
      {...rest}
      name={number.field.name}
      value={{ phoneNumber: number.field.value ?? '', phoneCountryCode: code.field.value ?? '' }}
      onChange={(next) => {
        code.field.onChange(next.phoneCountryCode);
        number.field.onChange(next.phoneNumber);
      }}
      onBlur={number.field.onBlur}
      error={!!number.fieldState.error}
      helperText={number.fieldState.error?.message ?? rest.helperText}
    />
  );
}
