import { MSG } from '@app/contracts';
import { Alert, Skeleton, Stack } from '@mui/material';
import { PageTitle } from '../../ui/PageTitle';
import { useFlightSettings } from './api/flight-settings';
import { FlightSettingsForm } from './FlightSettingsForm';

/** /staff/flight-settings: suppliers and their accounts, search rules, fees, holds and look-to-book. */
export function FlightSettingsPage() {
  const settings = useFlightSettings();
  return (
    <>
      <PageTitle title="Flight settings" subtitle="What this site searches, shows and charges for flights." />
      {settings.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading settings">
          <Skeleton variant="rounded" height={200} />
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : settings.isError ? (
        <Alert severity="error">{MSG.somethingWrong}</Alert>
      ) : (
        <FlightSettingsForm settings={settings.data} />
      )}
    </>
  );
}
