import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { flightBookings, TICKET_QUEUE_STATUSES } from '../bookings/bookings.schema';
import { siteDayOf, startOfSiteDay } from '../site/site-days';

/** A span of the site's calendar days, [from, to), as YYYY-MM-DD. */
export type DaySpan = { from: string; to: string };

/** What the supplier charged for the booking: its fare without our markup. */
const supplierCost = sql`(${flightBookings.accounting}->>'middleManWl')::bigint`;

/**
 * This site's tickets (bookings that reached the ticket queue: ticketed, or under a change request
 * or cancelled since) of each of the site's days of the span that had any, and their supplier cost.
 */
export function supplierSpendByDay(db: DbOrTx, siteId: string, span: DaySpan) {
  return db
    .select({
      day: siteDayOf(siteId, flightBookings.createdAt),
      ticketedBookings: sql`count(*)`.mapWith(Number),
      supplierCost: sql`coalesce(sum(${supplierCost}), 0)`.mapWith(Number),
    })
    .from(flightBookings)
    .where(
      and(
        eq(flightBookings.siteId, siteId),
        inArray(flightBookings.status, [...TICKET_QUEUE_STATUSES]),
        // Bounds on the raw timestamp, so the (site, user, createdAt) index can serve the range.
        gte(flightBookings.createdAt, startOfSiteDay(siteId, span.from)),
        lt(flightBookings.createdAt, startOfSiteDay(siteId, span.to)),
      ),
    )
    .groupBy(sql`1`);
}
