import { FLIGHT_MSG, flightPriceResponse, flightResult, getFlightPriceCall, OWN_MSG } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiFailure } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { isFailure } from '../../../api/http';
import { notify } from '../../../ui/notify';
import { flightKeys } from './keys';

const EXPIRED_MESSAGES: readonly string[] = [
  FLIGHT_MSG.searchNotFound,
  FLIGHT_MSG.traceExpired,
  OWN_MSG.notFound,
];

/** The server's "this search is gone" answer (404): the page runs the search again instead of failing. */
export const isExpiredSearch = (error: unknown): boolean =>
  error instanceof ApiFailure && EXPIRED_MESSAGES.includes(error.body.errorMessage ?? '');

/** A priced search is fixed once made; keep it while the page may come back to it. */
const RESULTS_STALE_MS = 10 * 60_000;

/**
 * The priced page as production checks it: the envelope and search in full, and the first fare of
 * each list, instead of every one of several hundred fares (docs/decisions/0021-per-request-cost.md).
 */
export const flightPriceSample = flightPriceResponse.extend({
  data: flightPriceResponse.shape.data.extend({
    results: z.array(
      z.array(z.unknown()).refine((fares) => fares.length === 0 || flightResult.safeParse(fares[0]).success, {
        message: 'Unexpected fare',
      }),
    ),
  }),
});

/** POST api/getFlightPrice {searchId}: the results priced for the caller. */
export const flightPriceQuery = (searchId: string) =>
  queryOptions({
    queryKey: flightKeys.price(searchId),
    queryFn: async () => {
      // Quiet: an expired search is re-run without alarming the user; other failures are toasted here.
      const body = await http.call(
        getFlightPriceCall,
        { searchId },
        { sample: flightPriceSample, quiet: true },
      );
      if (isFailure(body)) {
        const failure = new ApiFailure(body);
        if (!isExpiredSearch(failure) && body.errorMessage) notify.error(body.errorMessage);
        throw failure;
      }
      return body.data;
    },
    enabled: searchId !== '',
    staleTime: RESULTS_STALE_MS,
  });

export const useFlightPrice = (searchId: string) => useQuery(flightPriceQuery(searchId));
