import type { OrderOutcome } from '@app/contracts';
import { finishOrder } from '../../commerce/orders/order-fulfilment';
import { itemAt, moveItem } from '../../commerce/orders/order-items';
import { findOrder } from '../../commerce/orders/orders.queries';
import type { OrderRow } from '../../commerce/orders/orders.schema';
import { paidPayment } from '../../commerce/payments/payments';
import type { ProductLine } from '../../commerce/products';
import type { Db } from '../../platform/db/client';
import { creditWallet } from '../wallet/wallet.ledger';
import type { TopUpMails } from './top-up-mails';
import { topUpMessage } from './top-up-receipt';

/** A top-up's credit on the ledger: one per order, whoever posts it and however often. */
export const topUpReference = (orderId: string) => `topup:${orderId}`;

/**
 * A wallet top-up as a product line of the core (decision 0054): an order whose one item is the
 * amount to credit (`net`) and the gateway's fee (`fees`). The core takes the money exactly as for
 * any order — the gateway's page, its signed status on the return, its callbacks and the minute's
 * sweep, one claim per order — and hands the paid order here, where the credit, the item, the
 * order's end and the receipt mail are one transaction. Nothing is ever unknown: a run a crash
 * stopped is simply run again, and the ledger's unique reference keeps the credit once.
 */
export function createTopUpProduct({
  db,
  mails,
  now = () => new Date(),
}: {
  db: Db;
  mails: TopUpMails;
  now?: () => Date;
}): ProductLine {
  async function fulfil(order: OrderRow, context: { linkBase?: string }) {
    await db.transaction(async (tx) => {
      const item = await itemAt(tx, order.id, 0);
      const payment = await paidPayment(tx, order.id);
      if (!item || !payment) throw new Error(`top-up ${order.id} has no item or no paid payment`);
      await creditWallet(tx, {
        siteId: order.siteId,
        userId: order.userId,
        amount: item.net,
        kind: 'topup',
        reference: topUpReference(order.id),
        orderId: order.id,
        paymentId: payment.id,
        description: `Wallet top-up ${order.reference}`,
      });
      await moveItem(tx, item.id, 'fulfilled', { supplierRef: payment.providerTransactionId });
      await finishOrder(tx, order, {
        now: now(),
        // Crediting a wallet cannot fail, so no item is ever refunded.
        failureText: (reason) => reason,
        announce: (done) => mails.announce(done, context.linkBase, tx),
      });
    });
  }

  async function outcome(order: OrderRow): Promise<OrderOutcome> {
    const current = (await findOrder(db, order.siteId, order.id)) ?? order;
    const item = await itemAt(db, order.id, 0);
    return {
      orderId: current.id,
      reference: current.reference,
      status: current.status,
      amount: current.amount,
      heldUntil: null,
      message: await topUpMessage(db, current, item?.net ?? current.amount),
      searchId: '',
      showReturn: false,
      bookings: [],
    };
  }

  return {
    kind: 'walletTopUp',
    label: 'Wallet top-up',
    fulfil,
    resume: (order) => fulfil(order, {}),
    outcome,
    announce: (order, context, tx) => mails.announce(order, context.linkBase, tx),
  };
}
