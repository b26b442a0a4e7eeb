import { and, eq, inArray } from 'drizzle-orm';
import type { OrderItemRow } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import type { DbOrTx } from '../../platform/db/client';
import { legalEntities, users } from '../accounts/accounts.schema';
import { flightBookings } from '../bookings/bookings.schema';
import { fdBookings, fixedDepartures } from '../fixed-departures/fixed-departures.schema';
import { invoices } from './documents.schema';

export async function invoiceOfOrder(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

export async function orderByReference(db: DbOrTx, siteId: string, reference: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.reference, reference.trim().toUpperCase())));
  return row;
}

/** The order, locked until the transaction ends: two issues of its invoice take turns. */
export async function lockOrder(db: DbOrTx, siteId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
    .for('update');
  return row;
}

export async function buyerOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ user: users, company: legalEntities })
    .from(users)
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .where(eq(users.id, userId));
  return row;
}

/**
 * Each item in words, from its product's rows: the flight and its PNR, the departure and its seats.
 * Plain ASCII: the standard PDF fonts have no arrows.
 */
export async function itemDescriptions(db: DbOrTx, items: OrderItemRow[]): Promise<Map<string, string>> {
  const ids = items.map((i) => i.id);
  const described = new Map<string, string>();
  if (ids.length === 0) return described;
  const flights = await db.select().from(flightBookings).where(inArray(flightBookings.orderItemId, ids));
  for (const leg of flights) {
    const first = leg.segments[0];
    const flight = first ? `${first.airlineCode}-${first.flightNumber}` : leg.airlineCode;
    described.set(
      leg.orderItemId,
      `Flight ${leg.origin} to ${leg.destination}, ${flight}, ${leg.travelDate}${leg.pnr ? `, PNR ${leg.pnr}` : ''}`,
    );
  }
  const seats = await db
    .select({ booking: fdBookings, departure: fixedDepartures })
    .from(fdBookings)
    .innerJoin(fixedDepartures, eq(fixedDepartures.id, fdBookings.departureId))
    .where(inArray(fdBookings.orderItemId, ids));
  for (const { booking, departure } of seats)
    described.set(
      booking.orderItemId,
      `Fixed departure ${departure.origin} to ${departure.destination}, ${departure.departureDate}, ${booking.passengers.length} traveller(s)`,
    );
  return described;
}
