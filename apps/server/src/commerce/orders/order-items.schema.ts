import type { OrderProductKind } from '@app/contracts';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { siteIdColumn } from '../../modules/site/site.schema';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import type { ItemState } from './item-machine';
import { orderIdColumn } from './orders.schema';

/** What the core sells through a product line (decisions 0035, 0054): contracts' one list. */
export type ProductKind = OrderProductKind;

/**
 * What an order buys, one row per supplier booking: a flight fare, an FD seat block, an activity
 * line. Its price breakdown is in minor units; `total` is its share of what the buyer paid, which
 * is what a failed item gets back. `data` is the product's own and the core never reads it.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    orderId: orderIdColumn(),
    /** its place in the order, from 0 (a return pair's outbound fare is 0) */
    position: integer('position').notNull(),
    productKind: text('product_kind').$type<ProductKind>().notNull(),
    /** who supplies it (TBO, the site's own inventory…) */
    supplierCode: text('supplier_code').notNull(),
    /** the supplier's own id of the booking, once it made one */
    supplierRef: text('supplier_ref'),
    /**
     * the supplier gave one of this item's references (booking id, PNR, ticket number) to another
     * order too: staff are asked on the attention queue which order it really belongs to (0059)
     */
    duplicateSupplierRef: boolean('duplicate_supplier_ref').notNull().default(false),
    state: text('state').$type<ItemState>().notNull().default('pending'),
    net: integer('net').notNull().default(0),
    markup: integer('markup').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    gstOnMarkup: integer('gst_on_markup').notNull().default(0),
    commission: integer('commission').notNull().default(0),
    tds: integer('tds').notNull().default(0),
    fees: integer('fees').notNull().default(0),
    total: integer('total').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('order_items_order_position_idx').on(t.orderId, t.position),
    index('order_items_site_kind_idx').on(t.siteId, t.productKind, t.state),
  ],
);
export type OrderItemRow = typeof orderItems.$inferSelect;
