import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type ItemState, itemEventBetween } from './item-machine';
import { type OrderItemRow, orderItems } from './order-items.schema';

/** An order's items in their order. */
export function itemsOf(db: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

export async function itemAt(
  db: DbOrTx,
  orderId: string,
  position: number,
): Promise<OrderItemRow | undefined> {
  const [item] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.position, position)));
  return item;
}

/**
 * Moves an item to `to` by the item machine, conditional on the state it is read in: of two runs
 * one moves it (an item already there is left as it is). A move the machine refuses is a
 * programming error, never a write.
 */
export async function moveItem(
  db: DbOrTx,
  itemId: string,
  to: ItemState,
  values: Partial<Pick<OrderItemRow, 'supplierRef' | 'failureCode' | 'failureMessage'>> = {},
): Promise<OrderItemRow | undefined> {
  const [item] = await db.select().from(orderItems).where(eq(orderItems.id, itemId));
  if (!item) throw new Error(`no item ${itemId}`);
  if (item.state === to) return undefined;
  if (!itemEventBetween(item.state, to)) throw new Error(`item ${itemId}: no move ${item.state} → ${to}`);
  const [moved] = await db
    .update(orderItems)
    .set({ ...values, state: to })
    .where(and(eq(orderItems.id, itemId), eq(orderItems.state, item.state)))
    .returning();
  return moved;
}
