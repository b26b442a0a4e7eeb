import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
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
