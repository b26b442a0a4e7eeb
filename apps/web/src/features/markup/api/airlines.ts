import { getAirlinesStaticDataCall } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { flightKeys } from '../../flights/api/keys';

/** The airlines with names and logos; shares the result cards' cached list (same call, same key). */
export function useAirlines() {
  return useQuery({
    queryKey: flightKeys.airlines(),
    queryFn: async () => (await unwrap(http.call(getAirlinesStaticDataCall, {}))).data,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
