import type { OrderStatus } from '@app/contracts';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { siteIdColumn } from '../../modules/site/site.schema';
import { idColumn } from '../../platform/db/ids';
import { orderIdColumn } from './orders.schema';

/**
 * An order's timeline, the one staff read: every move of the order state machine, written in the
 * same transaction as the move (claimOrder), and what happened to its items (an unanswered ticket
 * call, the supplier's answer, a staff action).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    orderId: orderIdColumn(),
    /** the item (a flight leg's booking row) it concerns, if one */
    itemId: text('item_id'),
    /** the state machine's event (pay, fulfil…) or an item's (item:unconfirmed, item:ticketed…) */
    event: text('event').notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>(),
    /** a line for a person: the reason, the PNR, the staff note */
    note: text('note'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);
export type OrderEventRow = typeof orderEvents.$inferSelect;
