import { airportsResponse } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { flightKeys } from './keys';
import { FLIGHT_PATHS } from './paths';

const AIRPORT_OPTIONS = 10;
/** Airports hardly change: a lookup made once serves the whole visit. */
const AIRPORTS_STALE_MS = 60 * 60_000;

export const airportsQuery = (searchQuery: string) => ({
  queryKey: flightKeys.airports(searchQuery),
  queryFn: async () =>
    (
      await unwrap(
        http.post(
          FLIGHT_PATHS.airports,
          { searchQuery, limit: AIRPORT_OPTIONS },
          { schema: airportsResponse },
        ),
      )
    ).data,
  staleTime: AIRPORTS_STALE_MS,
});

/** POST api/getAirports: the city options for what the user typed (nothing for a blank box). */
export function useAirports(searchQuery: string) {
  const query = searchQuery.trim();
  return useQuery({ ...airportsQuery(query), enabled: query !== '', placeholderData: keepPreviousData });
}
