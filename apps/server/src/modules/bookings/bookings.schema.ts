import type {
  BookingPassenger,
  CancellationReviewState,
  ChangeRequestSector,
  FareRule,
  FareSummary,
  FlightResult,
  Segment,
  SsrOption,
} from '@app/contracts';
import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
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
import { type OrderRow, orders } from '../../commerce/orders/orders.schema';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { users } from '../accounts/accounts.schema';
import { siteIdColumn } from '../site/site.schema';

/**
 * What the buyer confirmed for a flight order: the search, the priced fares, the passengers and
 * extras, and the trip's fare summary. The order itself (amount, status, payments) is the core's
 * (`commerce/orders`); this is the flight product's own part of it (decision 0035).
 */
export const flightCheckouts = pgTable('flight_checkouts', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  searchId: text('search_id').notNull(),
  details: jsonb('details').$type<OrderDetails>().notNull(),
});

/** A flight order: the core's order with what the buyer confirmed. */
export type FlightOrderRow = OrderRow & { searchId: string; details: OrderDetails };

/** One passenger's chosen extra on one leg of the trip (legs counted across a return pair). */
export type ChosenExtra = { passenger: number; leg: number; kind: 'baggage' | 'meals'; option: SsrOption };

export type OrderDetails = {
  /** one fare, or a return pair (outbound first) */
  fares: FlightResult[];
  fareSummary: FareSummary;
  passengers: BookingPassenger[];
  extras: ChosenExtra[];
  isDomestic: boolean;
  /**
   * Each fare's rules as quoted when the order was made (orders before this field have none): a
   * supplier may book without sending the rules' text, and the e-ticket shows them.
   */
  fareRules?: FareRule[][];
};

/** A passenger as entered, then their ticket and boarding-pass barcodes once the supplier issued them. */
export type TicketedPassenger = BookingPassenger & {
  ticket?: { ticketId: number; ticketNumber: string; validatingAirline: string } | null;
  barcodes?: string[];
};

