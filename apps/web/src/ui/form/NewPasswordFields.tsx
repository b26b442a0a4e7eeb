import type { Control, FieldValues, Path } from 'react-hook-form';
import { PasswordField } from './PasswordField';

/** A new password and its confirmation (the form's field `confirmPassword`). */
export function NewPasswordFields<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  return (
    <>
      <PasswordField control={control} name={name} label="New password" autoComplete="new-password" />
      <PasswordField
        control={control}
        name={'confirmPassword' as Path<T>}
        label="Confirm password"
        autoComplete="new-password"
      />
    </>
  );
}
