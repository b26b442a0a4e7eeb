import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { recordOrderEvent } from '../../commerce/orders/order-events';
import { nextOrderStatus, type OrderEvent } from '../../commerce/orders/order-machine';
import type { DbOrTx } from '../../platform/db/client';
import { users } from '../accounts/accounts.schema';
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
 * Moves an order by one event of the order state machine, only if it is still in `from`: of ten
 * callbacks racing, exactly one gets the row back and does the work. An event the machine refuses
 * in that state is a programming error, never a write.
 */
export async function claimOrder(
  db: DbOrTx,
  orderId: string,
  from: OrderStatus,
  event: OrderEvent,
  values: Omit<Partial<typeof flightOrders.$inferInsert>, 'status'> = {},
): Promise<FlightOrderRow | undefined> {
  const move = nextOrderStatus(from, event);
  if (!move.ok) throw new Error(`order ${orderId}: ${move.refusal}`);
  // The move and its line on the timeline, both or neither (a savepoint inside a caller's transaction).
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(flightOrders)
      .set({ ...values, status: move.to })
      .where(and(eq(flightOrders.id, orderId), eq(flightOrders.status, from)))
      .returning();
    if (order)
      await recordOrderEvent(tx, {
        siteId: order.siteId,
        orderId,
        event,
        fromStatus: from,
        toStatus: move.to,
        note: values.failureReason ?? null,
      });
    return order;
  });
}

export function bookingsOfOrder(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(flightBookings)
    .where(eq(flightBookings.orderId, orderId))
    .orderBy(flightBookings.legIndex);
}

/**
 * Gateway orders left pending a while: the customer may have paid and closed the window. However
 * long ago: a payment confirmed late is still money taken (the gateway's own expiry, or its "not
 * found", ends an order nobody paid).
 */
export function stalePendingGatewayOrders(db: DbOrTx, olderThan: Date) {
  return db
    .select()
    .from(flightOrders)
    .where(
      and(
        eq(flightOrders.status, 'pending'),
        eq(flightOrders.paymentMethod, 'gateway'),
        lt(flightOrders.createdAt, olderThan),
      ),
    );
}

/**
 * Orders a crash left mid-booking: the supplier may or may not have booked (or held) them. A hold
 * being placed was never paid, so its age counts from the order.
 */
export function ordersStuckProcessing(db: DbOrTx, olderThan: Date) {
  return db
    .select()
    .from(flightOrders)
    .where(
      and(
        inArray(flightOrders.status, ['processing']),
        sql`coalesce(${flightOrders.paidAt}, ${flightOrders.createdAt}) < ${olderThan.toISOString()}::timestamptz`,
        eq(flightOrders.needsStaffAttention, false),
        // The supplier is being asked about these (the check-flight-booking job): not stuck.
        sql`not exists (select 1 from ${flightBookings} where ${flightBookings.orderId} = ${flightOrders.id} and ${flightBookings.status} = 'unconfirmed')`,
      ),
    );
}

/** The legs of an order still held at the airline. */
export function heldLegsOf(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.orderId, orderId), eq(flightBookings.status, 'held')))
    .orderBy(flightBookings.legIndex);
}

/** Holds whose airline time limit has passed (a payment may still be open on some). */
export function holdsPastDeadline(db: DbOrTx, at: Date) {
  return db
    .select()
    .from(flightOrders)
    .where(and(inArray(flightOrders.status, ['held', 'pending']), lt(flightOrders.heldUntil, at)));
}

/**
 * Holds paid when they were made (decision 0009, before 0024): orders finished with a leg still
 * held. Their time limit is the airline's text on the leg, so the caller reads it.
 */
export function paidHoldLegs(db: DbOrTx) {
  return db
    .select({ order: flightOrders, booking: flightBookings })
    .from(flightBookings)
    .innerJoin(flightOrders, eq(flightOrders.id, flightBookings.orderId))
    .where(
      and(
        eq(flightBookings.status, 'held'),
        eq(flightOrders.status, 'completed'),
        sql`${flightOrders.paidAt} is not null`,
        sql`${flightOrders.heldUntil} is null`,
      ),
    );
}

/**
 * What the staff lists (attention cases, refunds) show of flight orders, by id: the reference, the
 * amount and how it was paid, and the account that paid. Orders of another site are not there.
 */
export async function describeOrders(db: DbOrTx, siteId: string, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      id: flightOrders.id,
      reference: flightOrders.reference,
      amount: flightOrders.amount,
      paymentMethod: flightOrders.paymentMethod,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(flightOrders)
    .innerJoin(users, eq(users.id, flightOrders.userId))
    .where(and(eq(flightOrders.siteId, siteId), inArray(flightOrders.id, orderIds)));
  return new Map(
    rows.map(({ id, firstName, lastName, email, ...order }) => {
      const name = [firstName, lastName].filter(Boolean).join(' ');
      return [id, { ...order, buyer: email ? `${name} · ${email}` : name }];
    }),
  );
}
