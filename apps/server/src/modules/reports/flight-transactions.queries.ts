import type { FlightResult, FlightTransactionsFilters } from '@app/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { refunds } from '../../commerce/payments/refunds.schema';
import type { DbOrTx } from '../../platform/db/client';
import { flightBookings, flightCheckouts } from '../bookings/bookings.schema';
import { startOfSiteDay } from '../site/site-days';

type Filters = Omit<FlightTransactionsFilters, 'page'>;

/** The buyer's own flight orders of this site that the filters keep (days are the site's). */
const ownFlightOrders = (siteId: string, userId: string, f: Filters) =>
  and(
    eq(orders.siteId, siteId),
    eq(orders.userId, userId),
    f.fromDate ? gte(orders.createdAt, startOfSiteDay(siteId, f.fromDate)) : undefined,
    f.toDate ? lt(orders.createdAt, startOfSiteDay(siteId, f.toDate, 1)) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
  );

/** One page of the buyer's flight orders, newest first, with the fares bought (not the passengers). */
export function flightOrdersPage(
  db: DbOrTx,
  siteId: string,
  userId: string,
  f: Filters,
  offset: number,
  limit: number,
) {
  return db
    .select({
      order: orders,
      fares: sql<FlightResult[]>`${flightCheckouts.details}->'fares'`,
      passengerCount: sql`jsonb_array_length(${flightCheckouts.details}->'passengers')`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(flightCheckouts, eq(flightCheckouts.orderId, orders.id))
    .where(ownFlightOrders(siteId, userId, f))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

/** How many orders match, and the money of all of them: paid in, and refunds settled back. */
export async function flightOrderTotals(db: DbOrTx, siteId: string, userId: string, f: Filters) {
  const [row] = await db
    .select({
      orders: count(),
      paid: sql`coalesce(sum((select sum(${payments.amount}) from ${payments}
        where ${payments.orderId} = ${orders.id} and ${payments.state} = 'paid')), 0)`.mapWith(Number),
      refunded: sql`coalesce(sum((select sum(${refunds.amount}) from ${refunds}
        where ${refunds.orderId} = ${orders.id} and ${refunds.state} = 'settled')), 0)`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(flightCheckouts, eq(flightCheckouts.orderId, orders.id))
    .where(ownFlightOrders(siteId, userId, f));
  return row ?? { orders: 0, paid: 0, refunded: 0 };
}

/** The payments, refunds and PNRs of these orders of the site, oldest first. */
export async function moneyOfOrders(db: DbOrTx, siteId: string, orderIds: string[]) {
  if (orderIds.length === 0) return { paid: [], returned: [], legs: [] };
  const [paid, returned, legs] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.siteId, siteId), inArray(payments.orderId, orderIds)))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select()
      .from(refunds)
      .where(and(eq(refunds.siteId, siteId), inArray(refunds.orderId, orderIds)))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select({ orderId: flightBookings.orderId, pnr: flightBookings.pnr })
      .from(flightBookings)
      .where(
        and(
          eq(flightBookings.siteId, siteId),
          inArray(flightBookings.orderId, orderIds),
          isNotNull(flightBookings.pnr),
        ),
      )
      .orderBy(asc(flightBookings.legIndex)),
  ]);
  return { paid, returned, legs };
}
