import type { AttentionAction } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../modules/accounts/accounts.schema';
import { siteIdColumn } from '../../modules/site/site.schema';
import { idColumn } from '../../platform/db/ids';
import { orderIdColumn } from '../orders/orders.schema';

/**
 * A case the code could not settle by itself (money taken and no ticket, a refund the gateway keeps
 * refusing, an outcome the supplier will not tell): what happened, what was tried, and what staff
 * may do. One open case per order and kind: raising it again adds to what was tried.
 */
export const attentionItems = pgTable(
  'attention_items',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    orderId: orderIdColumn(),
    kind: text('kind').notNull(),
    /** what happened, for a person */
    summary: text('summary').notNull(),
    /** what the system tried, oldest first */
    tried: jsonb('tried').$type<string[]>().notNull().default([]),
    actions: jsonb('actions').$type<AttentionAction[]>().notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: text('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('attention_items_open_idx').on(t.orderId, t.kind).where(sql`${t.resolvedAt} is null`),
    // The open cases newest first: only the open ones are indexed, however many were closed.
    index('attention_items_site_open_idx').on(t.siteId, t.openedAt, t.id).where(sql`${t.resolvedAt} is null`),
  ],
);
export type AttentionItemRow = typeof attentionItems.$inferSelect;
