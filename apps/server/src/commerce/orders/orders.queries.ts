import { and, eq, inArray, lt } from 'drizzle-orm';
import { users } from '../../modules/accounts/accounts.schema';
import type { DbOrTx } from '../../platform/db/client';
import { endPendingPayment } from '../payments/payments';
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

/**
 * The order's row, locked to the end of the transaction: whatever else would move the order (a
 * second tab closing the attempt this one is paying) waits, then finds it moved.
 */
export async function lockOrder(tx: DbOrTx, siteId: string, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
    // Rows that name the order (its events, payments, ledger lines) may still be written meanwhile.
    .for('no key update');
  return order;
}

export type OrderChanges = Omit<Partial<typeof orders.$inferInsert>, 'status' | 'id' | 'siteId'>;

/** How an order leaving payment (pending) ends its attempt under way. */
const PAYMENT_ENDS: Partial<Record<OrderEvent, 'paid' | 'failed' | 'closed'>> = {
  pay: 'paid',
  decline: 'failed',
  expire: 'closed',
  reopenHold: 'closed',
};

/**
 * Moves an order by one event of the order state machine, only if it is still in `from`: of ten
 * callbacks racing, exactly one gets the row back and does the work. An event the machine refuses
 * in that state is a programming error, never a write. An order leaving payment ends its attempt
 * under way in the same transaction (paid, declined or closed), with the gateway's id when it gave
 * one; `ends` says what the gateway did when the order goes another way (a declined payment while a
 * hold stays held, money taken for a wrong amount while the order is declined).
 */
export async function claimOrder(
  db: DbOrTx,
  orderId: string,
  from: OrderStatus,
  event: OrderEvent,
  values: OrderChanges = {},
  payment: { ends?: 'paid' | 'failed'; providerTransactionId?: string | null } = {},
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
    const ends = from === 'pending' ? (payment.ends ?? PAYMENT_ENDS[event]) : undefined;
    if (order && ends) await endPendingPayment(tx, orderId, ends, payment.providerTransactionId);
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