export const BOOKING_STATUSES = [
  'held',
  'ticketed',
  'released',
  'cancelled',
  'failed',
  'changeRequested',
  /** the ticket call went unanswered: the supplier is asked until it says what it did (decision 0032) */
  'unconfirmed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The ticket queue holds issued tickets; held, failed and released bookings never were tickets. */
export const TICKET_QUEUE_STATUSES = [
  'ticketed',
  'cancelled',
  'changeRequested',
] as const satisfies BookingStatus[];

/**
 * `status in (…)` with the statuses written as literals: the planner uses a partial index only when
 * it can prove the query's WHERE implies the index's, and a bound parameter proves nothing (a
 * generic plan would lose the index). The statuses are our constants, never user input.
 */
export const statusIn = (column: SQLWrapper, statuses: readonly BookingStatus[]) =>
  sql`${column} in (${sql.raw(statuses.map((s) => `'${s}'`).join(', '))})`;

/** One supplier booking: one leg of an order (a return pair is two), held or ticketed. */
export const flightBookings = pgTable(
  'flight_bookings',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** the order's item this leg is: the core's view of what the airline says here (decision 0035) */
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    legIndex: integer('leg_index').notNull(),
    searchId: text('search_id').notNull(),
    source: text('source').notNull(),
    /** the supplier's number of the system holding the booking (TBO's Source); null before 2026-12 */
    supplierSource: integer('supplier_source'),
    isLcc: boolean('is_lcc').notNull(),
    isDomestic: boolean('is_domestic').notNull(),
    supplierBookingId: integer('supplier_booking_id'),
    pnr: text('pnr'),
    status: text('status').$type<BookingStatus>().notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    airlineCode: text('airline_code').notNull(),
    travelDate: date('travel_date').notNull(),
    lastTicketDate: text('last_ticket_date'),
    /** the priced fare as sold, with the markup rule that priced it */
    fare: jsonb('fare').$type<FlightResult>().notNull(),
    /** fare summary figures editable from the e-ticket (transaction fee, discount, markup) */
    adjustments: jsonb('adjustments')
      .$type<{ txnFee: number; userMergeTxnFeeTaxes: boolean; discount: number; extraMarkup: number }>()
      .notNull()
      .default({ txnFee: 0, userMergeTxnFeeTaxes: false, discount: 0, extraMarkup: 0 }),
    segments: jsonb('segments').$type<Segment[]>().notNull(),
    passengers: jsonb('passengers').$type<TicketedPassenger[]>().notNull(),
    fareRules: jsonb('fare_rules').$type<FareRule[]>().notNull().default([]),
    /** what the white label paid the supplier and what the end customer paid, paise */
    accounting: jsonb('accounting').$type<{ middleManWl: number; endCustomer: number }>().notNull(),
    failureReason: text('failure_reason'),
    /** the supplier's own error code for failureReason, when it sent one (staff see it on the ticket) */
    failureCode: integer('failure_code'),
    invoiceCreatedOn: text('invoice_created_on'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('flight_bookings_order_leg_idx').on(t.orderId, t.legIndex),
    uniqueIndex('flight_bookings_item_idx').on(t.orderItemId),
    index('flight_bookings_site_user_idx').on(t.siteId, t.userId, t.createdAt),
    index('flight_bookings_site_pnr_idx').on(t.siteId, t.pnr),
    // The ticket queue's and the hold queue's sorts, each an index scan in the page's order that stops
    // after the page (decision 0066). Each sort runs every key one way, so one index serves ↑ and ↓.
    // The filters after the unique id (an INCLUDE, which Drizzle cannot say) are checked in the index,
    // so a filtered page and the capped count read no table rows (index-only scans).
    index('flight_bookings_queue_booked_idx')
      .on(t.siteId, t.createdAt, t.id, t.isDomestic, t.airlineCode)
      .where(statusIn(t.status, TICKET_QUEUE_STATUSES)),
    index('flight_bookings_queue_travel_idx')
      .on(t.siteId, t.travelDate, t.createdAt, t.id, t.isDomestic, t.airlineCode)
      .where(statusIn(t.status, TICKET_QUEUE_STATUSES)),
    index('flight_bookings_queue_user_travel_idx')
      .on(t.siteId, t.userId, t.travelDate, t.createdAt, t.id)
      .where(statusIn(t.status, TICKET_QUEUE_STATUSES)),
    // An airline filter: a rare airline would make the sorted scans above read the whole site.
    index('flight_bookings_queue_airline_idx')
      .on(t.siteId, t.airlineCode, t.createdAt, t.id)
      .where(statusIn(t.status, TICKET_QUEUE_STATUSES)),
    index('flight_bookings_held_idx')
      .on(t.siteId, t.createdAt, t.id)
      .where(statusIn(t.status, ['held'])),
    index('flight_bookings_held_user_idx')
      .on(t.siteId, t.userId, t.createdAt, t.id)
      .where(statusIn(t.status, ['held'])),
  ],
);
export type FlightBookingRow = typeof flightBookings.$inferSelect;

/** A change request raised at the supplier for a ticketed booking, and its latest known status. */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => flightBookings.id, { onDelete: 'cascade' }),
    supplierChangeRequestId: integer('supplier_change_request_id').notNull(),
    ticketId: integer('ticket_id'),
    requestType: integer('request_type').notNull(),
    remarks: text('remarks').notNull(),
    status: integer('status').notNull(),
    statusText: text('status_text').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    cancellationCharge: integer('cancellation_charge').notNull().default(0),
    refundSettled: boolean('refund_settled').notNull().default(false),
    /** the site's own cancellation fee on this request, paise, kept from its refund (decision 0056) */
    siteFee: integer('site_fee').notNull().default(0),
    /**
     * When we recorded the airline's completion of this refund, which is when its `refunded_amount`
     * came back to our account at the supplier: the day profit and loss credits it (decision 0057).
     * Set once, with `refund_settled`; null until then and for a reissue.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * What the request covers, as the form named it: the passengers (by position in the booking)
     * whose ticket it is and the sectors asked, so a completed one marks them cancelled (decision 0058).
     */
    passengers: jsonb('passengers').$type<string[]>().notNull().default([]),
    sectors: jsonb('sectors').$type<ChangeRequestSector[]>().notNull().default([]),
    createdById: text('created_by_id').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('change_requests_supplier_idx').on(t.siteId, t.supplierChangeRequestId),
    // Profit and loss sums the airline's refunds of a span (decision 0057).
    index('change_requests_site_refunded_idx')
      .on(t.siteId, t.refundedAt)
      .where(sql`${t.refundedAt} is not null`),
    // A booking's requests, for what its page, ticket and queue card say of it.
    index('change_requests_booking_idx').on(t.bookingId, t.createdAt),
    // The queue newest first, in its own order (time, the airline's id, the row's), read backwards.
    index('change_requests_site_queue_idx').on(t.siteId, t.createdAt, t.supplierChangeRequestId, t.id),
  ],
);

/**
 * A customer's cancellation waiting for the site's staff (decision 0056), when the site reviews them:
 * the form as asked, sent to the airline on approval (its change requests are then the queue's rows),
 * or rejected with the reason the customer reads. The booking is claimed (changeRequested) while it
 * waits, and given back on rejection. `state` moves once, by a conditional update, from pending.
 */
export const cancellationReviews = pgTable(
  'cancellation_reviews',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => flightBookings.id, { onDelete: 'cascade' }),
    requestType: integer('request_type').notNull(),
    /** the form's passenger ids and sectors, as the customer chose them */
    passengers: jsonb('passengers').$type<string[]>().notNull(),
    sectors: jsonb('sectors').$type<ChangeRequestSector[]>().notNull(),
    remarks: text('remarks').notNull(),
    /** the site's fee per passenger when asked (what the customer was shown), paise */
    feePerPassenger: integer('fee_per_passenger').notNull().default(0),
    state: text('state').$type<CancellationReviewState>().notNull().default('pending'),
    /** why staff rejected it, in words the customer reads */
    reason: text('reason'),
    createdById: text('created_by_id').notNull(),
    decidedById: text('decided_by_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('cancellation_reviews_site_idx').on(t.siteId, t.createdAt, t.id),
    index('cancellation_reviews_booking_idx').on(t.bookingId, t.createdAt),
  ],
);
export type CancellationReviewRow = typeof cancellationReviews.$inferSelect;
