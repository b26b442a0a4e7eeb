import type { ReferralReportFilters } from '@app/contracts';
import { and, desc, eq, gte, inArray, isNotNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { flightBookings } from '../bookings/bookings.schema';
import { startOfSiteDay } from '../site/site-days';
import { SOLD_STATUSES } from './dashboard.queries';

const referred = alias(users, 'referred');
const referrer = alias(users, 'referrer');

// Periods are the staff's Indian calendar days; bounds on the raw timestamp keep indexes usable.

// Sales are summed as the dashboard sums them: what the end customer paid, sold bookings only.
const isSold = inArray(flightBookings.status, SOLD_STATUSES);
const customerPaid = sql`(${flightBookings.accounting}->>'endCustomer')::bigint`;

/**
 * Each customer of the site who signed up with someone's code in the period, with their sold
 * bookings and what they paid (whenever they booked). Self-referrals never count.
 */
function referredSignups(db: Db, siteId: string, f: ReferralReportFilters) {
  const where: (SQL | undefined)[] = [
    eq(referred.siteId, siteId),
    isNotNull(referred.referredById),
    ne(referred.referredById, referred.id),
  ];
  if (f.from) where.push(gte(referred.createdAt, startOfSiteDay(siteId, f.from)));
  if (f.to) where.push(lt(referred.createdAt, startOfSiteDay(siteId, f.to, 1)));
  return db
    .select({
      referredId: referred.id,
      referrerId: sql<string>`${referred.referredById}`.as('referrer_id'),
      bookings: sql<number>`count(${flightBookings.id}) filter (where ${isSold})`.as('bookings'),
      sales: sql<number>`coalesce(sum(${customerPaid}) filter (where ${isSold}), 0)`.as('sales'),
    })
    .from(referred)
    .leftJoin(flightBookings, and(eq(flightBookings.userId, referred.id), eq(flightBookings.siteId, siteId)))
    .where(and(...where))
    .groupBy(referred.id)
    .as('signups');
}

type Signups = ReturnType<typeof referredSignups>;

const figures = (s: Signups) => ({
  signups: sql`count(*)`.mapWith(Number),
  booked: sql`count(*) filter (where ${s.bookings} > 0)`.mapWith(Number),
  bookings: sql`coalesce(sum(${s.bookings}), 0)`.mapWith(Number),
  sales: sql`coalesce(sum(${s.sales}), 0)`.mapWith(Number),
});

/** Only referrers of this same site: a code never links across sites, and this makes sure of it. */
const ownReferrer = (s: Signups, siteId: string) =>
  and(eq(referrer.id, s.referrerId), eq(referrer.siteId, siteId));

/** The period's figures over every referrer, and how many referrers there were. */
export async function referralTotals(db: Db, siteId: string, f: ReferralReportFilters) {
  const s = referredSignups(db, siteId, f);
  const [row] = await db
    .select({ referrers: sql`count(distinct ${referrer.id})`.mapWith(Number), ...figures(s) })
    .from(s)
    .innerJoin(referrer, ownReferrer(s, siteId));
  return row ?? { referrers: 0, signups: 0, booked: 0, bookings: 0, sales: 0 };
}

/** Referrers ranked by sign-ups, then sales, then bookings; the id keeps ties in a stable order. */
export function referrersRanked(
  db: Db,
  siteId: string,
  f: ReferralReportFilters,
  page: { limit: number; offset: number },
) {
  const s = referredSignups(db, siteId, f);
  const totals = figures(s);
  return db
    .select({
      userId: referrer.id,
      firstName: referrer.firstName,
      lastName: referrer.lastName,
      email: referrer.email,
      userType: referrer.userType,
      referralCode: referrer.referralCode,
      ...totals,
    })
    .from(s)
    .innerJoin(referrer, ownReferrer(s, siteId))
    .groupBy(referrer.id)
    .orderBy(desc(totals.signups), desc(totals.sales), desc(totals.bookings), referrer.id)
    .limit(page.limit)
    .offset(page.offset);
}
