import type { RefundOrders } from '../../commerce/payments/refunds.routes';
import type { Db } from '../../platform/db/client';
import { describeOrders } from './orders.queries';

/** What the refunds list shows of a flight order: its reference and the account that paid. */
export function flightRefundOrders({ db }: { db: Db }): RefundOrders {
  return { describe: (siteId, orderIds) => describeOrders(db, siteId, orderIds) };
}
