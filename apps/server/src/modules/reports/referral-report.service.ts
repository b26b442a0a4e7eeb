import {
  REFERRAL_CHART_TOP,
  REFERRAL_REPORT_MSG,
  REFERRAL_REPORT_PAGE_SIZE,
  type ReferralReport,
  type ReferralReportFilters,
  type ReferrerRow,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { referralTotals, referrersRanked } from './referral-report.queries';

type RankedRow = Awaited<ReturnType<typeof referrersRanked>>[number];

const toReferrerRow = ({ firstName, lastName, ...row }: RankedRow): ReferrerRow => ({
  ...row,
  name: [firstName, lastName].filter(Boolean).join(' '),
});

/** Staff → Dashboard → Referrals: who brings customers to the site, and what those customers buy. */
export function createReferralReportService({ db }: { db: Db }) {
  return {
    async report(siteId: string, filters: ReferralReportFilters): Promise<ReferralReport> {
      const { referrers, ...totals } = await referralTotals(db, siteId, filters);
      const totalPages = Math.max(1, Math.ceil(referrers / REFERRAL_REPORT_PAGE_SIZE));
      // A page past the end is a client mistake (a stale link, a typed URL), not an empty list.
      if (filters.page > totalPages) {
        const message = REFERRAL_REPORT_MSG.pastLastPage(filters.page, totalPages);
        throw badRequest(message, { page: message });
      }
      const offset = (filters.page - 1) * REFERRAL_REPORT_PAGE_SIZE;
      const records = (
        await referrersRanked(db, siteId, filters, { limit: REFERRAL_REPORT_PAGE_SIZE, offset })
      ).map(toReferrerRow);
      // The first page already holds the chart's referrers; other pages ask for them apart.
      const top =
        filters.page === 1
          ? records.slice(0, REFERRAL_CHART_TOP)
          : (await referrersRanked(db, siteId, filters, { limit: REFERRAL_CHART_TOP, offset: 0 })).map(
              toReferrerRow,
            );
      return { records, totalRecords: referrers, totalPages, currentPage: filters.page, totals, top };
    },
  };
}
export type ReferralReportService = ReturnType<typeof createReferralReportService>;
