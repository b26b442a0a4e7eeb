import { formatInr, ORDER_MSG, walletCovers, walletShortMessage } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { raiseAttention } from '../../commerce/attention/attention.service';
import { claimOrder, findOrder } from '../../commerce/orders/orders.queries';
import type { OrderRow } from '../../commerce/orders/orders.schema';
import type { Refunds } from '../../commerce/payments/refunds';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { type PaymentGateway, PaymentGatewayError } from '../payments/payment-gateway';
import { debitWallet, lockWallet } from '../wallet/wallet.ledger';
import type { FlightOrderRow } from './bookings.schema';
import type { Announce } from './order-announcements';
import { loadCheckout } from './orders.queries';

type Deps = {
  db: Db;
  gateway: PaymentGateway;
  refunds: Refunds;
  log: FastifyBaseLogger;
  now: () => Date;
  /** the buyer is told of an order that failed */
  announce: Announce;
};

/**
 * The merchant transaction id of the order's payment: the order id, or for a hold paid when it is
 * ticketed the id of that attempt (`<orderId>T<n>`), since a gateway never takes an id twice.
 */
export const paymentRefOf = (order: Pick<OrderRow, 'id' | 'paymentRef'>) => order.paymentRef ?? order.id;

/** The order an attempt's merchant transaction id (or a ledger reference) belongs to. */
export const orderIdOfPaymentRef = (ref: string) => ref.replace(/T\d+$/, '');

/** The next attempt's id: order ids are 'FD' and hex digits, so a 'T' suffix never clashes. */
export function nextPaymentRef(order: Pick<OrderRow, 'id' | 'paymentRef'>) {
  const last = Number(order.paymentRef?.match(/T(\d+)$/)?.[1] ?? 0);
  return `${order.id}T${last + 1}`;
}

/**
 * Taking and giving back an order's money: the wallet debit with its claim, the gateway's signed
 * word that an order is paid, and the refund of a leg the airline could not book or that was given
 * back.
 */
export function createOrderPayments({ db, gateway, refunds, log, now, announce }: Deps) {
  /** Each fare's part of what was charged, so a failed leg refunds exactly its share. */
  function shareOf(order: FlightOrderRow, legIndex: number) {
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
  async function refund(order: OrderRow, legIndex: number, why: string) {
    const ref = paymentRefOf(order);
    const wallet = order.paymentMethod === 'wallet';
    const amount = shareOf(await loadCheckout(db, order), legIndex);
    await db.transaction((tx) =>
      refunds.request(tx, {
        siteId: order.siteId,
        orderId: order.id,
        userId: order.userId,
        method: order.paymentMethod,
        amount,
        reason: why,
        reference: wallet ? `${ref}:${legIndex}` : `${ref}R${legIndex}`,
        paymentRef: ref,
        description: `Refund of order ${order.reference}: ${why}`,
      }),
    );
    return { method: order.paymentMethod, amount };
  }

  /** The wallet debit and the claim in one transaction; the user row lock orders concurrent debits. */
  async function payFromWallet(order: OrderRow) {
    return db.transaction(async (tx) => {
      // The user's row lock orders this debit with every other on the same wallet.
      const { balance, floor } = await lockWallet(tx, order.siteId, order.userId);
      const current = await findOrder(tx, order.siteId, order.id);
      if (current?.status !== 'pending') return undefined;
      if (current.expiresAt <= now()) {
        // A hold whose attempt ran out of time is held again (its attempt's id stays, so the next
        // attempt takes the next number); any other order expires.
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
        reference: paymentRefOf(current),
        orderId: current.id,
        description: `Flight booking ${current.reference}`,
      });
      return claimOrder(tx, order.id, 'pending', 'pay', { paidAt: now() });
    });
  }

  /** Believes the gateway's signed status, never the browser's return; claims a paid order once. */
  async function settleGatewayPayment(order: OrderRow) {
    if (order.status !== 'pending' || order.paymentMethod !== 'gateway') return undefined;
    const status = await gateway.status(paymentRefOf(order)).catch((error: unknown) => {
      if (error instanceof PaymentGatewayError) {
        log.warn({ err: error, orderId: order.id }, 'payment status unavailable');
        return undefined;
      }
      throw error;
    });
    if (!status || status.state === 'pending') return undefined;
    if (status.state === 'notFound') {
      // The gateway never saw a payment for it and the order is past its time: nobody can pay it now.
      if (order.expiresAt <= now() && !order.heldUntil) await claimOrder(db, order.id, 'pending', 'expire');
      return undefined;
    }
    if (status.state === 'failed') {
      // A hold whose payment did not go through is still held: the buyer may pay again. An order
      // that failed is mailed about with the change itself.
      await db.transaction(async (tx) => {
        const moved = order.heldUntil
          ? await claimOrder(tx, order.id, 'pending', 'reopenHold', {
              failureReason: ORDER_MSG.holdPaymentFailed,
            })
          : await claimOrder(tx, order.id, 'pending', 'decline', {
              failureReason: ORDER_MSG.paymentUnsuccessful,
            });
        if (moved?.status === 'failed') await announce(moved, {}, tx);
      });
      return undefined;
    }
    if (status.amount !== order.amount) {
      log.error(
        { orderId: order.id, paid: status.amount, due: order.amount },
        'paid amount differs from the order',
      );
      const failed = await claimOrder(db, order.id, 'pending', 'decline', {
        failureReason: ORDER_MSG.paymentFailed,
        gatewayTransactionId: status.gatewayTransactionId,
      });
      if (failed)
        await raiseAttention(db, {
          siteId: order.siteId,
          orderId: order.id,
          kind: 'payment-mismatch',
          summary: `The gateway took a different amount (${status.amount ?? '?'} minor units) than the order's ${order.amount}; nothing was booked.`,
          tried: `payment status ${status.code}, transaction ${status.gatewayTransactionId ?? '-'}`,
          actions: ['refund', 'resolve'],
        });
      if (failed) await announce(failed, {});
      return undefined;
    }
    return claimOrder(db, order.id, 'pending', 'pay', {
      paidAt: now(),
      gatewayTransactionId: status.gatewayTransactionId,
    });
  }

  /**
   * Closes a held order's open payment attempt before anything else happens to the hold: an
   * attempt the gateway says was paid is claimed (and returned, to be ticketed); a declined,
   * unknown or wallet one puts the order back to held; one still open at the gateway is refused,
   * so the buyer can never pay twice or pay for a hold already given back.
   */
  async function closeAttempt(order: OrderRow): Promise<{ paid?: OrderRow; current: OrderRow | undefined }> {
    if (order.status !== 'pending' || !order.heldUntil) return { current: order };
    if (order.paymentMethod === 'gateway') {
      const status = await gateway.status(paymentRefOf(order)).catch((error: unknown) => {
        if (error instanceof PaymentGatewayError) return undefined;
        throw error;
      });
      if (!status || status.state === 'pending') throw new AppError(409, ORDER_MSG.paymentInProgress);
      if (status.state === 'paid') {
        const paid = await settleGatewayPayment(order);
        if (paid) return { paid, current: paid };
      }
    }
    await claimOrder(db, order.id, 'pending', 'reopenHold');
    // Whoever moved it meanwhile (a payment claimed, a second tab) decides what it is now.
    return { current: await findOrder(db, order.siteId, order.id) };
  }

  return { shareOf, refund, payFromWallet, settleGatewayPayment, closeAttempt };
}
export type OrderPayments = ReturnType<typeof createOrderPayments>;
