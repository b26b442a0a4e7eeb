import type { BookingPassenger, FdBookingStatus, FdLeg, FdStatus, FdTripType } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orderIdColumn } from '../../commerce/orders/orders.schema';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { users } from '../accounts/accounts.schema';
import { siteIdColumn } from '../site/site.schema';

/**
 * A block of airline seats the site bought in advance (issue 15): its flights, its net fares and
 * its seats. `seatsSold` and `seatsHeld` move only by conditional updates that keep
 * sold + held ≤ total (a check constraint says so too), so a seat is never sold twice.
 */
export const fixedDepartures = pgTable(
  'fixed_departures',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    tripType: text('trip_type').$type<FdTripType>().notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    airlineCode: text('airline_code').notNull(),
    outbound: jsonb('outbound').$type<FdLeg[]>().notNull(),
    inbound: jsonb('inbound').$type<FdLeg[]>().notNull().default([]),
    departureDate: date('departure_date').notNull(),
    returnDate: date('return_date'),
    seatsTotal: integer('seats_total').notNull(),
    seatsSold: integer('seats_sold').notNull().default(0),
    /** seats of orders made and not yet paid: back to the block when the order runs out of time */
    seatsHeld: integer('seats_held').notNull().default(0),
    /** net fares per passenger type, paise */
    fareAdult: integer('fare_adult').notNull(),
    fareChild: integer('fare_child').notNull(),
    fareInfant: integer('fare_infant').notNull(),
    baggage: text('baggage').notNull(),
    cabinBaggage: text('cabin_baggage').notNull(),
    blockPnr: text('block_pnr').notNull(),
    isRefundable: boolean('is_refundable').notNull(),
    /** per passenger, paise */
    cancellationCharge: integer('cancellation_charge').notNull().default(0),
    cancellationPolicy: text('cancellation_policy').notNull(),
    /** after it, names go to the airline and can no longer change */
    nameListDeadline: date('name_list_deadline').notNull(),
    /** on it, unsold seats go back to the airline (the release job) */
    releaseDate: date('release_date').notNull(),
    status: text('status').$type<FdStatus>().notNull().default('open'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fixed_departures_sector_idx').on(t.siteId, t.origin, t.destination, t.departureDate),
    check(
      'fixed_departures_seats_check',
      sql`${t.seatsSold} >= 0 and ${t.seatsHeld} >= 0 and ${t.seatsSold} + ${t.seatsHeld} <= ${t.seatsTotal}`,
    ),
  ],
);
export type FixedDepartureRow = typeof fixedDepartures.$inferSelect;

/** A full-text document: the words of a text, each findable by its start through a GIN index. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A party's seats on a departure: the FD product's part of an order item. */
export const fdBookings = pgTable(
  'fd_bookings',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    departureId: text('departure_id')
      .notNull()
      .references(() => fixedDepartures.id, { onDelete: 'restrict' }),
    orderId: orderIdColumn(),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    passengers: jsonb('passengers').$type<BookingPassenger[]>().notNull(),
    /**
     * The travellers' first and last names as words, kept by the database from `passengers`: the
     * queue's passenger filter finds a name by its start through an index, never by reading every
     * booking's jsonb (decision 0070).
     */
    passengerWords: tsvector('passenger_words').generatedAlwaysAs(
      sql`to_tsvector('simple', jsonb_path_query_array(passengers, '$[*].firstName') || jsonb_path_query_array(passengers, '$[*].lastName'))`,
    ),
    /** seats taken (infants take none) */
    seats: integer('seats').notNull(),
    /** what the buyer pays, paise */
    amount: integer('amount').notNull(),
    /**
     * What a selling agent adds over `amount` on the ticket it prints, paise: its traveller's price
     * (decision 0053). Its own business: nothing is charged or paid for it.
     */
    agentMarkup: integer('agent_markup').notNull().default(0),
    status: text('status').$type<FdBookingStatus>().notNull().default('reserved'),
    /**
     * The buyer's network while the seats wait for payment (decision 0049: unpaid orders are
     * limited per network too); cleared when the booking leaves `reserved`, so none is kept.
     */
    clientNetwork: text('client_network'),
    /**
     * Booked after the departure's name list went to the airline (decision 0060): its names are a
     * late addition staff send the airline. Decided once, when the booking is made.
     */
    lateAddition: boolean('late_addition').notNull().default(false),
    /**
     * When the buyer cancelled, and what the departure's policy kept of `amount` then, paise (the
     * rest went back): profit and loss counts the seats back in the block and the charge kept on
     * that day (decision 0057). Set once, with the move to cancelled.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationCharge: integer('cancellation_charge').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fd_bookings_item_idx').on(t.orderItemId),
    index('fd_bookings_departure_idx').on(t.departureId, t.status),
    index('fd_bookings_site_user_idx').on(t.siteId, t.userId, t.createdAt, t.id),
    // The queue newest first (decision 0070): all, of one status, or of one departure (its block PNR).
    index('fd_bookings_site_created_idx').on(t.siteId, t.createdAt, t.id),
    index('fd_bookings_site_status_idx').on(t.siteId, t.status, t.createdAt, t.id),
    index('fd_bookings_departure_created_idx').on(t.departureId, t.createdAt, t.id),
    // The queue's "late additions" filter: few rows, newest first.
    index('fd_bookings_passenger_words_idx').using('gin', t.passengerWords),
    index('fd_bookings_late_idx').on(t.siteId, t.createdAt, t.id).where(sql`${t.lateAddition}`),
    index('fd_bookings_site_cancelled_idx')
      .on(t.siteId, t.cancelledAt)
      .where(sql`${t.cancelledAt} is not null`),
  ],
);
export type FdBookingRow = typeof fdBookings.$inferSelect;
