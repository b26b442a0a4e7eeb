import type { OrderStatus } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../modules/accounts/accounts.schema';
import { siteIdColumn } from '../../modules/site/site.schema';
import { createdAtColumn } from '../../platform/db/ids';

export type { OrderStatus };

/**
 * One checkout of any product: what the buyer agreed to pay, and where the order is in the state
 * machine (`order-machine.ts`). Every move is a conditional update (`claimOrder`), so a callback or
 * a worker that arrives twice finds nothing left to do. What was bought is in the product's own
 * tables, keyed by the order (decision 0035).
 */
export const orders = pgTable(
  'orders',
  {
    /** the first payment's merchant transaction id at the gateway too: letters and digits, ≤ 35 */
    id: text('id').primaryKey(),
    siteId: siteIdColumn(),
    /** what people read and quote: the site's short code, the year and a sequence (FLD-26-000042) */
    reference: text('reference').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** how the buyer chose to pay (for a hold: the attempt under way) */
    paymentMethod: text('payment_method').$type<'wallet' | 'gateway'>().notNull(),
    /** paise */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    holdRequested: boolean('hold_requested').notNull().default(false),
    /** set once the supplier holds the items: its time limit to pay and fulfil them */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('orders_site_status_idx').on(t.siteId, t.status),
    // A customer's orders and payments newest first (their Payments and Wallet pages, decision 0070).
    index('orders_site_user_idx').on(t.siteId, t.userId, t.createdAt, t.id),
    uniqueIndex('orders_site_reference_idx').on(t.siteId, t.reference),
    // Lists find orders by the start of their reference, or by its end (the running number staff
    // read off a ticket): LIKE 'X%' on the reference or on it reversed, in any collation (decision 0070).
    index('orders_site_reference_prefix_idx').on(t.siteId, t.reference.op('text_pattern_ops')),
    index('orders_site_reference_suffix_idx').on(t.siteId, sql`reverse(${t.reference}) text_pattern_ops`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** The order a row belongs to (its items, payments, refunds, timeline, cases), gone with it. */
export const orderIdColumn = () =>
  text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

/** The last order reference number a site gave out in a year: one row per site and year. */
export const orderSequences = pgTable(
  'order_sequences',
  {
    siteId: siteIdColumn(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.year] })],
);
