import type { PermissionModuleView } from '@app/contracts';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import type { SwitchLevel } from './editor-changes';

interface Props {
  module: PermissionModuleView;
  granted: ReadonlySet<string>;
  disabled: boolean;
  onSwitch: (level: SwitchLevel, id: string, isActive: boolean) => void;
}

const anyGranted = (granted: ReadonlySet<string>, permissions: readonly { id: string }[]) =>
  permissions.some((p) => granted.has(p.id));

/** A module with its permission groups and permissions; a module or group is on while anything under it is. */
export const ModuleCard = memo(function ModuleCard({ module, granted, disabled, onSwitch }: Props) {
  const moduleOn = anyGranted(
    granted,
    module.groups.flatMap((g) => g.permissions),
  );
  const audience = module.audience === 'customer' ? 'Applies to agents and customers' : undefined;
  return (
    <Card component="section" variant="outlined" aria-label={module.label}>
      <CardHeader
        sx={{ pb: 0 }}
        // The title is a switch's label, which may hold text only, not a heading.
        disableTypography
        title={
          <FormControlLabel
            label={module.label}
            slotProps={{ typography: { variant: 'h6', component: 'span' } }}
            control={
              <Switch
                checked={moduleOn}
                disabled={disabled}
                onChange={(_event, on) => onSwitch('modules', module.id, on)}
              />
            }
          />
        }
        subheader={
          audience && (
            <Typography variant="body2" color="text.secondary">
              {audience}
            </Typography>
          )
        }
      />
      <CardContent>
        <Stack spacing={1.5}>
          {module.groups.map((group) => (
            <Box key={group.id} role="group" aria-label={group.label}>
              <FormControlLabel
                label={group.label}
                slotProps={{ typography: { sx: { fontWeight: 600 } } }}
                control={
                  <Switch
                    checked={anyGranted(granted, group.permissions)}
                    disabled={disabled}
                    onChange={(_event, on) => onSwitch('groups', group.id, on)}
                  />
                }
              />
              <Stack sx={{ pl: { xs: 2, sm: 4 } }}>
                {group.permissions.map((permission) => (
                  <FormControlLabel
                    key={permission.id}
                    label={
                      <>
                        {permission.label}
                        {!permission.defaultAllowed && (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {' '}
                            (off by default)
                          </Typography>
                        )}
                      </>
                    }
                    control={
                      <Switch
                        size="small"
                        checked={granted.has(permission.id)}
                        disabled={disabled}
                        onChange={(_event, on) => onSwitch('permissions', permission.id, on)}
                      />
                    }
                    sx={{ alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: 0.5 } }}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
});
