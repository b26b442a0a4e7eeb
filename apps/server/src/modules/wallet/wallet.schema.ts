import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { users } from '../accounts/accounts.schema';
import { sites } from '../site/site.schema';

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
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind').$type<WalletEntryKind>().notNull(),
    /** the order, booking or top-up this entry belongs to */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    createdById: text('created_by_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('wallet_ledger_once_idx').on(t.siteId, t.kind, t.reference),
    index('wallet_ledger_user_idx').on(t.siteId, t.userId, t.createdAt),
  ],
);
export type WalletEntryRow = typeof walletLedger.$inferSelect;
