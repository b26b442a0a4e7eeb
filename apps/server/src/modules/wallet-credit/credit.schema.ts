import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { users } from '../accounts/accounts.schema';
import { siteIdColumn, sites } from '../site/site.schema';

/**
 * Every credit limit staff have given an agency, kept (decision 0047): the limit in force is the
 * latest whose day has begun in the site's time zone (`effective_at`, fixed when it is set); a
 * future one waits for its day. `users.wallet_credit_limit` is only the opening limit, from
 * before any dated one.
 */
export const walletCreditLimits = pgTable(
  'wallet_credit_limits',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** paise */
    amount: integer('amount').notNull(),
    /** the site's calendar day it applies from, YYYY-MM-DD, as staff entered it */
    effectiveOn: text('effective_on').notNull(),
    /** the instant that day begins in the site's time zone */
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdById: text('created_by_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('wallet_credit_limits_user_idx').on(t.siteId, t.userId, t.effectiveAt),
    check('wallet_credit_limits_amount_check', sql`${t.amount} >= 0`),
  ],
);
export type WalletCreditLimitRow = typeof walletCreditLimits.$inferSelect;

export const CREDIT_ALERT_LEVELS = ['below40', 'below20', 'usedUp'] as const;
export type CreditAlertLevel = (typeof CREDIT_ALERT_LEVELS)[number];

/**
 * A debit that took an agency's available credit below 40 %, 20 % or to nothing: written in the
 * debit's own transaction (both or neither), mailed by the credit-alert job, which marks it sent.
 */
export const walletCreditAlerts = pgTable(
  'wallet_credit_alerts',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: text('level').$type<CreditAlertLevel>().notNull(),
    /** paise, just after the debit */
    balance: integer('balance').notNull(),
    creditLimit: integer('credit_limit').notNull(),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** failed sends; the job stops trying after a few (the outbox row shows the error) */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('wallet_credit_alerts_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
    index('wallet_credit_alerts_user_idx').on(t.siteId, t.userId, t.createdAt),
  ],
);
export type WalletCreditAlertRow = typeof walletCreditAlerts.$inferSelect;

/** Whether the site lets agencies book on credit at all; a site without a row does. */
export const siteCreditSettings = pgTable('site_credit_settings', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  agentsOnCredit: boolean('agents_on_credit').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
