import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type FlightOrderRow, flightBookings, flightOrders, type OrderStatus } from './bookings.schema';

export async function findOrder(db: DbOrTx, siteId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(flightOrders)
    .where(and(eq(flightOrders.siteId, siteId), eq(flightOrders.id, orderId)));
  return order;
}

export async function findOrderAnySite(db: DbOrTx, orderId: string) {
  const [order] = await db.select().from(flightOrders).where(eq(flightOrders.id, orderId));
  return order;
}

/**
 * Moves an order from one status to the next only if it is still in the first: of ten callbacks
 * racing, exactly one gets the row back and does the work.
 */
export async function claimOrder(
  db: DbOrTx,
  orderId: string,
  from: OrderStatus,
  values: Partial<typeof flightOrders.$inferInsert> & { status: OrderStatus },
): Promise<FlightOrderRow | undefined> {
  const [order] = await db
    .update(flightOrders)
    .set(values)
    .where(and(eq(flightOrders.id, orderId), eq(flightOrders.status, from)))
    .returning();
  return order;
}

export function bookingsOfOrder(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(flightBookings)
    .where(eq(flightBookings.orderId, orderId))
    .orderBy(flightBookings.legIndex);
}

/** Gateway orders left pending a while: the customer may have paid and closed the window. */
export function stalePendingGatewayOrders(db: DbOrTx, olderThan: Date) {
  return db
    .select()
    .from(flightOrders)
    .where(
      and(
        eq(flightOrders.status, 'pending'),
        eq(flightOrders.paymentMethod, 'gateway'),
        lt(flightOrders.createdAt, olderThan),
        // Past an hour after expiry nobody is paying any more.
        sql`${flightOrders.expiresAt} > now() - interval '1 hour'`,
      ),
    );
}

/** Orders a crash left mid-booking: the supplier may or may not have booked them. */
export function ordersStuckProcessing(db: DbOrTx, olderThan: Date) {
  return db
    .select()
    .from(flightOrders)
    .where(
      and(
        inArray(flightOrders.status, ['processing']),
        lt(flightOrders.paidAt, olderThan),
        eq(flightOrders.needsStaffAttention, false),
      ),
    );
}
