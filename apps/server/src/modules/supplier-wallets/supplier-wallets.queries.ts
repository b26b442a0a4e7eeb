import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { flightBookings } from '../bookings/bookings.schema';
import { TICKET_QUEUE_STATUSES } from '../bookings/tickets.queries';

/** A span of Indian calendar days, [from, to), as YYYY-MM-DD. */
export type DaySpan = { from: string; to: string };

// Written into the SQL rather than bound, so that the selected day and the grouped day are one
// expression to PostgreSQL.
const ZONE = sql.raw("'Asia/Kolkata'");
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${ZONE})`;
const dayOfBooking = sql<string>`to_char((${flightBookings.createdAt} at time zone ${ZONE})::date, 'YYYY-MM-DD')`;
/** What the supplier charged for the booking: its fare without our markup. */
const supplierCost = sql`(${flightBookings.accounting}->>'middleManWl')::bigint`;

/**
 * This site's tickets (bookings that reached the ticket queue: ticketed, or under a change request
 * or cancelled since) of each Indian day of the span that had any, and their supplier cost.
 */
export function supplierSpendByDay(db: DbOrTx, siteId: string, span: DaySpan) {
  return db
    .select({
      day: dayOfBooking,
      ticketedBookings: sql`count(*)`.mapWith(Number),
      supplierCost: sql`coalesce(sum(${supplierCost}), 0)`.mapWith(Number),
    })
    .from(flightBookings)
    .where(
      and(
        eq(flightBookings.siteId, siteId),
        inArray(flightBookings.status, [...TICKET_QUEUE_STATUSES]),
        // Bounds on the raw timestamp, so the (site, user, createdAt) index can serve the range.
        gte(flightBookings.createdAt, startOf(span.from)),
        lt(flightBookings.createdAt, startOf(span.to)),
      ),
    )
    .groupBy(dayOfBooking);
}
