import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { siteIdColumn } from '../../modules/site/site.schema';
import { createdAtColumn } from '../../platform/db/ids';
import { orderItems } from './order-items.schema';
import { orderIdColumn } from './orders.schema';

/** What a supplier's reference names: its own booking id, the airline's PNR, a ticket number. */
export type SupplierRefKind = 'booking' | 'pnr' | 'ticket';

/**
 * Which item first held each reference a supplier gave out (decision 0059). The key is the
 * supplier's namespace, not a site's: two sites' orders holding one booking of one supplier is
 * exactly what this catches, so rows of every site share it. The primary key decides who was
 * first, atomically: a second claim of the key does nothing, and its item is flagged.
 */
export const supplierRefs = pgTable(
  'supplier_refs',
  {
    supplierCode: text('supplier_code').notNull(),
    kind: text('kind').$type<SupplierRefKind>().notNull(),
    /** as the supplier gave it; a PNR with its airline (`6E/ABC123`), airlines' locators being their own */
    ref: text('ref').notNull(),
    siteId: siteIdColumn(),
    orderId: orderIdColumn(),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierCode, t.kind, t.ref] }),
    index('supplier_refs_item_idx').on(t.orderItemId),
  ],
);
