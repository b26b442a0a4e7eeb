import { getFareRulesCall } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { flightKeys } from './keys';

/** POST api/getFareRules for one result; fetched when the panel opens (resultIndex set), then kept. */
export function useFareRules(searchId: string, resultIndex: string | null) {
  return useQuery({
    queryKey: flightKeys.fareRules(searchId, resultIndex ?? ''),
    queryFn: async () =>
      (await unwrap(http.call(getFareRulesCall, { searchId, resultIndex: resultIndex ?? '' }))).data,
    enabled: resultIndex !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
