import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { changeRequests, flightBookings, flightOrders } from '../bookings/bookings.schema';
import { orderIdOfPaymentRef } from '../bookings/order-payments';

/**
 * What a ledger reference names. Booking debits name the order's payment (the order id, or for a
 * hold paid when ticketed its attempt `{orderId}T{n}`), leg refunds `{payment}:{leg}`,
 * change-request refunds `cr:{id}`; staff entries (`staff:…`) and seeds name nothing of ours.
 */
export function referenceOf(
  kind: string,
  reference: string,
): { orderId: string } | { changeRequestId: string } | null {
  if (reference.startsWith('cr:')) return { changeRequestId: reference.slice(3) };
  if (kind === 'booking') return { orderId: orderIdOfPaymentRef(reference) };
  if (kind === 'refund') return { orderId: orderIdOfPaymentRef(reference.split(':')[0] ?? reference) };
  return null;
}

export type ResolvedReference = { orderId: string | null; orderReference: string | null; pnr: string | null };
const NONE: ResolvedReference = { orderId: null, orderReference: null, pnr: null };

const joinPnrs = (pnrs: (string | null)[]) => [...new Set(pnrs.filter(Boolean))].join(', ') || null;

/** The order and PNR(s) behind each entry's reference, two look-ups for a whole page. */
export async function resolveReferences(
  db: DbOrTx,
  siteId: string,
  entries: readonly { kind: string; reference: string }[],
): Promise<ResolvedReference[]> {
  const named = entries.map((e) => referenceOf(e.kind, e.reference));
  const orderIds = [...new Set(named.flatMap((r) => (r && 'orderId' in r ? [r.orderId] : [])))];
  const requestIds = [
    ...new Set(named.flatMap((r) => (r && 'changeRequestId' in r ? [r.changeRequestId] : []))),
  ];
  const [legs, requests, orders] = await Promise.all([
    orderIds.length === 0
      ? []
      : db
          .select({ orderId: flightBookings.orderId, pnr: flightBookings.pnr })
          .from(flightBookings)
          .where(and(eq(flightBookings.siteId, siteId), inArray(flightBookings.orderId, orderIds)))
          .orderBy(flightBookings.orderId, flightBookings.legIndex),
    requestIds.length === 0
      ? []
      : db
          .select({
            id: changeRequests.id,
            orderId: flightBookings.orderId,
            reference: flightOrders.reference,
            pnr: flightBookings.pnr,
          })
          .from(changeRequests)
          .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
          .innerJoin(flightOrders, eq(flightOrders.id, flightBookings.orderId))
          .where(and(eq(changeRequests.siteId, siteId), inArray(changeRequests.id, requestIds))),
    orderIds.length === 0
      ? []
      : db
          .select({ id: flightOrders.id, reference: flightOrders.reference })
          .from(flightOrders)
          .where(and(eq(flightOrders.siteId, siteId), inArray(flightOrders.id, orderIds))),
  ]);
  const referenceOfOrder = new Map(orders.map((o) => [o.id, o.reference]));
  const pnrsOfOrder = new Map<string, (string | null)[]>();
  for (const leg of legs) pnrsOfOrder.set(leg.orderId, [...(pnrsOfOrder.get(leg.orderId) ?? []), leg.pnr]);
  const byRequest = new Map(requests.map((r) => [r.id, r]));
  return named.map((r) => {
    if (!r) return NONE;
    if ('orderId' in r)
      return {
        orderId: r.orderId,
        orderReference: referenceOfOrder.get(r.orderId) ?? null,
        pnr: joinPnrs(pnrsOfOrder.get(r.orderId) ?? []),
      };
    const request = byRequest.get(r.changeRequestId);
    return request ? { orderId: request.orderId, orderReference: request.reference, pnr: request.pnr } : NONE;
  });
}
