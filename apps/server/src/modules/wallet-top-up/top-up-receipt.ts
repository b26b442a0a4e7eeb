import { ORDER_MSG, TOP_UP_MSG, type TopUpReceipt } from '@app/contracts';
import type { OrderRow } from '../../commerce/orders/orders.schema';
import type { DbOrTx } from '../../platform/db/client';
import { siteLocaleOf } from '../site/site-days';
import type { FoundTopUp } from './top-ups.queries';

/** What the buyer reads of a top-up where it stands; `amount` is what it credits. */
export async function topUpMessage(db: DbOrTx, order: OrderRow, amount: number): Promise<string> {
  switch (order.status) {
    case 'pending':
      return TOP_UP_MSG.waiting;
    case 'processing':
      return TOP_UP_MSG.crediting;
    case 'completed':
      return TOP_UP_MSG.credited(amount, await siteLocaleOf(db, order.siteId));
    case 'expired':
      return TOP_UP_MSG.expired;
    default:
      return order.failureReason ?? ORDER_MSG.paymentUnsuccessful;
  }
}

/** The top-up as its result page and receipt show it. */
export async function receiptOf(db: DbOrTx, found: FoundTopUp): Promise<TopUpReceipt> {
  const { order, item, payer, payment } = found;
  return {
    orderId: order.id,
    reference: order.reference,
    status: order.status,
    message: await topUpMessage(db, order, item.net),
    amount: item.net,
    fee: item.fees,
    total: item.total,
    provider: payment?.provider ?? null,
    gatewayTransactionId: payment?.providerTransactionId ?? null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    creditedAt: found.creditedAt?.toISOString() ?? null,
    payer: {
      name: [payer.firstName, payer.lastName].filter(Boolean).join(' '),
      email: payer.email,
      companyName: found.companyName,
    },
  };
}
