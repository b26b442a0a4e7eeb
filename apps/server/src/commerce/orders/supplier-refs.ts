import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { raiseAttention } from '../attention/attention.service';
import { type OrderItemRow, orderItems } from './order-items.schema';
import { orders } from './orders.schema';
import { type SupplierRefKind, supplierRefs } from './supplier-refs.schema';

/** One reference a supplier gave for an item, and how a person reads it ("PNR ABC123 (6E)"). */
export type SupplierRef = { kind: SupplierRefKind; ref: string; label: string };

export const DUPLICATE_SUPPLIER_REF = 'duplicate-supplier-ref';

type Holder = { orderId: string; siteId: string; orderItemId: string; labels: string[] };

/**
 * Records that `item` holds these references of its supplier (decision 0059). The table's key
 * decides who holds each first, atomically, however many bookings finish at once: a claim of a
 * key already held does nothing (on PostgreSQL it waits for the holder's transaction to end).
 * A reference another order holds is kept all the same — the money was taken and the supplier
 * says it booked — but both items are flagged and both orders go to the attention queue, once.
 * Items of one order may share one (an airline may put both fares of a trip on one PNR).
 */
export async function claimSupplierRefs(
  db: DbOrTx,
  item: Pick<OrderItemRow, 'id' | 'siteId' | 'orderId' | 'supplierCode'>,
  refs: SupplierRef[],
): Promise<void> {
  if (refs.length === 0) return;
  // One order of keys for every claimer: two transactions never wait on each other in a circle.
  const sorted = [...refs].sort((a, b) => `${a.kind} ${a.ref}`.localeCompare(`${b.kind} ${b.ref}`));
  await db
    .insert(supplierRefs)
    .values(
      sorted.map((r) => ({
        supplierCode: item.supplierCode,
        kind: r.kind,
        ref: r.ref,
        siteId: item.siteId,
        orderId: item.orderId,
        orderItemId: item.id,
      })),
    )
    .onConflictDoNothing();
  const held = await db
    .select()
    .from(supplierRefs)
    .where(
      and(
        eq(supplierRefs.supplierCode, item.supplierCode),
        ne(supplierRefs.orderId, item.orderId),
        or(...sorted.map((r) => and(eq(supplierRefs.kind, r.kind), eq(supplierRefs.ref, r.ref)))),
      ),
    );
  if (held.length === 0) return;
  // Flagged once: later syncs of the same item find it flagged and raise nothing more.
  const [flagged] = await db
    .update(orderItems)
    .set({ duplicateSupplierRef: true })
    .where(and(eq(orderItems.id, item.id), eq(orderItems.duplicateSupplierRef, false)))
    .returning({ id: orderItems.id });
  if (!flagged) return;
  const holders = new Map<string, Holder>();
  for (const row of held) {
    const label = sorted.find((r) => r.kind === row.kind && r.ref === row.ref)?.label ?? row.ref;
    const holder = holders.get(row.orderItemId) ?? { ...row, labels: [] };
    holder.labels.push(label);
    holders.set(row.orderItemId, holder);
  }
  await db
    .update(orderItems)
    .set({ duplicateSupplierRef: true })
    .where(inArray(orderItems.id, [...holders.keys()]));
  await raiseCases(db, item, [...holders.values()]);
}

const listed = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

const ASK =
  'The supplier may have issued one booking twice: ask it whose travellers it holds, then refund the order it holds none for, or close the case if both are real.';

/**
 * A case on each order: the later one names the earlier, the earlier the later. An order of another
 * site is not named to this site's staff (nothing of one site is shown to another), only said to be there.
 */
async function raiseCases(db: DbOrTx, item: Pick<OrderItemRow, 'siteId' | 'orderId'>, holders: Holder[]) {
  const ids = [item.orderId, ...holders.map((h) => h.orderId)];
  const rows = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(inArray(orders.id, ids));
  const reference = new Map(rows.map((r) => [r.id, r.reference]));
  const name = (orderId: string, siteId: string, readerSiteId: string) =>
    siteId === readerSiteId
      ? `order ${reference.get(orderId) ?? orderId}`
      : 'an order of another site on this platform';
  const later = reference.get(item.orderId) ?? item.orderId;
  for (const holder of holders) {
    const what = listed(holder.labels);
    const earlier = reference.get(holder.orderId) ?? holder.orderId;
    await raiseAttention(db, {
      siteId: item.siteId,
      orderId: item.orderId,
      kind: DUPLICATE_SUPPLIER_REF,
      summary: `The supplier booked order ${later} under ${what}, which ${name(holder.orderId, holder.siteId, item.siteId)} already holds. ${ASK}`,
      tried: `recorded the booking; ${what} already held by ${name(holder.orderId, holder.siteId, item.siteId)}`,
      actions: ['refund', 'resolve'],
    });
    await raiseAttention(db, {
      siteId: holder.siteId,
      orderId: holder.orderId,
      kind: DUPLICATE_SUPPLIER_REF,
      summary: `The supplier gave ${what} of order ${earlier} to ${name(item.orderId, item.siteId, holder.siteId)} as well. ${ASK}`,
      tried: `${what} given again, to ${name(item.orderId, item.siteId, holder.siteId)}`,
      actions: ['refund', 'resolve'],
    });
  }
}
