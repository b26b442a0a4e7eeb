import { formatInr, GATEWAY_MSG, ORDER_MSG, walletCovers, walletShortMessage } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentGatewayError, type PaymentStatus } from '../../modules/payments/payment-gateway';
import type { SiteGateways } from '../../modules/payments/site-gateways';
import { debitWallet, lockWallet } from '../../modules/wallet/wallet.ledger';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { raiseAttention } from '../attention/attention.service';
import { claimOrder, findOrder, lockOrder } from '../orders/orders.queries';
import type { OrderRow } from '../orders/orders.schema';
import { latestPayment, showedPage } from './payments';

/** Tells the buyer how an order ended; inside `tx` when given, so the mail is queued with the change. */
export type Announce = (order: OrderRow, context: { linkBase?: string }, tx?: DbOrTx) => Promise<void>;

type Deps = {
  db: Db;
  /** each site's gateway, as its settings say now (decision 0043) */
  gateways: SiteGateways;
  log: FastifyBaseLogger;
  now: () => Date;
  announce: Announce;
};

/**
 * How long an attempt counts as under way for sure: a wallet debit or the making of a gateway page
 * takes seconds; one older than this was abandoned by a request that stopped.
 */
export const ATTEMPT_UNDER_WAY_MS = 60_000;

/** Told what the gateway answered of a payment (undefined: it did not answer), in `tx` when it acts on it. */
export type GatewayHeard = (tx: DbOrTx, status: PaymentStatus | undefined) => Promise<void>;

/** Where the gateway sends the buyer back (the web app) and where it notifies us (the API). */
export type PaymentLinks = { appBase: string; apiBase: string };

/**
 * Taking an order's money, whatever it bought: the wallet debit with its claim, the gateway's page,
 * and the gateway's signed word that an attempt was paid. Each moves the order by the state machine
 * (`claimOrder`), which ends the attempt under way with it (decision 0035).
 */
