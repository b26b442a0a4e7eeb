import { formatInr, ORDER_MSG } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { type PaymentGateway, PaymentGatewayError } from '../payments/payment-gateway';
import { creditWallet, debitWallet, lockWallet } from '../wallet/wallet.ledger';
import { type FlightOrderRow, flightOrders } from './bookings.schema';
import type { LegOutcome } from './order-fulfilment';
import { claimOrder, findOrder } from './orders.queries';

const eqId = (orderId: string) => eq(flightOrders.id, orderId);

type Deps = { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger; now: () => Date };

/**
 * Taking and giving back an order's money: the wallet debit with its claim, the gateway's signed
 * word that an order is paid, and the refund of a leg the airline could not book.
 */
export function createOrderPayments({ db, gateway, log, now }: Deps) {
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

  /** Gives back a failed leg's money: to the wallet, or to the card; if that fails, staff are told. */
  async function refund(order: FlightOrderRow, leg: LegOutcome) {
    const amount = shareOf(order, leg.legIndex);
    if (order.paymentMethod === 'wallet') {
      await creditWallet(db, {
        siteId: order.siteId,
        userId: order.userId,
        amount,
        kind: 'refund',
        reference: `${order.id}:${leg.legIndex}`,
        description: `Refund of order ${order.id}: the airline could not issue the ticket`,
      });
      return 'wallet' as const;
    }
    try {
      await gateway.refund({
        refundId: `${order.id}R${leg.legIndex}`,
        orderId: order.id,
        amount,
        callbackUrl: 'http://127.0.0.1/unused',
      });
      return 'gateway' as const;
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'refund at the gateway failed; flagged for staff');
      await db.update(flightOrders).set({ needsStaffAttention: true }).where(eqId(order.id));
      return 'staff' as const;
    }
  }

  /** The wallet debit and the claim in one transaction; the user row lock orders concurrent debits. */
  async function payFromWallet(order: FlightOrderRow) {
    return db.transaction(async (tx) => {
      // The user's row lock orders this debit with every other on the same wallet.
      const { balance, floor } = await lockWallet(tx, order.siteId, order.userId);
      const current = await findOrder(tx, order.siteId, order.id);
      if (current?.status !== 'pending') return undefined;
      if (current.expiresAt <= now()) {
        await claimOrder(tx, order.id, 'pending', { status: 'expired' });
        return undefined;
      }
      // An agent with a credit line may go below zero, down to the floor.
      if (balance - order.amount < floor)
        throw new AppError(402, ORDER_MSG.lowBalance(formatInr(balance - floor), formatInr(order.amount)));
      await debitWallet(tx, {
        siteId: order.siteId,
        userId: order.userId,
        amount: order.amount,
        kind: 'booking',
        reference: order.id,
        description: `Flight booking, order ${order.id}`,
      });
      return claimOrder(tx, order.id, 'pending', { status: 'processing', paidAt: now() });
    });
  }

  /** Believes the gateway's signed status, never the browser's return; claims a paid order once. */
  async function settleGatewayPayment(order: FlightOrderRow) {
    if (order.status !== 'pending') return undefined;
    const status = await gateway.status(order.id).catch((error: unknown) => {
      if (error instanceof PaymentGatewayError) {
        log.warn({ err: error, orderId: order.id }, 'payment status unavailable');
        return undefined;
      }
      throw error;
    });
    if (!status || status.state === 'pending' || status.state === 'notFound') return undefined;
    if (status.state === 'failed') {
      await claimOrder(db, order.id, 'pending', {
        status: 'failed',
        failureReason: ORDER_MSG.paymentUnsuccessful,
      });
      return undefined;
    }
    if (status.amount !== order.amount) {
      log.error(
        { orderId: order.id, paid: status.amount, due: order.amount },
        'paid amount differs from the order',
      );
      await claimOrder(db, order.id, 'pending', {
        status: 'failed',
        needsStaffAttention: true,
        failureReason: ORDER_MSG.paymentFailed,
        gatewayTransactionId: status.gatewayTransactionId,
      });
      return undefined;
    }
    return claimOrder(db, order.id, 'pending', {
      status: 'processing',
      paidAt: now(),
      gatewayTransactionId: status.gatewayTransactionId,
    });
  }

  return { shareOf, refund, payFromWallet, settleGatewayPayment };
}
export type OrderPayments = ReturnType<typeof createOrderPayments>;
