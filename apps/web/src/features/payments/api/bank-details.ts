import { getBankDetailsCall } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';

/** GET whitelabel/getBankDetails: the site owner's account for transfers; null when it takes none. */
export function useBankDetails(enabled: boolean) {
  return useQuery({
    queryKey: ['bankDetails'],
    queryFn: async () => (await unwrap(http.call(getBankDetailsCall, {}))).data,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
