import type { DbOrTx } from '../../platform/db/client';
import { orderOutcomeOf } from './item-machine';
import { itemsOf } from './order-items';
import { claimOrder } from './orders.queries';
import type { OrderRow } from './orders.schema';

export type FinishOptions = {
  now: Date;
  /** the buyer's words for an item that failed, its money gone back the way it was paid */
  failureText: (reason: string, refundedTo: 'wallet' | 'gateway') => string;
  /** the buyer is told how the order ended */
  announce: (order: OrderRow) => Promise<void>;
};

/**
 * Ends a processing order once the supplier has answered for every item (decision 0035): fulfilled
 * with at least one item issued, failed with none, held again when a hold's ticketing came to
 * nothing (its money went back). Nothing while an item is unknown: the supplier is still being
 * asked. Conditional, so of two runs one finishes it.
 */
export async function finishOrder(db: DbOrTx, order: OrderRow, options: FinishOptions) {
  const items = await itemsOf(db, order.id);
  const event = orderOutcomeOf(items.map((i) => i.state));
  if (!event) return;
  const reason = items.filter((i) => i.state === 'failed').at(-1)?.failureMessage;
  const failureReason = reason ? options.failureText(reason, order.paymentMethod) : null;
  if (event === 'reopenHold') {
    await claimOrder(db, order.id, 'processing', 'reopenHold', { paidAt: null, failureReason });
    return;
  }
  const done = await claimOrder(db, order.id, 'processing', event, {
    completedAt: options.now,
    failureReason,
  });
  if (done) await options.announce(done);
}
