import { and, eq, inArray, lt } from 'drizzle-orm';
import { users } from '../../modules/accounts/accounts.schema';
import type { DbOrTx } from '../../platform/db/client';
import { recordOrderEvent } from './order-events';
import { nextOrderStatus, type OrderEvent } from './order-machine';
import { type OrderRow, type OrderStatus, orders } from './orders.schema';

export async function findOrder(db: DbOrTx, siteId: string, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  return order;
}

export type OrderChanges = Omit<Partial<typeof orders.$inferInsert>, 'status' | 'id' | 'siteId'>;

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
  values: OrderChanges = {},
): Promise<OrderRow | undefined> {
  const move = nextOrderStatus(from, event);
  if (!move.ok) throw new Error(`order ${orderId}: ${move.refusal}`);
  // The move and its line on the timeline, both or neither (a savepoint inside a caller's transaction).
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ ...values, status: move.to })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
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

/**
 * Gateway orders left pending a while: the customer may have paid and closed the window. However
 * long ago: a payment confirmed late is still money taken (the gateway's own expiry, or its "not
 * found", ends an order nobody paid).
 */
export function stalePendingGatewayOrders(db: DbOrTx, olderThan: Date) {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.status, 'pending'), eq(orders.paymentMethod, 'gateway'), lt(orders.createdAt, olderThan)),
    );
}

/** Holds whose supplier time limit has passed (a payment may still be open on some). */
export function holdsPastDeadline(db: DbOrTx, at: Date) {
  return db
    .select()
    .from(orders)
    .where(and(inArray(orders.status, ['held', 'pending']), lt(orders.heldUntil, at)));
}

/**
 * What the staff lists (attention cases, refunds) show of orders, by id: the reference, the amount
 * and how it was paid, and the account that paid. Orders of another site are not there.
 */
export async function describeOrders(db: DbOrTx, siteId: string, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      amount: orders.amount,
      paymentMethod: orders.paymentMethod,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.siteId, siteId), inArray(orders.id, orderIds)));
  return new Map(
    rows.map(({ id, firstName, lastName, email, ...order }) => {
      const name = [firstName, lastName].filter(Boolean).join(' ');
      return [id, { ...order, buyer: email ? `${name} · ${email}` : name }];
    }),
  );
}

/** An order by id whatever its site: for a gateway's notice, which names only the payment. */
export async function findOrderAnySite(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}
