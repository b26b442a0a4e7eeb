import { MODULE_LABELS, SITE_MODULES, type SiteModule } from '@app/contracts';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Grid,
  Typography,
} from '@mui/material';
import { type Control, useController } from 'react-hook-form';
import type { SettingsForm } from './site-settings-form';

/** Which parts of the product the site runs: a module off leaves the menus and its calls answer 403. */
export function ModulesField({ control }: { control: Control<SettingsForm> }) {
  const { field, fieldState } = useController({ control, name: 'activeModules' });
  const on = new Set<SiteModule>(field.value);
  const toggle = (module: SiteModule) =>
    field.onChange(SITE_MODULES.filter((m) => (m === module ? !on.has(m) : on.has(m))));
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} fullWidth>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Active modules
      </Typography>
      <FormGroup>
        <Grid container spacing={1}>
          {SITE_MODULES.map((module) => (
            <Grid key={module} size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                control={<Checkbox checked={on.has(module)} onChange={() => toggle(module)} name={module} />}
                label={
                  <>
                    <Typography>{MODULE_LABELS[module].label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {MODULE_LABELS[module].hint}
                    </Typography>
                  </>
                }
                sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
              />
            </Grid>
          ))}
        </Grid>
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
