import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './FormTextField';

type PasswordFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'type'> & {
  control: Control<T>;
  name: Path<T>;
};

/** A password field with a show/hide toggle. */
export function PasswordField<T extends FieldValues>({
  label = 'Password',
  ...props
}: PasswordFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                // Not "Show password": the field's own label must stay the only one containing its name.
                aria-label={visible ? 'Hide characters' : 'Show characters'}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
