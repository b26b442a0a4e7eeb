import type { TicketFilters } from '@app/contracts';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import { cappedCount } from '../../platform/db/capped-count';
import type { Db } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
import { startOfSiteDay } from '../site/site-days';
import { type BookingStatus, flightBookings } from './bookings.schema';

/** Whose bookings: one user's, or (userId undefined) the whole site's. */
export type BookingScope = { siteId: string; userId?: string };

/** The ticket queue holds issued tickets; held, failed and released bookings never were tickets. */
export const TICKET_QUEUE_STATUSES: readonly BookingStatus[] = ['ticketed', 'cancelled', 'changeRequested'];

/** User text goes into LIKE patterns: its own % and _ must match literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(siteId: string, f: Omit<TicketFilters, 'page' | 'sort' | 'userId'>): SQL[] {
  const where: SQL[] = [];
  if (f.region !== 'all') where.push(eq(flightBookings.isDomestic, f.region === 'domestic'));
  if (f.airlineCode) where.push(eq(flightBookings.airlineCode, f.airlineCode));
  if (f.pnrOrTicket) {
    const pattern = containsPattern(f.pnrOrTicket);
    where.push(sql`(${flightBookings.pnr} ilike ${pattern} or exists (
      select 1 from jsonb_array_elements(${flightBookings.passengers}) p
      where p->'ticket'->>'ticketNumber' ilike ${pattern}))`);
  }
  if (f.passengerName) {
    const pattern = containsPattern(f.passengerName);
    where.push(sql`exists (
      select 1 from jsonb_array_elements(${flightBookings.passengers}) p
      where p->>'firstName' ilike ${pattern} or p->>'lastName' ilike ${pattern}
        or concat_ws(' ', p->>'firstName', p->>'lastName') ilike ${pattern})`);
  }
  // Booking dates are the site's calendar days; bounds on the raw timestamp keep its index usable.
  if (f.bookingFrom) where.push(gte(flightBookings.createdAt, startOfSiteDay(siteId, f.bookingFrom)));
  if (f.bookingTo) where.push(lt(flightBookings.createdAt, startOfSiteDay(siteId, f.bookingTo, 1)));
  if (f.travelFrom) where.push(sql`${flightBookings.travelDate} >= ${f.travelFrom}`);
  if (f.travelTo) where.push(sql`${flightBookings.travelDate} <= ${f.travelTo}`);
  return where;
}

const SORTS = {
  BD: [desc(flightBookings.createdAt)],
  BA: [asc(flightBookings.createdAt)],
  TD: [desc(flightBookings.travelDate), desc(flightBookings.createdAt)],
  TA: [asc(flightBookings.travelDate), desc(flightBookings.createdAt)],
} satisfies Record<TicketFilters['sort'], SQL[]>;

const listColumns = {
  booking: flightBookings,
  order: {
    reference: orders.reference,
    amount: orders.amount,
    heldUntil: orders.heldUntil,
    paidAt: orders.paidAt,
  },
  creatorEmail: users.email,
  creatorType: users.userType,
  duplicateSupplierRef: orderItems.duplicateSupplierRef,
};

export type BookingListRow = {
  booking: typeof flightBookings.$inferSelect;
  order: { reference: string; amount: number; heldUntil: Date | null; paidAt: Date | null };
  creatorEmail: string | null;
  creatorType: string;
  /** the item's mark: one of its supplier references is another order's too (decision 0059) */
  duplicateSupplierRef: boolean;
};

/** One page (or, with no paging, every row) of a list, and how many rows match (capped). */
async function listPage(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  paging: { limit: number; offset: number } | null,
): Promise<{ rows: BookingListRow[]; total: number }> {
  const base = db
    .select(listColumns)
    .from(flightBookings)
    .innerJoin(users, eq(users.id, flightBookings.userId))
    .innerJoin(orders, eq(orders.id, flightBookings.orderId))
    .innerJoin(orderItems, eq(orderItems.id, flightBookings.orderItemId))
    .where(where)
    // The id breaks ties so that paging never shows a row twice or skips one.
    .orderBy(...orderBy, asc(flightBookings.id));
  const rows = paging ? await base.limit(paging.limit).offset(paging.offset) : await base;
  const total = await cappedCount(db, db.select({ one: sql`1` }).from(flightBookings).where(where));
  return { rows, total };
}

export function findTickets(
  db: Db,
  scope: BookingScope,
  filters: TicketFilters,
  paging: { limit: number; offset: number } | null,
) {
  const where = and(
    eq(flightBookings.siteId, scope.siteId),
    scope.userId ? eq(flightBookings.userId, scope.userId) : undefined,
    inArray(flightBookings.status, [...TICKET_QUEUE_STATUSES]),
    ...filterConditions(scope.siteId, filters),
  );
  return listPage(db, where, SORTS[filters.sort], paging);
}

export function findHeldBookings(db: Db, scope: BookingScope, paging: { limit: number; offset: number }) {
  const where = and(
    eq(flightBookings.siteId, scope.siteId),
    scope.userId ? eq(flightBookings.userId, scope.userId) : undefined,
    eq(flightBookings.status, 'held'),
  );
  return listPage(db, where, SORTS.BD, paging);
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
