import type { Db } from '../../platform/db/client';
import { itemAt } from '../orders/order-items';
import type { OrderRow } from '../orders/orders.schema';
import { paidPayment } from './payments';
import type { Refunds } from './refunds';

/**
 * Gives back one item's money the way it was paid: its `total`, to the wallet at once or to the
 * card by the refund job (decision 0027), which staff hear about if the gateway will not take it.
 * Each (payment, item) is owed once: the refund's unique reference refuses a second.
 */
export function createItemRefunds({ db, refunds }: { db: Db; refunds: Refunds }) {
  return async function refundItem(order: OrderRow, position: number, why: string) {
    const [payment, item] = await Promise.all([paidPayment(db, order.id), itemAt(db, order.id, position)]);
    if (!payment || !item)
      throw new Error(`order ${order.id} has no payment or no item ${position} to refund`);
    await db.transaction((tx) =>
      refunds.request(tx, {
        siteId: order.siteId,
        orderId: order.id,
        userId: order.userId,
        orderItemId: item.id,
        payment,
        amount: item.total,
        reason: why,
        reference: payment.method === 'wallet' ? `${payment.id}:${position}` : `${payment.id}R${position}`,
        description: `Refund of order ${order.reference}: ${why}`,
      }),
    );
    return { method: payment.method, amount: item.total };
  };
}
export type RefundItem = ReturnType<typeof createItemRefunds>;
