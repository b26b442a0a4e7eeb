import { MY_REFERRALS_PAGE_SIZE } from '@app/contracts';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { flightBookings } from '../bookings/bookings.schema';
import { SOLD_STATUSES } from '../reports/dashboard.queries';
import { type UserRow, users } from './accounts.schema';

/** The user of this site whose referral code this is; codes are stored in capitals. */
export async function findUserByReferralCode(db: DbOrTx, siteId: string, code: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.referralCode, code.toUpperCase())));
  return row;
}

/**
 * Whether the user has a booking that counts as a sale (the dashboard's rule). Not correlated on
 * purpose: drizzle writes a single-table select's columns unqualified, and inside a correlated
 * subquery an unqualified "id" would mean the booking's id, not the user's.
 */
const hasBooked = (siteId: string) =>
  inArray(
    users.id,
    sql`(select ${flightBookings.userId} from ${flightBookings}
      where ${flightBookings.siteId} = ${siteId} and ${inArray(flightBookings.status, SOLD_STATUSES)})`,
  );

/** The people this user referred; never the user themself, never another site's. */
const referredBy = (referrer: UserRow) =>
  and(eq(users.siteId, referrer.siteId), eq(users.referredById, referrer.id), ne(users.id, referrer.id));

export async function countMyReferrals(db: DbOrTx, referrer: UserRow) {
  const [row] = await db
    .select({
      total: count(),
      booked: sql`count(*) filter (where ${hasBooked(referrer.siteId)})`.mapWith(Number),
    })
    .from(users)
    .where(referredBy(referrer));
  return row ?? { total: 0, booked: 0 };
}

/** One page of them, newest first. Only what the referrer may see: names, join date, booked or not. */
export function myReferralsPage(db: DbOrTx, referrer: UserRow, page: number) {
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      hasBooked: sql<boolean>`${hasBooked(referrer.siteId)}`,
    })
    .from(users)
    .where(referredBy(referrer))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(MY_REFERRALS_PAGE_SIZE)
    .offset((page - 1) * MY_REFERRALS_PAGE_SIZE);
}
