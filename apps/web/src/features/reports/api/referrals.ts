import { type GetReferralReportRequest, getReferralReportCall } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { reportKeys } from './dashboard';

export const referralReportKeys = {
  report: (request: GetReferralReportRequest) => [...reportKeys.all, 'referrals', request] as const,
};

/** Staff: the site's referrers for a period, one page at a time; the last page stays while the next loads. */
export function useReferralReport(request: GetReferralReportRequest) {
  return useQuery({
    queryKey: referralReportKeys.report(request),
    queryFn: async () => (await unwrap(http.call(getReferralReportCall, request))).data,
    placeholderData: keepPreviousData,
  });
}
