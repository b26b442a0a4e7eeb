import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { type BookingStatus, flightBookings } from '../bookings/bookings.schema';
import { flightSearches } from '../flights/flights.schema';
import { siteDayOf, startOfSiteDay } from '../site/site-days';

/** Failed and released attempts never became sales; cancelled ones are counted on their own. */
export const SOLD_STATUSES: BookingStatus[] = ['held', 'ticketed', 'changeRequested'];

/** A span of the site's calendar days, [from, to), as YYYY-MM-DD. */
export type DaySpan = { from: string; to: string };

type CreatedAt = typeof flightBookings.createdAt | typeof flightSearches.createdAt;

// Bounds on the raw timestamp (not on its day) so the site/createdAt indexes can serve the range.
const within = (siteId: string, column: CreatedAt, span: DaySpan) =>
  and(gte(column, startOfSiteDay(siteId, span.from)), lt(column, startOfSiteDay(siteId, span.to)));

const isSold = inArray(flightBookings.status, SOLD_STATUSES);
const customerPaid = sql`(${flightBookings.accounting}->>'endCustomer')::bigint`;
const markupEarned = sql`(${flightBookings.fare}->'markup'->>'amount')::bigint`;
const soldCount = sql`count(*) filter (where ${isSold})`.mapWith(Number);
const soldSales = sql`coalesce(sum(${customerPaid}) filter (where ${isSold}), 0)`.mapWith(Number);

/** Bookings, cancellations, sales and margin of each of the site's days of the span that had any. */
export function bookingsByDay(db: Db, siteId: string, span: DaySpan) {
  const day = siteDayOf(siteId, flightBookings.createdAt);
  return db
    .select({
      day,
      bookings: soldCount,
      cancelled: sql`count(*) filter (where ${flightBookings.status} = 'cancelled')`.mapWith(Number),
      sales: soldSales,
      margin: sql`coalesce(sum(${markupEarned}) filter (where ${isSold}), 0)`.mapWith(Number),
    })
    .from(flightBookings)
    .where(and(eq(flightBookings.siteId, siteId), within(siteId, flightBookings.createdAt, span)))
    .groupBy(sql`1`);
}

/** Searches (looks) of each of the site's days of the span that had any, anonymous visitors' included. */
export function searchesByDay(db: Db, siteId: string, span: DaySpan) {
  const day = siteDayOf(siteId, flightSearches.createdAt);
  return db
    .select({ day, searches: sql`count(*)`.mapWith(Number) })
    .from(flightSearches)
    .where(and(eq(flightSearches.siteId, siteId), within(siteId, flightSearches.createdAt, span)))
    .groupBy(sql`1`);
}

const soldWithin = (siteId: string, span: DaySpan) =>
  and(eq(flightBookings.siteId, siteId), isSold, within(siteId, flightBookings.createdAt, span));

export function topRoutes(db: Db, siteId: string, span: DaySpan, limit: number) {
  return db
    .select({
      origin: flightBookings.origin,
      destination: flightBookings.destination,
      bookings: soldCount,
      sales: soldSales,
    })
    .from(flightBookings)
    .where(soldWithin(siteId, span))
    .groupBy(flightBookings.origin, flightBookings.destination)
    .orderBy(desc(soldCount), desc(soldSales), flightBookings.origin, flightBookings.destination)
    .limit(limit);
}

export function topCustomers(db: Db, siteId: string, span: DaySpan, limit: number) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
      bookings: soldCount,
      sales: soldSales,
    })
    .from(flightBookings)
    .innerJoin(users, eq(users.id, flightBookings.userId))
    .where(soldWithin(siteId, span))
    .groupBy(users.id)
    .orderBy(desc(soldSales), desc(soldCount), users.id)
    .limit(limit);
}
