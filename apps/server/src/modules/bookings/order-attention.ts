import { and, eq, ne } from 'drizzle-orm';
import type { AttentionOrders } from '../../commerce/attention/attention.routes';
import { claimOrder } from '../../commerce/orders/orders.queries';
import { orders } from '../../commerce/orders/orders.schema';
import { paidPayment } from '../../commerce/payments/payments';
import type { Refunds } from '../../commerce/payments/refunds';
import { refunds as refundRows } from '../../commerce/payments/refunds.schema';
import type { Db } from '../../platform/db/client';
import { moveLegs } from './leg-items';
import type { OrderService } from './orders.service';

/** What staff's actions on a case do to a flight order. */
export function flightAttentionOrders({
  db,
  refunds,
  flights,
}: {
  db: Db;
  refunds: Refunds;
  flights: Pick<OrderService, 'markTicketed'>;
}): AttentionOrders {
  return {
    markTicketed: flights.markTicketed,

    /**
     * Gives back what is left of the order's money, the way it came: what was paid less what is
     * already owed back. An order stopped mid-booking is failed first, so nothing books it later.
     */
    async refundWhole(siteId, orderId, note, staffId) {
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.siteId, siteId)))
          .for('update');
        if (!order) return;
        if (order.status === 'processing')
          await claimOrder(tx, order.id, 'processing', 'fail', { failureReason: note });
        // Staff know the airline issued nothing: the supplier is no longer asked, nor its answer refunded again.
        await moveLegs(tx, { orderId: order.id }, 'unconfirmed', {
          status: 'failed',
          failureReason: `staff: ${note}`,
        });
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

    async retryRefunds(siteId, orderId) {
      const failed = await db
        .select({ id: refundRows.id })
        .from(refundRows)
        .where(
          and(eq(refundRows.orderId, orderId), eq(refundRows.siteId, siteId), eq(refundRows.state, 'failed')),
        );
      for (const r of failed) await refunds.retry(siteId, r.id);
      return failed.length;
    },
  };
}
