import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentGatewayError } from '../../modules/payments/payment-gateway';
import type { SiteGateways } from '../../modules/payments/site-gateways';
import { walletLedger } from '../../modules/wallet/wallet.schema';
import type { Db } from '../../platform/db/client';
import { raiseAttention, wasRaised } from '../attention/attention.service';
import type { JobKind } from '../jobs/job-queue';
import { orderEvents } from '../orders/order-events.schema';
import { type OrderRow, orders } from '../orders/orders.schema';
import { type PaymentRow, payments } from './payments.schema';
import type { Refunds } from './refunds';
import { refunds as refundRows } from './refunds.schema';

/** The attention case of money kept that no order accounts for. */
export const STRAY_CHARGE = 'stray-charge';

/** How far back wallet debits on unpaid attempts are looked for: old enough for any race's leftovers. */
const WALLET_LOOKBACK_MS = 30 * 86_400_000;
/** A gateway page can be paid until the gateway's own expiry: asked about this long after ours. */
const PAGE_PAYABLE_AFTER_EXPIRY_MS = 60 * 60_000;
/** A paid order gone unpaid settles its refunds in this time; after it, what is kept is stray. */
const SETTLING_MS = 10 * 60_000;
/** How far back such moves are looked at. */
const MOVES_LOOKBACK_MS = 86_400_000;

/** Nothing given back yet on this payment (a refund in any state but failed). */
const nothingGivenBack = sql`not exists (select 1 from ${refundRows} where ${refundRows.paymentId} = ${payments.id} and ${refundRows.state} <> 'failed')`;

/**
 * Money taken on an attempt that did not pay its order (issue 23, decision 0048): a wallet debit
 * or a gateway capture on an attempt that ended unpaid is given back the way it came, at once, and
 * staff are told; money an order kept after it went unpaid (failed, or held again) with nothing
 * given back is put in front of staff, who refund what is left. The locks and the one-attempt
 * index make the first two impossible today: this is what catches any path that slips.
 */
export function createStrayCharges({
  db,
  gateways,
  refunds,
  log,
  now = () => new Date(),
}: {
  db: Db;
  gateways: SiteGateways;
  refunds: Refunds;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  /** Gives a stray charge back the way it came (`method`) and opens the case, together. */
  async function giveBack(
    order: OrderRow,
    payment: PaymentRow,
    method: 'wallet' | 'gateway',
    amount: number,
    how: string,
  ) {
    await db.transaction(async (tx) => {
      const refund = await refunds.request(tx, {
        siteId: order.siteId,
        orderId: order.id,
        userId: order.userId,
        payment: { id: payment.id, method },
        amount,
        reason: 'charged on a payment attempt that did not pay the order',
        reference: method === 'wallet' ? `${payment.id}:stray` : `${payment.id}RX`,
        description: `Refund of a second charge for order ${order.reference}`,
      });
      await raiseAttention(tx, {
        siteId: order.siteId,
        orderId: order.id,
        kind: STRAY_CHARGE,
        summary: `Money was taken on payment attempt ${payment.id}, which did not pay the order; it is being refunded ${method === 'wallet' ? 'to the wallet' : 'to the card'}.`,
        tried: `${how}; refund ${refund.reference} of ${amount} (minor units) ${refund.state}`,
        actions: ['resolve'],
      });
    });
  }

  /** Wallet debits whose attempt (of either method: the old race debited a page's) ended unpaid, not given back. */
  async function walletDebits() {
    const rows = await db
      .select({ payment: payments, order: orders, debit: walletLedger.amount })
      .from(payments)
      .innerJoin(walletLedger, and(eq(walletLedger.paymentId, payments.id), eq(walletLedger.kind, 'booking')))
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          inArray(payments.state, ['closed', 'failed']),
          gt(payments.settledAt, new Date(now().getTime() - WALLET_LOOKBACK_MS)),
          nothingGivenBack,
        ),
      );
    for (const { payment, order, debit } of rows)
      await giveBack(order, payment, 'wallet', -debit, `wallet debit on attempt ${payment.state}`);
  }

  /** Gateway pages we closed without the gateway's word, still payable: asked whether the buyer paid. */
  async function closedPages() {
    const rows = await db
      .select({ payment: payments, order: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.state, 'closed'),
          gt(payments.settledAt, new Date(now().getTime() - MOVES_LOOKBACK_MS)),
          eq(payments.method, 'gateway'),
          isNotNull(payments.redirectTo),
          gt(payments.expiryTime, new Date(now().getTime() - PAGE_PAYABLE_AFTER_EXPIRY_MS)),
          nothingGivenBack,
        ),
      );
    for (const { payment, order } of rows) {
      const gateway = await gateways.forPayment(order.siteId);
      const status = await gateway.status(payment.id).catch((error: unknown) => {
        // Unknown is not unpaid: the next run asks again.
        if (error instanceof PaymentGatewayError) return undefined;
        throw error;
      });
      if (status?.state !== 'paid') continue;
      if (status.gatewayTransactionId)
        await db
          .update(payments)
          .set({ providerTransactionId: status.gatewayTransactionId })
          .where(eq(payments.id, payment.id));
      log.error({ orderId: order.id, paymentId: payment.id }, 'a closed payment page was paid; refunding it');
      await giveBack(
        order,
        payment,
        'gateway',
        status.amount ?? payment.amount,
        `the gateway says ${status.code}`,
      );
    }
  }

  /**
   * Orders paid and then gone unpaid (nothing supplied: failed; the supplier refused to ticket a
   * hold: held again) a while ago that still keep money nobody owes back: staff's case, once.
   */
  async function keptByUnpaidOrders() {
    const at = now().getTime();
    const moved = db
      .selectDistinct({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.fromStatus, 'processing'),
          inArray(orderEvents.event, ['fail', 'reopenHold']),
          gt(orderEvents.at, new Date(at - MOVES_LOOKBACK_MS)),
          sql`${orderEvents.at} < ${new Date(at - SETTLING_MS).toISOString()}::timestamptz`,
        ),
      );
    const rows = await db
      .select({
        payment: payments,
        order: orders,
        givenBack: sql<number>`(select coalesce(sum(${refundRows.amount}), 0)::int from ${refundRows} where ${refundRows.paymentId} = ${payments.id} and ${refundRows.state} <> 'failed')`,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          inArray(payments.orderId, moved),
          eq(payments.state, 'paid'),
          inArray(orders.status, ['failed', 'held']),
        ),
      );
    for (const { payment, order, givenBack } of rows) {
      const kept = payment.amount - givenBack;
      if (kept <= 0 || (await wasRaised(db, order.id, [STRAY_CHARGE]))) continue;
      await raiseAttention(db, {
        siteId: order.siteId,
        orderId: order.id,
        kind: STRAY_CHARGE,
        summary: `The order is ${order.status} but keeps ${kept} (minor units) of payment ${payment.id}, and no refund is owed for it.`,
        tried: `payment ${payment.id} paid ${payment.amount}, given back ${givenBack}`,
        actions: ['refund', 'resolve'],
      });
    }
  }

  async function sweep() {
    await walletDebits();
    await closedPages();
    await keptByUnpaidOrders();
  }

  const job: JobKind<object> = {
    name: 'sweep-stray-charges',
    cron: '*/5 * * * *',
    // The next run is the retry.
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    handler: sweep,
    exhausted: async () => undefined,
  };
  return { sweep, job };
}
export type StrayCharges = ReturnType<typeof createStrayCharges>;
