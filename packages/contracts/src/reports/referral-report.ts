import { z } from 'zod';
import { referralPageField } from '../accounts/referrals';
import { BOOKING_LIST_MSG } from '../bookings/booking-list';
import { USER_TYPES } from '../common/enums';
import { ok } from '../common/fields';
import { optionalDay } from '../common/filter-fields';

/**
 * POST wl/user/getReferralReport {page, from?, to?} (staff, permission referrals.view): the site's
 * referrers ranked by the sign-ups they brought in the period, and what those sign-ups booked.
 */
export const getReferralReportPath = 'wl/user/getReferralReport';
export const REFERRAL_REPORT_PAGE_SIZE = 20;
/** How many referrers the chart shows. */
export const REFERRAL_CHART_TOP = 10;

export const REFERRAL_REPORT_MSG = {
  date: BOOKING_LIST_MSG.date,
  dateOrder: BOOKING_LIST_MSG.dateOrder,
  pastLastPage: (page: number, last: number) => `Page ${page} is past the last page (${last})`,
} as const;

export const getReferralReportRequest = z
  .object({
    page: referralPageField(),
    /** first day of sign-ups counted, inclusive; none: from the beginning */
    from: optionalDay(),
    /** last day of sign-ups counted, inclusive; none: up to now */
    to: optionalDay(),
  })
  .superRefine((v, ctx) => {
    // ISO dates compare correctly as text.
    if (v.from && v.to && v.from > v.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: REFERRAL_REPORT_MSG.dateOrder });
    }
  });
export type GetReferralReportRequest = z.input<typeof getReferralReportRequest>;
export type ReferralReportFilters = z.output<typeof getReferralReportRequest>;

const count = z.number().int().nonnegative();
/** paise */
const paise = z.number().int();

/**
 * What the referred customers did. The period picks the sign-ups (who joined when); their bookings
 * and sales are counted whenever they booked, so a March cohort's April trips still count for March.
 */
const referralFigures = z.object({
  /** people who signed up with the referrer's code in the period */
  signups: count,
  /** of whom made at least one booking that counts as a sale */
  booked: count,
  /** their bookings that count as sales: held, ticketed or under a change request */
  bookings: count,
  /** what they paid for those bookings */
  sales: paise,
});
export type ReferralFigures = z.infer<typeof referralFigures>;

export const referrerRow = referralFigures.extend({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  /** the referrer's code as it is now (they may have changed it since) */
  referralCode: z.string().nullable(),
});
export type ReferrerRow = z.infer<typeof referrerRow>;

export const referralReport = z.object({
  /** referrers, most sign-ups first */
  records: z.array(referrerRow),
  /** referrers with at least one sign-up in the period */
  totalRecords: count,
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  /** over every referrer of the period, not just this page */
  totals: referralFigures,
  /** the first REFERRAL_CHART_TOP referrers, whatever the page */
  top: z.array(referrerRow),
});
export type ReferralReport = z.infer<typeof referralReport>;
export const getReferralReportResponse = ok({ data: referralReport });
