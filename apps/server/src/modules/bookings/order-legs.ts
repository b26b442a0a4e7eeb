import { itemsOf } from '../../commerce/orders/order-items';
import type { DbOrTx } from '../../platform/db/client';
import { type BookingStatus, type FlightOrderRow, flightBookings } from './bookings.schema';
import { syncItems } from './leg-items';
import { fareRulesToKeep, type LegOutcome, ticketedPassengers } from './order-fulfilment';

type Options = {
  now: Date;
  /** the status of a leg the airline booked; held or ticketed as the airline says unless given */
  bookedStatus?: BookingStatus;
};

/**
 * One booking row per leg of an order as the airline answered it: booked (with PNR, tickets and
 * barcodes) or failed with its reason and the supplier's code. A row already saved for the leg
 * stays as it is, so a second worker cannot write it twice. Each leg belongs to the order's item
 * of its fare, which then says what the leg says.
 */
export async function saveLegs(db: DbOrTx, order: FlightOrderRow, legs: LegOutcome[], options: Options) {
  const items = await itemsOf(db, order.id);
  for (const leg of legs) {
    const item = items.find((i) => i.position === leg.legIndex);
    if (!item) throw new Error(`order ${order.id} has no item for leg ${leg.legIndex}`);
    const booked = leg.state === 'booked' ? leg.booking : null;
    // An unconfirmed leg keeps what the supplier told before its answer was lost (the hold's id and PNR).
    const known = booked ?? (leg.state === 'unconfirmed' ? leg.held : null);
    const segments = booked ? booked.segments.flat() : leg.fare.segments.flat();
    const first = segments[0];
    const lastOfFirstLeg = (booked ? booked.segments[0] : leg.fare.segments[0])?.at(-1);
    const status: BookingStatus =
      leg.state !== 'booked'
        ? leg.state
        : (options.bookedStatus ?? (leg.booking.status === 'held' ? 'held' : 'ticketed'));
    await db
      .insert(flightBookings)
      .values({
        siteId: order.siteId,
        orderId: order.id,
        orderItemId: item.id,
        userId: order.userId,
        legIndex: leg.legIndex,
        searchId: order.searchId,
        source: leg.fare.source,
        supplierSource: known?.supplierSource ?? leg.fare.supplierSource ?? null,
        isLcc: leg.fare.isLcc,
        isDomestic: order.details.isDomestic,
        supplierBookingId: known ? Number(known.bookingId) : null,
        pnr: known ? known.pnr : null,
        status,
        origin: first?.originAirportCode ?? '',
        destination: lastOfFirstLeg?.destinationAirportCode ?? '',
        airlineCode: leg.fare.airlineCode,
        travelDate: (first?.departureTime ?? options.now.toISOString()).slice(0, 10),
        lastTicketDate: known ? known.lastTicketDate : null,
        fare: leg.fare,
        segments,
        passengers: booked ? ticketedPassengers(order.details.passengers, booked) : order.details.passengers,
        fareRules: booked ? fareRulesToKeep(booked.fareRules, order.details.fareRules?.[leg.legIndex]) : [],
        accounting: {
          middleManWl: booked ? booked.fare.publishedFare : leg.fare.publishedFare,
          endCustomer: item.total,
        },
        failureReason: leg.state === 'booked' ? null : leg.reason,
        failureCode: leg.state === 'failed' ? leg.code : null,
        invoiceCreatedOn: booked ? booked.invoiceCreatedOn : null,
      })
      .onConflictDoNothing();
  }
  await syncItems(db, order.id);
}
