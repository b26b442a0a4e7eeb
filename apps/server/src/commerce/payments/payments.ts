import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { orderItems } from '../orders/order-items.schema';
import type { OrderRow } from '../orders/orders.schema';
import { type PaymentRow, type PaymentState, payments } from './payments.schema';

/** The order's newest attempt to pay: the one under way, or the last made. */
export async function latestPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/**
 * The attempt that took the buyer's money, which its refunds return: the one that paid the order,
 * or one the gateway took for a wrong amount while the order was declined (staff return it).
 */
export async function paidPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'paid')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** A payment by the id a gateway names it by, whatever its site: its notices carry only that. */
export async function findPaymentAnySite(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The latest attempt of each of these orders. */
export async function latestPayments(db: DbOrTx, orderIds: string[]): Promise<Map<string, PaymentRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(payments.createdAt, payments.id);
  return new Map(rows.map((p) => [p.orderId, p]));
}

/**
 * What the payment state of spec §3 says of an attempt besides its amount and order. Left out, the
 * service and supplier are those of the order's first item (when it has items yet), the trace that
 * of the order's attempt before, the remark the order's reference.
 */
export type PaymentDetails = {
  serviceName?: string;
  traceId?: string | null;
  supplierSiteId?: string;
  remark?: string;
};

/**
 * Starts an attempt to pay the order. The first attempt of an order paid at once carries the
 * order's id; a hold's attempts are `<orderId>T<n>`, numbered past every attempt before, since a
 * gateway never takes an id twice. Call it in the transaction that puts the order in payment.
 */
export async function openPayment(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'siteId' | 'amount' | 'holdRequested' | 'reference' | 'expiresAt'>,
  method: 'wallet' | 'gateway',
  provider: string | null,
  details: PaymentDetails = {},
): Promise<PaymentRow> {
  const before = await tx
    .select({ id: payments.id, traceId: payments.traceId })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const last = Math.max(0, ...before.map((p) => Number(p.id.match(/T(\d+)$/)?.[1] ?? 0)));
  const id = before.length === 0 && !order.holdRequested ? order.id : `${order.id}T${last + 1}`;
  const [item] = await tx
    .select({ kind: orderItems.productKind, supplier: orderItems.supplierCode })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.position)
    .limit(1);
  const [row] = await tx
    .insert(payments)
    .values({
      id,
      siteId: order.siteId,
      orderId: order.id,
      method,
      provider,
      amount: order.amount,
      serviceName: details.serviceName ?? item?.kind ?? null,
      supplierSiteId: details.supplierSiteId ?? item?.supplier ?? null,
      traceId: details.traceId ?? before[0]?.traceId ?? null,
      remark: details.remark ?? `Order ${order.reference}`,
      expiryTime: order.expiresAt,
    })
    .returning();
  if (!row) throw new Error(`payment ${id} not opened`);
  return row;
}

/**
 * Ends the order's attempt under way (pending) as `state`; conditional, so an attempt ends once.
 * `providerTransactionId` is what the gateway called it, when it said.
 */
export function endPendingPayment(
  tx: DbOrTx,
  orderId: string,
  state: Exclude<PaymentState, 'pending'>,
  providerTransactionId?: string | null,
) {
  return tx
    .update(payments)
    .set({
      state,
      settledAt: new Date(),
      ...(providerTransactionId ? { providerTransactionId } : {}),
    })
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'pending')))
    .returning();
}

/** The gateway's page an attempt was sent to (the payment state's redirectTo). */
export async function showedPage(db: DbOrTx, paymentId: string, url: string) {
  await db.update(payments).set({ redirectTo: url }).where(eq(payments.id, paymentId));
}
