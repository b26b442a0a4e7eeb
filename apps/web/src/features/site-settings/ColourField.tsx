import { Box, Stack, TextField } from '@mui/material';
import { type Control, useController } from 'react-hook-form';
import type { SettingsForm } from './site-settings-form';

type ColourName = 'primaryColor' | 'secondaryColor' | 'backgroundColor';

/** A colour as a swatch to pick from and its #rrggbb to type; both edit the same field. */
export function ColourField({
  control,
  name,
  label,
  helperText,
}: {
  control: Control<SettingsForm>;
  name: ColourName;
  label: string;
  helperText: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const valid = /^#[0-9a-fA-F]{6}$/.test(field.value);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={`${label} swatch`}
        value={valid ? field.value.toLowerCase() : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
        sx={{
          width: 48,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
        }}
      />
      <TextField
        label={label}
        name={field.name}
        inputRef={field.ref}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? helperText}
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
      />
    </Stack>
  );
}
