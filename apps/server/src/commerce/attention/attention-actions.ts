import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { claimOrder } from '../orders/orders.queries';
import { orders } from '../orders/orders.schema';
import { paidPayment } from '../payments/payments';
import type { Refunds } from '../payments/refunds';
import { refunds as refundRows } from '../payments/refunds.schema';
import type { Products } from '../products';

/**
 * What staff's safe actions on a case do to an order, whatever it bought: give back what is left
 * of its money, retry its failed refunds, or record that the supplier did issue what it never
 * confirmed. The last two ask the order's product line for what only it knows.
 */
export function createAttentionActions({
  db,
  refunds,
  products,
}: {
  db: Db;
  refunds: Refunds;
  products: Products;
}) {
  return {
    /**
     * Gives back what is left of the order's money, the way it came: what was paid less what is
     * already owed back. An order stopped mid-fulfilment is failed first, and its line told that
     * the supplier issued nothing, so nothing fulfils it or asks about it later.
     */
    async refundWhole(siteId: string, orderId: string, note: string, staffId: string) {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)))
          .for('update');
        if (!order) return;
        if (order.status === 'processing')
          await claimOrder(tx, order.id, 'processing', 'fail', { failureReason: note });
        await (await products.of(tx, order)).giveUp?.(tx, order, `staff: ${note}`);
        const owed = await tx
          .select({ amount: refundRows.amount })
          .from(refundRows)
          .where(and(eq(refundRows.orderId, order.id), ne(refundRows.state, 'failed')));
        const left = order.amount - owed.reduce((sum, r) => sum + r.amount, 0);
        if (left <= 0) return;
        const payment = await paidPayment(tx, order.id);
        if (!payment) return;
        await refunds.request(tx, {
          siteId,
          orderId: order.id,
          userId: order.userId,
          payment,
          amount: left,
          reason: `staff: ${note}`,
          reference: payment.method === 'wallet' ? `${payment.id}:staff` : `${payment.id}RS`,
          description: `Refund of order ${order.reference}: ${note}`,
          createdById: staffId,
        });
      });
    },

    async retryRefunds(siteId: string, orderId: string) {
      const failed = await db
        .select({ id: refundRows.id })
        .from(refundRows)
        .where(
          and(eq(refundRows.orderId, orderId), eq(refundRows.siteId, siteId), eq(refundRows.state, 'failed')),
        );
      for (const r of failed) await refunds.retry(siteId, r.id);
      return failed.length;
    },

    /** The order's unknown items were issued under `ref`, staff heard from the supplier; answers how many. */
    async markFulfilled(siteId: string, orderId: string, ref: string) {
      const line = await products.of(db, { id: orderId });
      return line.markFulfilled ? line.markFulfilled(siteId, orderId, ref) : 0;
    },
  };
}
export type AttentionActions = ReturnType<typeof createAttentionActions>;
