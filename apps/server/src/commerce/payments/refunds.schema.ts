import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../modules/accounts/accounts.schema';
import { siteIdColumn } from '../../modules/site/site.schema';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { orderItems } from '../orders/order-items.schema';
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
    /**
     * The item whose money this is (a cancelled booking, a leg the airline refused), so each item
     * says how its refund stands (decision 0058); null for money of the order as a whole (a stray
     * charge, staff giving the rest back).
     */
    orderItemId: text('order_item_id').references(() => orderItems.id),
    /** the buyer it is owed to (the order's): their own list of refunds reads it by index */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
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
    // Profit and loss: a site's refunds by the day they were paid back (decision 0057).
    index('refunds_site_settled_idx').on(t.siteId, t.settledAt).where(sql`${t.state} = 'settled'`),
    index('refunds_item_idx').on(t.orderItemId),
    // A buyer's refunds newest first (Payments, Wallet): one index range, whatever the site's size.
    index('refunds_site_user_idx').on(t.siteId, t.userId, t.createdAt, t.id),
    // The refunds page newest first, all or of one state; and the gateway's side of its transactions.
    index('refunds_site_created_idx').on(t.siteId, t.createdAt, t.id),
    index('refunds_site_state_idx').on(t.siteId, t.state, t.createdAt, t.id),
    index('refunds_site_gateway_idx').on(t.siteId, t.createdAt, t.id).where(sql`${t.method} = 'gateway'`),
    index('refunds_site_gateway_state_idx')
      .on(t.siteId, t.state, t.createdAt, t.id)
      .where(sql`${t.method} = 'gateway'`),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;
