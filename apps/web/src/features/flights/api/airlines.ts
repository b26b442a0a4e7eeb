import { type AirlineStatic, getAirlinesStaticDataCall } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { flightKeys } from './keys';

/** One Map for the cached list (a stable select keeps it the same object across renders, for memoised cards). */
const logosByCode = (airlines: AirlineStatic[]) => new Map(airlines.map((a) => [a.airlineCode, a.logoUrl]));

/** POST master/getAirlinesStaticData: airline logos by code, fetched once per visit. */
export const airlinesQuery = queryOptions({
  queryKey: flightKeys.airlines(),
  queryFn: async () => (await unwrap(http.call(getAirlinesStaticDataCall, {}))).data,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

/** The logos by airline code; `enabled` false waits (a page with no results to show yet). */
export function useAirlineLogos(enabled = true) {
  return useQuery({ ...airlinesQuery, select: logosByCode, enabled });
}
