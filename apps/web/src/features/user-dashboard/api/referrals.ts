import { getMyReferralsCall } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { accountKeys } from './keys';

/** The signed-in user's own referrals, one page at a time (the previous page stays while the next loads). */
export function useMyReferrals(page: number) {
  return useQuery({
    queryKey: [...accountKeys.all, 'referrals', page] as const,
    queryFn: async () => (await unwrap(http.call(getMyReferralsCall, { page }))).data,
    placeholderData: keepPreviousData,
  });
}
