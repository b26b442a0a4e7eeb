import type { TicketFilters } from '@app/contracts';
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import { cappedCount } from '../../platform/db/capped-count';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { startOfSiteDay } from '../site/site-days';
import { nameMatches, refMatches } from './booking-search';
import { flightBookingNames, flightBookingRefs } from './booking-search.schema';
import {
  type BookingStatus,
  type FlightBookingRow,
  flightBookings,
  statusIn,
  TICKET_QUEUE_STATUSES,
} from './bookings.schema';

/** Whose bookings: one user's, or (userId undefined) the whole site's. */
export type BookingScope = { siteId: string; userId?: string };

type Paging = { limit: number; offset: number };
type Filters = Omit<TicketFilters, 'page' | 'sort' | 'userId'>;

/**
 * The columns a list filters and sorts on. The booking table has them, and each side table copies
 * them (decision 0066), so a search by text reads one side table and its indexes, never a booking
 * it will not show.
 */
type Facts = Record<
  'bookingId' | 'siteId' | 'userId' | 'status' | 'isDomestic' | 'airlineCode' | 'createdAt' | 'travelDate',
  PgColumn
>;
const factsOf = (t: typeof flightBookings | typeof flightBookingNames | typeof flightBookingRefs): Facts => ({
  bookingId: 'id' in t ? t.id : t.bookingId,
  siteId: t.siteId,
  userId: t.userId,
  status: t.status,
  isDomestic: t.isDomestic,
  airlineCode: t.airlineCode,
  createdAt: t.createdAt,
  travelDate: t.travelDate,
});

function factConditions(c: Facts, scope: BookingScope, statuses: readonly BookingStatus[], f?: Filters) {
  const where: (SQL | undefined)[] = [
    eq(c.siteId, scope.siteId),
    scope.userId ? eq(c.userId, scope.userId) : undefined,
    statusIn(c.status, statuses),
  ];
  if (!f) return where;
  if (f.region !== 'all') where.push(eq(c.isDomestic, f.region === 'domestic'));
  if (f.airlineCode) where.push(eq(c.airlineCode, f.airlineCode));
  // Booking dates are the site's calendar days; bounds on the raw timestamp keep its index usable.
  if (f.bookingFrom) where.push(gte(c.createdAt, startOfSiteDay(scope.siteId, f.bookingFrom)));
  if (f.bookingTo) where.push(lt(c.createdAt, startOfSiteDay(scope.siteId, f.bookingTo, 1)));
  if (f.travelFrom) where.push(gte(c.travelDate, f.travelFrom));
  if (f.travelTo) where.push(lte(c.travelDate, f.travelTo));
  return where;
}

/**
 * Each sort runs all its keys one way, the id last (so paging never shows a row twice or skips
 * one): one index read forwards or backwards serves both directions of a sort.
 */
const SORTS: Record<TicketFilters['sort'], (c: Facts) => SQL[]> = {
  BD: (c) => [desc(c.createdAt), desc(c.bookingId)],
  BA: (c) => [asc(c.createdAt), asc(c.bookingId)],
  TD: (c) => [desc(c.travelDate), desc(c.createdAt), desc(c.bookingId)],
  TA: (c) => [asc(c.travelDate), asc(c.createdAt), asc(c.bookingId)],
};

/** Which rows match, read from the narrowest source the filters allow. */
type Matching = { table: PgTable; facts: Facts; where: SQL | undefined; grouped: boolean };

function matching(scope: BookingScope, statuses: readonly BookingStatus[], f?: Filters): Matching {
  const source = f?.pnrOrTicket ? flightBookingRefs : f?.passengerName ? flightBookingNames : flightBookings;
  const facts = factsOf(source);
  const where = factConditions(facts, scope, statuses, f);
  if (f?.pnrOrTicket) where.push(refMatches(f.pnrOrTicket));
  if (f?.passengerName && f.pnrOrTicket) {
    where.push(sql`${facts.bookingId} in (${namesMatching(scope.siteId, f.passengerName)})`);
  } else if (f?.passengerName) where.push(nameMatches(f.passengerName));
  // A booking has one PNR and several tickets: a prefix can match more than one of its refs.
  return { table: source, facts, where: and(...where), grouped: source === flightBookingRefs };
}

/** Both filters: the refs' rows lead (the narrower), their bookings' names checked by id. */
const namesMatching = (siteId: string, text: string) =>
  sql`select ${flightBookingNames.bookingId} from ${flightBookingNames}
    where ${flightBookingNames.siteId} = ${siteId} and ${nameMatches(text)}`;

