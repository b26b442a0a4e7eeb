import { boolean, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { siteIdColumn } from '../site/site.schema';
import { type BookingStatus, flightBookings } from './bookings.schema';

/**
 * What the ticket queue filters and sorts on, copied beside each side table's own text so that a
 * search by PNR, ticket number or name is answered from the side table alone (decision 0066).
 * Written only by the trigger of migration 0044 (flight_booking_search_sync), in the writer's own
 * transaction, from the booking row: never by hand.
 */
const bookingFacts = () => ({
  bookingId: text('booking_id')
    .notNull()
    .references(() => flightBookings.id, { onDelete: 'cascade' }),
  siteId: siteIdColumn(),
  userId: text('user_id').notNull(),
  status: text('status').$type<BookingStatus>().notNull(),
  isDomestic: boolean('is_domestic').notNull(),
  airlineCode: text('airline_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  travelDate: date('travel_date').notNull(),
});

/** A booking's PNR and each passenger's ticket number, upper-cased: found by exact or prefix match. */
export const flightBookingRefs = pgTable(
  'flight_booking_refs',
  {
    ...bookingFacts(),
    kind: text('kind').$type<'pnr' | 'ticket'>().notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind, t.value] }),
    // text_pattern_ops: `value like 'ABC%'` is a range scan whatever the database's collation.
    index('flight_booking_refs_site_value_idx').on(t.siteId, t.value.op('text_pattern_ops')),
  ],
);

/**
 * A booking's passengers' full names, lower-cased, one row per booking ('riya sharma | kabir sharma'):
 * one row, so a match is one booking and a count needs no DISTINCT.
 */
export const flightBookingNames = pgTable(
  'flight_booking_names',
  {
    ...bookingFacts(),
    names: text('names').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId] }),
    index('flight_booking_names_trgm_idx').using('gin', t.names.op('gin_trgm_ops')),
    // A common name (a surname of one booking in fifty) is found sooner by reading the site's, or the
    // buyer's, rows in the page's order than by fetching every match to sort them: the planner weighs both.
    index('flight_booking_names_booked_idx').on(t.siteId, t.createdAt, t.bookingId),
    index('flight_booking_names_travel_idx').on(t.siteId, t.travelDate, t.createdAt, t.bookingId),
    index('flight_booking_names_user_idx').on(t.siteId, t.userId, t.createdAt, t.bookingId),
  ],
);
