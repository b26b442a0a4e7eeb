import type { FdDepartureView, SearchBy } from '@app/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useAirlineLogos } from '../flights/api/airlines';
import { useFdSearch } from './api/departures';
import { DepartureCard } from './DepartureCard';

/**
 * The fixed departures a flight search also matches: same sector and date, and the same kind of
 * trip (a return search: a round-trip block coming back on the return date). Nothing for a multi-stop.
 */
export function matchesSearch(d: FdDepartureView, searchBy: Pick<SearchBy, 'JourneyType' | 'segments'>) {
  const back = searchBy.segments[1]?.preferredDepartureTime.slice(0, 10);
  if (searchBy.JourneyType === 1) return d.tripType === 'oneWay';
  if (searchBy.JourneyType === 2) return d.tripType === 'roundTrip' && d.returnDate === back;
  return false;
}

/**
 * Fixed-departure fares among the flight results (issue 15): asked of fixedDeparture/search when
 * the results are read (seats change all the time, so never cached with them), shown as their own
 * cards with a 'Fixed departure' badge; Book opens the fixed-departure booking, not the flight's.
 * Loaded apart from the results page, after it, so the page's first screen carries none of it.
 */
export function FdFlightResults({ searchBy }: { searchBy: SearchBy }) {
  const first = searchBy.segments[0];
  const party = {
    adultCount: searchBy.adultCount,
    childCount: searchBy.childCount,
    infantCount: searchBy.infantCount,
  };
  const search = useFdSearch(
    {
      origin: first?.origin ?? '',
      destination: first?.destination ?? '',
      date: first?.preferredDepartureTime.slice(0, 10) ?? '',
      ...party,
    },
    Boolean(first) && searchBy.JourneyType !== 3,
  );
  const logos = useAirlineLogos().data;
  const departures = (search.data ?? []).filter((d) => matchesSearch(d, searchBy));
  if (departures.length === 0) return null;
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
