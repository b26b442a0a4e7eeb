import type { DepositState } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { users } from '../accounts/accounts.schema';
import { siteIdColumn } from '../site/site.schema';

/**
 * A bank transfer an agency says it made to the site's account (decision 0054): pending until staff
 * confirm it (the wallet is credited once, by the deposit's id) or reject it with a reason. The
 * decision is a conditional update on `pending`, so two staff deciding at once decide once.
 */
export const walletDeposits = pgTable(
  'wallet_deposits',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** paise */
    amount: integer('amount').notNull(),
    /** the bank's reference of the transfer (UTR), upper-case */
    bankReference: text('bank_reference').notNull(),
    transferredOn: date('transferred_on').notNull(),
    remarks: text('remarks'),
    /** a photo of the slip as a data URL (PNG, JPEG or WebP); read only when asked for */
    slip: text('slip'),
    state: text('state').$type<DepositState>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    decidedById: text('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('wallet_deposits_site_created_idx').on(t.siteId, t.createdAt, t.id),
    index('wallet_deposits_site_state_idx').on(t.siteId, t.state, t.createdAt, t.id),
    index('wallet_deposits_user_idx').on(t.siteId, t.userId, t.createdAt, t.id),
    // One transfer is claimed once: a second request naming it waits for the first to be rejected.
    uniqueIndex('wallet_deposits_reference_idx')
      .on(t.siteId, t.bankReference)
      .where(sql`${t.state} <> 'rejected'`),
  ],
);
export type WalletDepositRow = typeof walletDeposits.$inferSelect;
