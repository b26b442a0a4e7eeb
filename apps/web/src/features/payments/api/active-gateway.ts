import { getActiveGatewayCall } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';

export const activeGatewayKey = ['activeGateway'] as const;

/**
 * payment/getActiveGateway: what this site's online payments go through now ('none': it takes
 * none). Read again after a minute, so a buyer sees staff's change without reloading. Quiet: while
 * it cannot be read, online payment stays offered and the server has the last word.
 */
export function useActiveGateway(enabled = true) {
  return useQuery({
    queryKey: activeGatewayKey,
    queryFn: async () => (await unwrap(http.call(getActiveGatewayCall, {}, { quiet: true }))).data,
    enabled,
    staleTime: 60_000,
  });
}
