import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { refunds } from '../../commerce/payments/refunds.schema';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { users } from '../accounts/accounts.schema';
import { siteIdColumn } from '../site/site.schema';

export const WALLET_ENTRY_KINDS = ['topup', 'booking', 'refund', 'adjustment'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/**
 * A user's wallet is the sum of its ledger: credits positive, debits negative, integer paise.
 * One entry per (kind, reference): paying for an order or refunding it twice is refused by the
 * database, not by hope.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind').$type<WalletEntryKind>().notNull(),
    /** what makes the entry once-only: the order's payment, the refund's reference, a top-up's id */
    reference: text('reference').notNull(),
    /** the order a booking debit pays for or a refund returns money of (decision 0034) */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'no action' }),
    /** the payment a booking debit makes (decision 0035) */
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'no action' }),
    /** the refund a refund credit settles: one credit per refund */
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'no action' }),
    description: text('description').notNull(),
    createdById: text('created_by_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('wallet_ledger_once_idx').on(t.siteId, t.kind, t.reference),
    // A customer's entries in order, with the amount, so balances sum from the index alone.
    index('wallet_ledger_user_idx').on(t.siteId, t.userId, t.createdAt, t.id, t.amount),
    // Every entry of the site newest first (staff's wallet transactions, decision 0070).
    index('wallet_ledger_site_created_idx').on(t.siteId, t.createdAt, t.id),
    index('wallet_ledger_order_idx').on(t.orderId),
    uniqueIndex('wallet_ledger_refund_idx').on(t.refundId).where(sql`${t.refundId} is not null`),
    uniqueIndex('wallet_ledger_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
  ],
);
export type WalletEntryRow = typeof walletLedger.$inferSelect;
