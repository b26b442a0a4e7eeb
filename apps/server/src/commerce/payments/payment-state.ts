import type { PaymentStateView } from '@app/contracts';
import type { DbOrTx } from '../../platform/db/client';
import { latestPayment } from './payments';
import type { PaymentRow } from './payments.schema';

/** An attempt to pay as the payment state of spec §3 reads it. */
export const paymentStateOf = (payment: PaymentRow): PaymentStateView => ({
  amount: payment.amount,
  orderId: payment.orderId,
  traceId: payment.traceId,
  redirectTo: payment.redirectTo,
  remark: payment.remark,
  serviceName: payment.serviceName,
  supplierSiteId: payment.supplierSiteId,
  transactionId: payment.providerTransactionId,
  expiryTime: payment.expiryTime?.toISOString() ?? null,
});

/** The payment state of the order's latest attempt; null when it has none (a hold placed unpaid). */
export async function orderPaymentState(db: DbOrTx, orderId: string): Promise<PaymentStateView | null> {
  const payment = await latestPayment(db, orderId);
  return payment ? paymentStateOf(payment) : null;
}
