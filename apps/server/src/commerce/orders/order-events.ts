import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type OrderEventRow, orderEvents } from './order-events.schema';

export type OrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'at'>;

/** Adds a line to the order's timeline; call it in the transaction of what it records. */
export async function recordOrderEvent(db: DbOrTx, event: OrderEvent): Promise<void> {
  await db.insert(orderEvents).values(event);
}

/** The order's timeline, oldest first. */
export function orderTimeline(db: DbOrTx, siteId: string, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.siteId, siteId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}
