import type { OrderRow } from '../../commerce/orders/orders.schema';
import { paidPayment } from '../../commerce/payments/payments';
import type { Refunds } from '../../commerce/payments/refunds';
import type { Db } from '../../platform/db/client';
import type { FlightOrderRow } from './bookings.schema';
import { loadCheckout } from './orders.queries';

/** Each fare's part of what was charged, so a failed leg refunds exactly its share. */
export function shareOf(order: FlightOrderRow, legIndex: number) {
  const { fares, extras } = order.details;
  const weight = (i: number) => {
    const legs = fares.slice(0, i).reduce((n, f) => n + f.segments.length, 0);
    const count = fares[i]?.segments.length ?? 0;
    const mine = extras.filter((e) => e.leg >= legs && e.leg < legs + count);
    return (fares[i]?.publishedPrice ?? 0) + mine.reduce((sum, e) => sum + e.option.price, 0);
  };
  const total = fares.reduce((sum, _f, i) => sum + weight(i), 0);
  if (fares.length === 1 || total === 0) return order.amount;
  const share = Math.round((order.amount * weight(legIndex)) / total);
  // The last leg takes the rounding remainder, so the shares add up to the amount paid.
  return legIndex === fares.length - 1
    ? order.amount -
        fares.slice(0, -1).reduce((sum, _f, i) => sum + Math.round((order.amount * weight(i)) / total), 0)
    : share;
}

/**
 * Gives back one leg's money the way it was paid: to the wallet at once, or to the card by the
 * refund job (decision 0027), which staff hear about if the gateway will not take it. Each
 * (payment, leg) is owed once: the refund's unique reference refuses a second.
 */
export function createLegRefunds({ db, refunds }: { db: Db; refunds: Refunds }) {
  return async function refundLeg(order: OrderRow, legIndex: number, why: string) {
    const payment = await paidPayment(db, order.id);
    if (!payment) throw new Error(`order ${order.id} has no payment to refund`);
    const amount = shareOf(await loadCheckout(db, order), legIndex);
    await db.transaction((tx) =>
      refunds.request(tx, {
        siteId: order.siteId,
        orderId: order.id,
        userId: order.userId,
        payment,
        amount,
        reason: why,
        reference: payment.method === 'wallet' ? `${payment.id}:${legIndex}` : `${payment.id}R${legIndex}`,
        description: `Refund of order ${order.reference}: ${why}`,
      }),
    );
    return { method: payment.method, amount };
  };
}
export type RefundLeg = ReturnType<typeof createLegRefunds>;
