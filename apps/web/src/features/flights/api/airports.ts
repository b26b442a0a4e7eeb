import { getAirportsCall } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { flightKeys } from './keys';

const AIRPORT_OPTIONS = 10;
/** Airports hardly change: a lookup made once serves the whole visit. */
const AIRPORTS_STALE_MS = 60 * 60_000;

export const airportsQuery = (searchQuery: string) => ({
  queryKey: flightKeys.airports(searchQuery),
  queryFn: async () =>
    (await unwrap(http.call(getAirportsCall, { searchQuery, limit: AIRPORT_OPTIONS }))).data,
  staleTime: AIRPORTS_STALE_MS,
});

/** POST api/getAirports: the city options for what the user typed (nothing for a blank box). */
export function useAirports(searchQuery: string) {
  const query = searchQuery.trim();
  return useQuery({ ...airportsQuery(query), enabled: query !== '', placeholderData: keepPreviousData });
}
