import { getPassengerViewOptionsCall, getSSRCall } from '@app/contracts';
import { useQueries } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { isFailure } from '../../../api/http';
import { notify } from '../../../ui/notify';
import { flightKeys } from '../../flights/api/keys';

const bookingKey = (kind: string, searchId: string, resultIndex: string) =>
  [...flightKeys.priced, kind, searchId, resultIndex] as const;

/** Airlines without extras answer this; the spec keeps it from the user (§8). */
const NO_SSR = 'No SSR details';
const NO_EXTRAS = { baggage: [], meals: [] };

/**
 * api/getPassengerViewOptions for each chosen fare (a return pair has two): the fresh quote, countries
 * and dial codes. A quote is only good now, so it is never served from cache when the page opens.
 */
export function usePassengerViewOptions(searchId: string, resultIndexes: readonly string[]) {
  return useQueries({
    queries: resultIndexes.map((resultIndex) => ({
      queryKey: bookingKey('passengerView', searchId, resultIndex),
      queryFn: async () =>
        (await unwrap(http.call(getPassengerViewOptionsCall, { searchId, resultIndex }))).data,
      staleTime: 0,
      gcTime: 0,
    })),
  });
}

/** api/getSSR per fare: baggage and meals per leg; a failure leaves the trip without extras. */
export function useSsr(searchId: string, resultIndexes: readonly string[]) {
  return useQueries({
    queries: resultIndexes.map((resultIndex) => ({
      queryKey: bookingKey('ssr', searchId, resultIndex),
      queryFn: async () => {
        const body = await http.call(getSSRCall, { searchId, resultIndex }, { quiet: true });
        if (!isFailure(body)) return body.data;
        if (body.errorMessage && !body.errorMessage.includes(NO_SSR)) notify.error(body.errorMessage);
        return NO_EXTRAS;
      },
      staleTime: 5 * 60_000,
    })),
  });
}
