import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { changeRequests, flightBookings } from '../bookings/bookings.schema';

/**
 * What a ledger reference names. Booking debits name the order, leg refunds `{orderId}:{leg}`,
 * change-request refunds `cr:{id}`; staff entries (`staff:…`) and seeds name nothing of ours.
 */
export function referenceOf(
  kind: string,
  reference: string,
): { orderId: string } | { changeRequestId: string } | null {
  if (reference.startsWith('cr:')) return { changeRequestId: reference.slice(3) };
  if (kind === 'booking') return { orderId: reference };
  if (kind === 'refund') return { orderId: reference.split(':')[0] ?? reference };
  return null;
}

export type ResolvedReference = { orderId: string | null; pnr: string | null };
const NONE: ResolvedReference = { orderId: null, pnr: null };

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
  const [legs, requests] = await Promise.all([
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
          .select({ id: changeRequests.id, orderId: flightBookings.orderId, pnr: flightBookings.pnr })
          .from(changeRequests)
          .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
          .where(and(eq(changeRequests.siteId, siteId), inArray(changeRequests.id, requestIds))),
  ]);
  const pnrsOfOrder = new Map<string, (string | null)[]>();
  for (const leg of legs) pnrsOfOrder.set(leg.orderId, [...(pnrsOfOrder.get(leg.orderId) ?? []), leg.pnr]);
  const byRequest = new Map(requests.map((r) => [r.id, r]));
  return named.map((r) => {
    if (!r) return NONE;
    if ('orderId' in r) return { orderId: r.orderId, pnr: joinPnrs(pnrsOfOrder.get(r.orderId) ?? []) };
    const request = byRequest.get(r.changeRequestId);
    return request ? { orderId: request.orderId, pnr: request.pnr } : NONE;
  });
}
