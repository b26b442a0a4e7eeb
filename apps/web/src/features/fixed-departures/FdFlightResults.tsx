import type { FdDepartureView } from '@app/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { DepartureCard } from './DepartureCard';
import { partyOf } from './fd-fares';
import type { FdFlightSearch } from './fd-flight-fares';

/**
 * Fixed-departure fares among the flight results (issue 15), shown as their own cards with a
 * 'Fixed departure' badge; Book opens the fixed-departure booking, not the flight's. Asked when the
 * results page opens and shown with the flights, never pushed in above them later (decision 0061).
 */
export function FdFlightResults({
  departures,
  search,
  logos,
}: {
  departures: FdDepartureView[];
  search: FdFlightSearch;
  logos: ReadonlyMap<string, string> | undefined;
}) {
  const party = partyOf(search);
  return (
    <Box
      component="section"
      aria-labelledby="fd-fares-heading"
      sx={{ mb: 2 }}
      data-testid="fd-flight-results"
    >
      <Typography id="fd-fares-heading" component="h2" variant="subtitle1" sx={{ mb: 1 }}>
        Fixed departures on this date
      </Typography>
      <Stack spacing={1.5}>
        {departures.map((d) => (
          <DepartureCard key={d.id} departure={d} party={party} logos={logos} badge="Fixed departure" />
        ))}
      </Stack>
    </Box>
  );
}
