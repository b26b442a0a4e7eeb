import { FD_MSG, type FdDepartureView, MSG } from '@app/contracts';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { useAirlineLogos } from '../flights/api/airlines';
import { paxLabel } from '../flights/format';
import { type FdParty, useFdSearch } from './api/departures';
import { DepartureCard } from './DepartureCard';
import { FdCardsSkeleton } from './FdCardsSkeleton';
import { FdSearchFilters } from './FdSearchFilters';
import { filtersFromQuery, monthLabel, queryOf, searchRequestOf } from './fd-search-url';

/** Departures in the order the server gives (by date), under a heading per month. */
function byMonth(departures: readonly FdDepartureView[]) {
  const groups = new Map<string, FdDepartureView[]>();
  for (const d of departures) {
    const month = d.departureDate.slice(0, 7);
    groups.set(month, [...(groups.get(month) ?? []), d]);
  }
  return [...groups];
}

function Results({ departures, party }: { departures: FdDepartureView[]; party: FdParty }) {
  const logos = useAirlineLogos().data;
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary" role="status">
        {departures.length === 1 ? '1 departure' : `${departures.length} departures`} for{' '}
        {paxLabel(party.adultCount, party.childCount, party.infantCount)}
      </Typography>
      {byMonth(departures).map(([month, list]) => (
        <Box component="section" key={month} aria-label={monthLabel(month)}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {monthLabel(month)}
          </Typography>
          <Stack spacing={1.5}>
            {list.map((d) => (
              <DepartureCard key={d.id} departure={d} party={party} logos={logos} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** /fixed-departures: seat blocks bought ahead, by sector and month, priced for the party (issue 15). */
export function FixedDeparturesPage() {
  const [params, setParams] = useSearchParams();
  const { filters, party } = filtersFromQuery(params);
  const search = useFdSearch(searchRequestOf(filters, party));
  // While a new party's prices load, the cards still show the last ones: they say whose they are.
  const pricedFor = useRef(party);
  if (search.isSuccess && !search.isPlaceholderData) pricedFor.current = party;

  let body: React.ReactNode;
  if (search.isPending) body = <FdCardsSkeleton label="Loading departures" />;
  else if (search.isError) body = <Alert severity="error">{MSG.somethingWrong}</Alert>;
  else if (search.data.length === 0)
    body = (
      <Paper>
        <EmptyState title={FD_MSG.noDepartures} message="Try another month or sector, or fewer travellers." />
      </Paper>
    );
  else body = <Results departures={search.data} party={pricedFor.current} />;

  return (
    <>
      <PageTitle
        title="Fixed departures"
        subtitle="Seats bought ahead on popular routes, at fixed fares: book them before they go."
      />
      <FdSearchFilters
        // A new address (back, a shared link) starts the form from what it says.
        key={params.toString()}
        filters={filters}
        party={party}
        onSearch={(next, nextParty) => setParams(queryOf(next, nextParty))}
      />
      <Box aria-busy={search.isFetching}>{body}</Box>
    </>
  );
}
