import { FormControlLabel, Skeleton, Switch, Typography } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import { useCreditSettings, useSaveCreditSettings } from './api/credit-limits';

/**
 * The site's credit switch (decision 0047): off, agencies pay from their balance only, whatever
 * limits they have been given. Saved on its own, at once; the switch moves once the server agrees.
 */
export function CreditSettingsCard() {
  const settings = useCreditSettings(true);
  const save = useSaveCreditSettings();
  return (
    <SectionCard title="Agency credit">
      {settings.data ? (
        <>
          <FormControlLabel
            label="Agencies may book on credit"
            control={
              <Switch
                checked={settings.data.agentsOnCredit}
                disabled={save.isPending}
                onChange={(_e, on) => save.mutate({ agentsOnCredit: on })}
              />
            }
          />
          <Typography variant="body2" color="text.secondary">
            Off: travel agents and corporate customers pay from their wallet balance only; their credit limits
            are kept for when it is on again.
          </Typography>
        </>
      ) : settings.isError ? (
        <Typography color="error">The credit settings could not be loaded.</Typography>
      ) : (
        <Skeleton variant="rounded" height={72} />
      )}
    </SectionCard>
  );
}