/** What a list's card (and its spreadsheet) shows of a booking: never its fare, rules or adjustments. */
const cardColumns = {
  id: flightBookings.id,
  orderId: flightBookings.orderId,
  orderItemId: flightBookings.orderItemId,
  userId: flightBookings.userId,
  supplierBookingId: flightBookings.supplierBookingId,
  pnr: flightBookings.pnr,
  status: flightBookings.status,
  origin: flightBookings.origin,
  destination: flightBookings.destination,
  airlineCode: flightBookings.airlineCode,
  travelDate: flightBookings.travelDate,
  lastTicketDate: flightBookings.lastTicketDate,
  isDomestic: flightBookings.isDomestic,
  passengers: flightBookings.passengers,
  // the standing reads which flights each passenger has had cancelled
  segments: flightBookings.segments,
  accounting: flightBookings.accounting,
  createdAt: flightBookings.createdAt,
  /** the fare's airline name, read only for a booking whose flights do not name theirs */
  fareAirlineName: sql<string | null>`case when ${flightBookings.segments}->0->>'airlineName' is null
    then ${flightBookings.fare}->>'airlineName' end`,
};
export type ListedBooking = Pick<FlightBookingRow, Exclude<keyof typeof cardColumns, 'fareAirlineName'>> & {
  fareAirlineName: string | null;
};
/** A spreadsheet of a buyer's own costs also prices the e-ticket's changes (decision 0054). */
const pricedColumns = { ...cardColumns, fare: flightBookings.fare, adjustments: flightBookings.adjustments };
export type PricedBooking = ListedBooking & Pick<FlightBookingRow, 'fare' | 'adjustments'>;

export type BookingListRow<B extends ListedBooking = ListedBooking> = {
  booking: B;
  order: { reference: string; amount: number; heldUntil: Date | null; paidAt: Date | null };
  creatorEmail: string | null;
  creatorType: string;
  /** the item's mark: one of its supplier references is another order's too (decision 0059) */
  duplicateSupplierRef: boolean;
};

/** The shown rows of these bookings, in the order of `ids`. */
async function rowsOf<B extends ListedBooking>(
  db: Db,
  ids: string[],
  columns: typeof cardColumns,
): Promise<BookingListRow<B>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      booking: columns,
      order: {
        reference: orders.reference,
        amount: orders.amount,
        heldUntil: orders.heldUntil,
        paidAt: orders.paidAt,
      },
      creatorEmail: users.email,
      creatorType: users.userType,
      duplicateSupplierRef: orderItems.duplicateSupplierRef,
    })
    .from(flightBookings)
    .innerJoin(users, eq(users.id, flightBookings.userId))
    .innerJoin(orders, eq(orders.id, flightBookings.orderId))
    .innerJoin(orderItems, eq(orderItems.id, flightBookings.orderItemId))
    .where(inArray(flightBookings.id, ids));
  const byId = new Map(rows.map((row) => [row.booking.id, row as unknown as BookingListRow<B>]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of a list and how many rows match (capped, decision 0065): the page's ids from one
 * index-ordered read that stops after the page, then those rows with their order and buyer.
 */
async function listPage<B extends ListedBooking>(
  db: Db,
  m: Matching,
  orderBy: SQL[],
  paging: Paging,
  columns: typeof cardColumns,
): Promise<{ rows: BookingListRow<B>[]; total: number }> {
  const { table, facts, where, grouped } = m;
  const keys = [facts.bookingId, facts.createdAt, facts.travelDate];
  const page = db.select({ id: facts.bookingId }).from(table).where(where).$dynamic();
  const counted = db.select({ one: sql`1` }).from(table).where(where).$dynamic();
  const [ids, total] = await Promise.all([
    (grouped ? page.groupBy(...keys) : page)
      .orderBy(...orderBy)
      .limit(paging.limit)
      .offset(paging.offset),
    cappedCount(db, grouped ? counted.groupBy(facts.bookingId) : counted),
  ]);
  return {
    rows: await rowsOf<B>(
      db,
      ids.map((r) => r.id as string),
      columns,
    ),
    total,
  };
}

export function findTickets(db: Db, scope: BookingScope, filters: TicketFilters, paging: Paging) {
  const m = matching(scope, TICKET_QUEUE_STATUSES, filters);
  return listPage<ListedBooking>(db, m, SORTS[filters.sort](m.facts), paging, cardColumns);
}

/** The same tickets with their fares, for a spreadsheet that prices them (decision 0054). */
export async function findPricedTickets(db: Db, scope: BookingScope, filters: TicketFilters, paging: Paging) {
  const m = matching(scope, TICKET_QUEUE_STATUSES, filters);
  return listPage<PricedBooking>(db, m, SORTS[filters.sort](m.facts), paging, pricedColumns);
}

export function findHeldBookings(db: Db, scope: BookingScope, paging: Paging) {
  const m = matching(scope, ['held']);
  return listPage<ListedBooking>(db, m, SORTS.BD(m.facts), paging, cardColumns);
}

export async function findBookingInScope(db: Db, scope: BookingScope, bookingId: string) {
  const [row] = await db
    .select()
    .from(flightBookings)
    .where(
      and(
        eq(flightBookings.siteId, scope.siteId),
        scope.userId ? eq(flightBookings.userId, scope.userId) : undefined,
        eq(flightBookings.id, bookingId),
      ),
    );
  return row;
}
