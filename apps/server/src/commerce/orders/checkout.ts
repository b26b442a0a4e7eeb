import { ORDER_MSG } from '@app/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../modules/accounts/accounts.schema';
import { PaymentGatewayError } from '../../modules/payments/payment-gateway';
import type { SiteGateways } from '../../modules/payments/site-gateways';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import { attentionItems } from '../attention/attention.schema';
import { STAFF_TAKES_OVER } from '../attention/attention.service';
import { createOrderPayments, type GatewayHeard, type PaymentLinks } from '../payments/order-payments';
import { orderPaymentState } from '../payments/payment-state';
import { latestPayment } from '../payments/payments';
import type { OrderContext, Products } from '../products';
import { orderItems } from './order-items.schema';
import { claimOrder, findOrder, stalePendingGatewayOrders } from './orders.queries';
import { type OrderRow, orders } from './orders.schema';

type Deps = {
  db: Db;
  gateways: SiteGateways;
  products: Products;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** The background job acts for nobody in particular. */
const JOB: OrderContext = { endUserIp: '127.0.0.1' };

/**
 * The spec's payment calls for every product (decision 0035): an order is paid once (a wallet debit,
 * or a gateway payment confirmed by its signed status API, however late) and then handed to its
 * product line to fulfil; a hold is placed without money. The minute's sweep settles what no call
 * will: payments never come back from, unpaid orders past their time, orders a crash stopped.
 */
export function createCheckout({ db, gateways, products, log, now = () => new Date() }: Deps) {
  const lineOf = (order: OrderRow) => products.of(db, order);
  const payments = createOrderPayments({
    db,
    gateways,
    log,
    now,
    // Inside the caller's transaction when there is one: PGlite has a single connection.
    announce: async (order, context, tx) => (await products.of(tx ?? db, order)).announce(order, context, tx),
  });

  /** The buyer's own order (staff: any of the site's); another's is not found. */
  async function ownOrder(siteId: string, user: UserRow, orderId: string) {
    const order = await findOrder(db, siteId, orderId);
    if (!order || (order.userId !== user.id && user.userType !== 'staff'))
      throw notFound(ORDER_MSG.orderNotFound);
    return order;
  }

  async function fulfil(order: OrderRow, context: OrderContext) {
    await (await lineOf(order)).fulfil(order, context);
  }

  /**
   * Takes the money of an order in payment (the wallet's debit, or the gateway's word), then
   * fulfils it; `attemptId`: only that attempt may take it (a hold's Ticket now opened it).
   */
  async function payAndFulfil(order: OrderRow, context: OrderContext, attemptId?: string) {
    const claimed =
      order.paymentMethod === 'wallet'
        ? await payments.payFromWallet(order, (await lineOf(order)).label, attemptId)
        : await payments.settleGatewayPayment(order);
    if (claimed) await fulfil(claimed, context);
  }

  /** Asks the gateway about the order's payment under way and acts on its word (`heard`: see settleGatewayPayment). */
  async function settleFromGateway(order: OrderRow, context: OrderContext, heard?: GatewayHeard) {
    const claimed = await payments.settleGatewayPayment(order, heard);
    if (claimed) await fulfil(claimed, context);
  }

  /** What the order calls answer: the line's outcome with the payment state of spec §3. */
  const outcome = async (order: OrderRow) => ({
    ...(await (await lineOf(order)).outcome(order)),
    payment: await orderPaymentState(db, order.id),
  });

  /** Orders a crash left processing: none of their items is being asked about, none handed to staff. */
  function ordersStuckProcessing(olderThan: Date) {
    return db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.status, 'processing'),
          // A hold being placed was never paid, so its age counts from the order.
          sql`coalesce(${orders.paidAt}, ${orders.createdAt}) < ${olderThan.toISOString()}::timestamptz`,
          sql`not exists (select 1 from ${attentionItems} where ${attentionItems.orderId} = ${orders.id} and ${attentionItems.kind} in ${[...STAFF_TAKES_OVER]})`,
          sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.state} = 'unknown')`,
        ),
      );
  }

  /** Wallet orders nobody paid in time: nobody can pay them now (a hold's attempt: held again). */
  function unpaidPastTime(at: Date) {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'pending'), eq(orders.paymentMethod, 'wallet'), lt(orders.expiresAt, at)));
  }

  return {
    payments,
    payAndFulfil,
    fulfil,
    outcome,
    settleFromGateway,

    /**
     * api/payments/orderSuccessCallback: places a hold (no money), pays a wallet order, or finishes
     * a gateway order once paid; answers what became of it.
     */
    async orderSuccessCallback(siteId: string, user: UserRow, orderId: string, context: OrderContext) {
      const order = await ownOrder(siteId, user, orderId);
      if (order.holdRequested && order.heldUntil === null && order.paidAt === null) {
        if (order.status === 'pending' && order.expiresAt <= now())
          await claimOrder(db, order.id, 'pending', 'expire');
        const claimed = await claimOrder(db, order.id, 'pending', 'placeHold');
        if (claimed) await fulfil(claimed, context);
      } else await payAndFulfil(order, context);
      return outcome((await findOrder(db, siteId, orderId)) ?? order);
    },

    /** payment/{provider}/verifyPayment: the buyer is back from the gateway; its status API decides. */
    async verifyPayment(
      siteId: string,
      user: UserRow,
      provider: string,
      orderId: string,
      context: OrderContext,
    ) {
      const order = await ownOrder(siteId, user, orderId);
      // The path names the gateway the payment went through; any other is not this order's.
      const payment = await latestPayment(db, order.id);
      if (payment?.method !== 'gateway' || payment.provider !== provider)
        throw notFound(ORDER_MSG.orderNotFound);
      await settleFromGateway(order, context);
      return outcome((await findOrder(db, siteId, orderId)) ?? order);
    },

    /** payment/createPayment: the gateway's page for an order waiting for an online payment. */
    async createPayment(siteId: string, user: UserRow, orderId: string, links: PaymentLinks) {
      const order = await ownOrder(siteId, user, orderId);
      if (order.paymentMethod !== 'gateway' || order.status !== 'pending' || order.holdRequested)
        throw new AppError(409, 'This order is not waiting for an online payment');
      if (order.expiresAt <= now()) throw new AppError(410, ORDER_MSG.orderExpired);
      try {
        return await payments.gatewayPage(order, links);
      } catch (error) {
        if (error instanceof PaymentGatewayError) throw new AppError(503, ORDER_MSG.paymentUnsuccessful);
        throw error;
      }
    },

    /**
     * The sweep job's work, every minute on one instance: gateway payments never confirmed are
     * settled however late they came; wallet orders nobody paid in time expire; each product line
     * does its scheduled work; orders a crash left mid-fulfilment go back to their line, which asks
     * the supplier what it did.
     */
    async sweep() {
      const cutoff = new Date(now().getTime() - 60_000);
      for (const order of await stalePendingGatewayOrders(db, cutoff)) await settleFromGateway(order, JOB);
      for (const order of await unpaidPastTime(now()))
        await claimOrder(db, order.id, 'pending', order.heldUntil ? 'reopenHold' : 'expire');
      for (const line of products.all()) await line.sweep?.(JOB);
      for (const order of await ordersStuckProcessing(new Date(now().getTime() - 5 * 60_000))) {
        log.error({ orderId: order.id }, 'order left mid-fulfilment; asking the supplier');
        await (await lineOf(order)).resume(order);
      }
    },
  };
}
export type Checkout = ReturnType<typeof createCheckout>;
