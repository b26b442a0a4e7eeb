import { and, eq, inArray } from 'drizzle-orm';
import { orders } from '../../commerce/orders/orders.schema';
import type { DbOrTx } from '../../platform/db/client';
import { flightBookings } from '../bookings/bookings.schema';

export type ResolvedReference = { orderId: string | null; orderReference: string | null; pnr: string | null };

const joinPnrs = (pnrs: (string | null)[]) => [...new Set(pnrs.filter(Boolean))].join(', ') || null;

/**
 * The order and PNR(s) behind each entry, by the entry's order foreign key (decision 0034): two
 * look-ups for a whole page. Top-ups and staff adjustments name no order.
 */
export async function resolveReferences(
  db: DbOrTx,
  siteId: string,
  entries: readonly { orderId: string | null }[],
): Promise<ResolvedReference[]> {
  const orderIds = [...new Set(entries.flatMap((e) => (e.orderId ? [e.orderId] : [])))];
  if (orderIds.length === 0) return entries.map(() => ({ orderId: null, orderReference: null, pnr: null }));
  const [legs, named] = await Promise.all([
    db
      .select({ orderId: flightBookings.orderId, pnr: flightBookings.pnr })
      .from(flightBookings)
      .where(and(eq(flightBookings.siteId, siteId), inArray(flightBookings.orderId, orderIds)))
      .orderBy(flightBookings.orderId, flightBookings.legIndex),
    db
      .select({ id: orders.id, reference: orders.reference })
      .from(orders)
      .where(and(eq(orders.siteId, siteId), inArray(orders.id, orderIds))),
  ]);
  const referenceOfOrder = new Map(named.map((o) => [o.id, o.reference]));
  const pnrsOfOrder = new Map<string, (string | null)[]>();
  for (const leg of legs) pnrsOfOrder.set(leg.orderId, [...(pnrsOfOrder.get(leg.orderId) ?? []), leg.pnr]);
  return entries.map(({ orderId }) => ({
    orderId,
    orderReference: orderId ? (referenceOfOrder.get(orderId) ?? null) : null,
    pnr: orderId ? joinPnrs(pnrsOfOrder.get(orderId) ?? []) : null,
  }));
}