export function createOrderPayments({ db, gateways, log, now, announce }: Deps) {
  /**
   * The wallet debit and the claim in one transaction, for the attempt under way (the caller's own
   * when it names it): the wallet's lock orders this debit with every other on the same wallet, the
   * order's lock with anything else that would move the order (a second tab closing the attempt).
   * A claim that fails throws, so its debit rolls back with it (issue 23).
   * `what` names the purchase on the buyer's statement ("Flight booking").
   */
  async function payFromWallet(order: OrderRow, what: string, attemptId?: string) {
    return db.transaction(async (tx) => {
      const { balance, floor } = await lockWallet(tx, order.siteId, order.userId);
      const current = await lockOrder(tx, order.siteId, order.id);
      if (current?.status !== 'pending') return undefined;
      const attempt = await latestPayment(tx, current.id);
      if (attempt?.state !== 'pending' || attempt.method !== 'wallet') return undefined;
      if (attemptId !== undefined && attempt.id !== attemptId) return undefined;
      if (current.expiresAt <= now()) {
        // A hold whose attempt ran out of time is held again (the next attempt takes the next
        // number); any other order expires.
        await claimOrder(tx, order.id, 'pending', current.heldUntil ? 'reopenHold' : 'expire');
        return undefined;
      }
      const funds = { balance, creditLimit: -floor };
      if (!walletCovers(funds, current.amount))
        throw new AppError(402, walletShortMessage(funds, current.amount, formatInr));
      await debitWallet(tx, {
        siteId: current.siteId,
        userId: current.userId,
        amount: current.amount,
        kind: 'booking',
        reference: attempt.id,
        orderId: current.id,
        paymentId: attempt.id,
        description: `${what} ${current.reference}`,
      });
      const paid = await claimOrder(tx, order.id, 'pending', 'pay', { paidAt: now() });
      if (!paid)
        throw new Error(`order ${order.id}: paid from the wallet but not claimed; the debit rolls back`);
      return paid;
    });
  }

  /**
   * A gateway page for the order's attempt under way (the caller's own when it names it); the buyer
   * comes back to the web app.
   */
  async function gatewayPage(order: OrderRow, links: PaymentLinks, attemptId?: string) {
    const payment = await latestPayment(db, order.id);
    if (
      payment?.state !== 'pending' ||
      payment.method !== 'gateway' ||
      (attemptId !== undefined && payment.id !== attemptId)
    )
      throw new AppError(409, 'This order is not waiting for an online payment');
    const { gateway } = await gateways.active(order.siteId);
    if (!gateway) throw new AppError(409, GATEWAY_MSG.noOnlinePayments);
    const { payPageUrl } = await gateway.createPayment({
      orderId: payment.id,
      userId: order.userId,
      amount: payment.amount,
      returnUrl: `${links.appBase}/${gateway.provider}/verify/${order.id}`,
      callbackUrl: `${links.apiBase}/payment/${gateway.provider}/callback`,
    });
    await showedPage(db, payment.id, payPageUrl);
    return {
      orderId: order.id,
      redirectUrl: payPageUrl,
      expiryTime: order.expiresAt.toISOString(),
      amount: payment.amount,
    };
  }

  /**
   * Believes the gateway's signed status, never the browser's return; claims a paid order once.
   * `heard`, when given, is told what the gateway answered (undefined: no answer), inside the
   * transaction that acts on it when there is one (staff's Refresh Status audits it there).
   */
  async function settleGatewayPayment(order: OrderRow, heard?: GatewayHeard) {
    if (order.status !== 'pending') return undefined;
    const payment = await latestPayment(db, order.id);
    if (payment?.state !== 'pending' || payment.method !== 'gateway') return undefined;
    const gateway = await gateways.forPayment(order.siteId);
    const status = await gateway.status(payment.id).catch((error: unknown) => {
      if (error instanceof PaymentGatewayError) {
        log.warn({ err: error, orderId: order.id }, 'payment status unavailable');
        return undefined;
      }
      throw error;
    });
    // The change the answer makes and the note of it, both or neither.
    const acting = <T>(change: (tx: DbOrTx) => Promise<T>) =>
      heard
        ? db.transaction(async (tx) => {
            const result = await change(tx);
            await heard(tx, status);
            return result;
          })
        : change(db);
    if (!status || status.state === 'pending') {
      await heard?.(db, status);
      return undefined;
    }
    if (status.state === 'notFound') {
      // The gateway never saw a payment for it and the order is past its time: nobody can pay it now.
      if (order.expiresAt <= now() && !order.heldUntil)
        await acting((tx) => claimOrder(tx, order.id, 'pending', 'expire'));
      else await heard?.(db, status);
      return undefined;
    }
    const taken = { providerTransactionId: status.gatewayTransactionId };
    if (status.state === 'failed') {
      // A hold whose payment did not go through is still held: the buyer may pay again. An order
      // that failed is mailed about with the change itself.
      await db.transaction(async (tx) => {
        await heard?.(tx, status);
        const declined = { ends: 'failed' as const, ...taken };
        const moved = order.heldUntil
          ? await claimOrder(
              tx,
              order.id,
              'pending',
              'reopenHold',
              { failureReason: ORDER_MSG.holdPaymentFailed },
              declined,
            )
          : await claimOrder(
              tx,
              order.id,
              'pending',
              'decline',
              { failureReason: ORDER_MSG.paymentUnsuccessful },
              declined,
            );
        if (moved?.status === 'failed') await announce(moved, {}, tx);
      });
      return undefined;
    }
    if (status.amount !== payment.amount) {
      log.error(
        { orderId: order.id, paid: status.amount, due: payment.amount },
        'paid amount differs from the order',
      );
      // The money was taken, so the attempt is paid; the order is declined and staff return it.
      const failed = await acting((tx) =>
        claimOrder(
          tx,
          order.id,
          'pending',
          'decline',
          { failureReason: ORDER_MSG.paymentFailed },
          { ends: 'paid', ...taken },
        ),
      );
      if (failed)
        await raiseAttention(db, {
          siteId: order.siteId,
          orderId: order.id,
          kind: 'payment-mismatch',
          summary: `The gateway took a different amount (${status.amount ?? '?'} minor units) than the order's ${payment.amount}; nothing was booked.`,
          tried: `payment ${payment.id} status ${status.code}, transaction ${status.gatewayTransactionId ?? '-'}`,
          actions: ['refund', 'resolve'],
        });
      if (failed) await announce(failed, {});
      return undefined;
    }
    return acting((tx) => claimOrder(tx, order.id, 'pending', 'pay', { paidAt: now() }, taken));
  }

  /**
   * Closes a held order's open payment attempt before anything else happens to the hold: an
   * attempt the gateway says was paid is claimed (and returned, to be fulfilled); a declined or
   * abandoned one puts the order back to held. One still under way is refused, so the buyer can
   * never pay twice or pay for a hold already given back: a wallet attempt or a gateway page being
   * made in the last minute (another click, tab or instance is paying it), or a page the gateway
   * still waits on.
   */
  async function closeAttempt(order: OrderRow): Promise<{ paid?: OrderRow; current: OrderRow | undefined }> {
    if (order.status !== 'pending' || !order.heldUntil) return { current: order };
    const payment = await latestPayment(db, order.id);
    if (payment?.state === 'pending') {
      const young = now().getTime() - payment.createdAt.getTime() < ATTEMPT_UNDER_WAY_MS;
      if (young && (payment.method === 'wallet' || payment.redirectTo === null))
        throw new AppError(409, ORDER_MSG.paymentInProgress);
    }
    if (payment?.method === 'gateway' && payment.state === 'pending') {
      const gateway = await gateways.forPayment(order.siteId);
      const status = await gateway.status(payment.id).catch((error: unknown) => {
        if (error instanceof PaymentGatewayError) return undefined;
        throw error;
      });
      if (!status || status.state === 'pending') throw new AppError(409, ORDER_MSG.paymentInProgress);
      if (status.state === 'paid') {
        const paid = await settleGatewayPayment(order);
        if (paid) return { paid, current: paid };
      }
    }
    // Conditional, and behind the lock a wallet debit holds: a debit under way ends first.
    await claimOrder(db, order.id, 'pending', 'reopenHold');
    // Whoever moved it meanwhile (a payment claimed, a second tab) decides what it is now.
    return { current: await findOrder(db, order.siteId, order.id) };
  }

  /**
   * A hold's attempt that came to nothing on this request (too little in the wallet, the gateway
   * down): the order is held again, if that attempt is still the one under way.
   */
  async function abandonAttempt(order: OrderRow, attemptId: string) {
    await db.transaction(async (tx) => {
      const current = await lockOrder(tx, order.siteId, order.id);
      const attempt = current?.status === 'pending' ? await latestPayment(tx, order.id) : undefined;
      if (attempt?.id === attemptId && attempt.state === 'pending')
        await claimOrder(tx, order.id, 'pending', 'reopenHold');
    });
  }

  return { payFromWallet, gatewayPage, settleGatewayPayment, closeAttempt, abandonAttempt };
}
export type OrderPayments = ReturnType<typeof createOrderPayments>;
