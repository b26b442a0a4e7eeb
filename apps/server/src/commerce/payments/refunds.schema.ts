import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { siteIdColumn } from '../../modules/site/site.schema';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { orderIdColumn } from '../orders/orders.schema';
import { payments } from './payments.schema';

/** requested → sent → settled; failed only once the gateway definitely refused (then staff retry). */
export const REFUND_STATES = ['requested', 'sent', 'settled', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * Money going back to a buyer the way it came. A wallet refund is settled with its ledger entry in
 * one transaction; a gateway refund is sent and settled by jobs, settled only on the gateway's word.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    orderId: orderIdColumn(),
    method: text('method').$type<'wallet' | 'gateway'>().notNull(),
    /** paise, positive */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    state: text('state').$type<RefundState>().notNull().default('requested'),
    /**
     * What makes the refund once-only: the gateway's merchant transaction id of the refund, or the
     * ledger reference of the wallet credit. A second request for the same money finds this row.
     */
    reference: text('reference').notNull(),
    /** the payment this refund returns: to the wallet it came from, or to the card at its gateway */
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_site_reference_idx').on(t.siteId, t.reference),
    index('refunds_order_idx').on(t.orderId),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;
