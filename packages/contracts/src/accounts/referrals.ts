import { z } from 'zod';
import { BOOKING_LIST_MSG } from '../bookings/booking-list';
import { ok, optionalText } from '../common/fields';

/**
 * The referral code a newcomer may type at sign-up (spec §3 referralCode). Codes are kept in
 * capitals, so what is typed is matched in capitals; whether it exists only the server can say.
 */
export const signupReferralCode = () => optionalText(20).transform((v) => v?.toUpperCase());

/** Page numbers may come from the URL as text; blank means the first page. */
export const referralPageField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === null ? undefined : v),
    z
      .number({ error: BOOKING_LIST_MSG.page })
      .int(BOOKING_LIST_MSG.page)
      .min(1, BOOKING_LIST_MSG.page)
      .max(100_000, BOOKING_LIST_MSG.page)
      .default(1),
  );

/**
 * POST wl/user/getMyReferrals {page} (our own call): the people who signed up with the caller's
 * code, newest first. Any signed-in user, and only their own referrals.
 */
export const getMyReferralsPath = 'wl/user/getMyReferrals';
export const MY_REFERRALS_PAGE_SIZE = 20;
export const getMyReferralsRequest = z.object({ page: referralPageField() });
export type GetMyReferralsRequest = z.input<typeof getMyReferralsRequest>;

/** Someone the caller referred: enough to recognise them, nothing to reach them by (no e-mail, phone). */
export const myReferral = z.object({
  /** first name and the initial of the last name: 'Meera N.' */
  name: z.string(),
  /** when they signed up, ISO date-time */
  joinedAt: z.string(),
  /** whether they have made a booking that counts as a sale (held, ticketed or under a change request) */
  hasBooked: z.boolean(),
});
export type MyReferral = z.infer<typeof myReferral>;

export const myReferralsPage = z.object({
  records: z.array(myReferral),
  /** everyone the caller referred */
  totalRecords: z.number().int().nonnegative(),
  /** of whom have booked */
  booked: z.number().int().nonnegative(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
});
export type MyReferralsPage = z.infer<typeof myReferralsPage>;
export const getMyReferralsResponse = ok({ data: myReferralsPage });
