import { BOOKING_DETAILS_MSG } from '@app/contracts';
import { tooManyRequests } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';

export type ETicketMailLimits = {
  perBookingPerHour: number;
  perRecipientPerDay: number;
  perAccountPerHour: number;
  perSitePerHour: number;
};

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * How many e-ticket mails may go out (decision 0051), counted before the mail is queued, so racing
 * requests cannot pass a limit together. From the narrowest to the widest, each counted only once
 * the narrower ones let the mail through: a sender refused for one booking, address or account
 * cannot use up the site's hour for everyone else.
 */
export function createETicketMailLimits(rateLimits: RateLimits, limits: ETicketMailLimits) {
  const checks = [
    {
      key: 'booking',
      max: limits.perBookingPerHour,
      window: HOUR,
      refusal: BOOKING_DETAILS_MSG.tooManyForBooking,
    },
    {
      key: 'to',
      max: limits.perRecipientPerDay,
      window: DAY,
      refusal: BOOKING_DETAILS_MSG.tooManyForRecipient,
    },
    {
      key: 'account',
      max: limits.perAccountPerHour,
      window: HOUR,
      refusal: BOOKING_DETAILS_MSG.tooManyEmails,
    },
    { key: 'site', max: limits.perSitePerHour, window: HOUR, refusal: BOOKING_DETAILS_MSG.tooManyForSite },
  ] as const;

  return {
    /** Counts one mail of the booking to `to` (lower-cased) by the account; 429 past any limit. */
    async count(mail: { siteId: string; bookingId: string; to: string; userId: string }) {
      const of = {
        booking: mail.bookingId,
        to: `${mail.siteId}:${mail.to}`,
        account: mail.userId,
        site: mail.siteId,
      };
      for (const check of checks) {
        const sent = await rateLimits.hit(`mail:e-ticket:${check.key}:${of[check.key]}`, check.window);
        if (sent > check.max) throw tooManyRequests(check.refusal);
      }
    },
  };
}
export type ETicketMailLimiter = ReturnType<typeof createETicketMailLimits>;
