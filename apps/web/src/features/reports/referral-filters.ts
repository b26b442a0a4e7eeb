import { type GetReferralReportRequest, REFERRAL_REPORT_MSG } from '@app/contracts';
import { z } from 'zod';

/**
 * The period as the form holds it: YYYY-MM-DD (typed as dd/MM/yyyy), '' for an open end. The
 * range rule and its words are the server's own (REFERRAL_REPORT_MSG).
 */
export const referralPeriodForm = z.object({ from: z.string(), to: z.string() }).superRefine((form, ctx) => {
  // ISO dates compare correctly as text.
  if (form.from && form.to && form.from > form.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REFERRAL_REPORT_MSG.dateOrder });
});
export type ReferralPeriodForm = z.infer<typeof referralPeriodForm>;

/** No dates: all time. */
export const ALL_TIME: ReferralPeriodForm = { from: '', to: '' };

/** The request for one page: open ends are left out, so the same period is the same query. */
export function referralReportRequestOf(period: ReferralPeriodForm, page: number): GetReferralReportRequest {
  const request: GetReferralReportRequest = { page };
  if (period.from) request.from = period.from;
  if (period.to) request.to = period.to;
  return request;
}
