import type { OrderRefund } from '@app/contracts';
import type { RefundRow } from '../../commerce/payments/refunds.schema';

/**
 * Why money goes back, in the buyer's words: the reasons products write name a change request by
 * its id or carry a staff member's note, which are for staff, not for the buyer.
 */
export function buyerReasonOf(reason: string): string {
  if (reason.startsWith('change request ')) return 'Your cancellation was completed';
  if (reason.startsWith('staff:')) return 'Returned by our team';
  const trimmed = reason.trim();
  return trimmed ? `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}` : 'Refund';
}

/**
 * A refund as its buyer reads it, wherever they read it (the order's page, their payments, the
 * order's payments, their flight transactions): where it goes, how far it got, why.
 */
export const orderRefundOf = (
  r: Pick<RefundRow, 'id' | 'amount' | 'method' | 'state' | 'reason' | 'createdAt' | 'settledAt'>,
): OrderRefund => ({
  id: r.id,
  amount: r.amount,
  method: r.method,
  state: r.state,
  reason: buyerReasonOf(r.reason),
  createdAt: r.createdAt.toISOString(),
  settledAt: r.settledAt?.toISOString() ?? null,
});
