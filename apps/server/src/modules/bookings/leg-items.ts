import { type CommissionTerms, type FlightResult, pricedFareOf, tripFareSummary } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { type ItemState, itemEventBetween } from '../../commerce/orders/item-machine';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { claimSupplierRefs, type SupplierRef } from '../../commerce/orders/supplier-refs';
import type { DbOrTx } from '../../platform/db/client';
import {
  type BookingStatus,
  type ChosenExtra,
  type FlightBookingRow,
  flightBookings,
} from './bookings.schema';
import { extrasPrice, legsOfFare } from './order-fulfilment';

/** The core's item state each airline status of a leg stands for (decision 0035). */
export const ITEM_STATE_OF_LEG: Record<BookingStatus, ItemState> = {
  held: 'held',
  ticketed: 'fulfilled',
  // A change request under way leaves the ticket issued until the airline completes it.
  changeRequested: 'fulfilled',
  cancelled: 'cancelled',
  released: 'released',
  failed: 'failed',
  unconfirmed: 'unknown',
};

/**
 * A flight order's items: one per fare (a return pair is two), each priced as its card was and
 * carrying its extras, so that the items add up to what the buyer pays and a failed fare gets back
 * exactly its own.
 */
export function flightItemsOf(
  fares: FlightResult[],
  extras: ChosenExtra[],
  terms: CommissionTerms,
  supplierCode: string,
  /** the booking's convenience fee: the first item carries it (decision 0042) */
  txnFee = 0,
) {
  return fares.map((fare, position) => {
    const fee = position === 0 ? txnFee : 0;
    const legs = legsOfFare(fares, position);
    const own = extrasPrice(extras.filter((e) => legs.includes(e.leg)));
    const summary = tripFareSummary([pricedFareOf(fare)], own, terms);
    return {
      position,
      productKind: 'flight' as const,
      supplierCode,
      net: summary.totalFare + own.baggagePrice + own.mealPrice,
      markup: summary.markup,
      discount: summary.discount,
      gstOnMarkup: summary.gstOnMarkup,
      commission: summary.commissionEarned,
      tds: summary.tds,
      fees: summary.txnFee + fee,
      total: summary.totalPayableAmt + fee,
      data: { resultIndex: fare.resultIndex, airlineCode: fare.airlineCode, isLcc: fare.isLcc },
    };
  });
}

/**
 * What the supplier gave a leg that no other booking may hold (decision 0059): its own booking id,
 * the airline's PNR (an airline's locators are its own: the same six letters at another airline are
 * another booking) and each ticket number, which carries its airline's prefix.
 */
export function supplierRefsOf(
  leg: Pick<FlightBookingRow, 'supplierBookingId' | 'pnr' | 'airlineCode' | 'passengers'>,
): SupplierRef[] {
  const refs: SupplierRef[] = [];
  if (leg.supplierBookingId !== null)
    refs.push({
      kind: 'booking',
      ref: String(leg.supplierBookingId),
      label: `supplier booking ${leg.supplierBookingId}`,
    });
  const pnr = leg.pnr?.trim().toUpperCase();
  if (pnr)
    refs.push({ kind: 'pnr', ref: `${leg.airlineCode}/${pnr}`, label: `PNR ${pnr} (${leg.airlineCode})` });
  for (const p of leg.passengers) {
    const ticket = p.ticket?.ticketNumber.trim();
    if (ticket) refs.push({ kind: 'ticket', ref: ticket, label: `ticket ${ticket}` });
  }
  return refs;
}

/**
 * Brings an order's items to what their legs say: the legs are the airline's word, the items the
 * core's view of it, and the item claims what the supplier gave its leg. Call it after writing a
 * leg, in the same transaction when there is one. A move the item machine refuses is a programming
 * error, never a write.
 */
export async function syncItems(db: DbOrTx, orderId: string) {
  const rows = await db
    .select({ item: orderItems, leg: flightBookings })
    .from(flightBookings)
    .innerJoin(orderItems, eq(orderItems.id, flightBookings.orderItemId))
    .where(eq(flightBookings.orderId, orderId));
  for (const { item, leg } of rows) {
    await claimSupplierRefs(db, item, supplierRefsOf(leg));
    const state = ITEM_STATE_OF_LEG[leg.status];
    const supplierRef = leg.supplierBookingId === null ? null : String(leg.supplierBookingId);
    const failureMessage = leg.failureReason;
    const failureCode = leg.failureCode === null ? null : String(leg.failureCode);
    if (
      state === item.state &&
      supplierRef === item.supplierRef &&
      failureMessage === item.failureMessage &&
      failureCode === item.failureCode
    )
      continue;
    if (state !== item.state && !itemEventBetween(item.state, state))
      throw new Error(`order ${orderId} item ${item.position}: no move ${item.state} → ${state}`);
    await db
      .update(orderItems)
      .set({ state, supplierRef, failureMessage, failureCode })
      .where(eq(orderItems.id, item.id));
  }
}

/**
 * Moves legs out of `from` — one leg by id, or every such leg of an order — and their items with
 * them. Conditional on `from`, so of two runs one moves a leg; answers the legs this run moved.
 */
export async function moveLegs(
  db: DbOrTx,
  which: { id: string } | { orderId: string; siteId?: string },
  from: BookingStatus,
  values: Partial<Omit<FlightBookingRow, 'id' | 'orderId' | 'orderItemId'>>,
) {
  const moved = await db
    .update(flightBookings)
    .set(values)
    .where(
      and(
        'id' in which ? eq(flightBookings.id, which.id) : eq(flightBookings.orderId, which.orderId),
        'siteId' in which && which.siteId ? eq(flightBookings.siteId, which.siteId) : undefined,
        eq(flightBookings.status, from),
      ),
    )
    .returning({ id: flightBookings.id, orderId: flightBookings.orderId, siteId: flightBookings.siteId });
  for (const orderId of new Set(moved.map((leg) => leg.orderId))) await syncItems(db, orderId);
  return moved;
}

/** The order's ticketed legs whose supplier reference another order holds too (decision 0059). */
export async function ticketedLegsSharingRefs(db: DbOrTx, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ id: flightBookings.id })
    .from(flightBookings)
    .innerJoin(orderItems, eq(orderItems.id, flightBookings.orderItemId))
    .where(
      and(
        eq(flightBookings.orderId, orderId),
        eq(flightBookings.status, 'ticketed'),
        eq(orderItems.duplicateSupplierRef, true),
      ),
    );
  return rows.map((r) => r.id);
}
