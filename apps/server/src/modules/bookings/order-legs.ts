import type { DbOrTx } from '../../platform/db/client';
import { type BookingStatus, type FlightOrderRow, flightBookings } from './bookings.schema';
import { fareRulesToKeep, type LegOutcome, ticketedPassengers } from './order-fulfilment';

type Options = {
  now: Date;
  /** what the end customer pays for the leg, paise */
  shareOf: (legIndex: number) => number;
  /** the status of a leg the airline booked; held or ticketed as the airline says unless given */
  bookedStatus?: BookingStatus;
};

/**
 * One booking row per leg of an order as the airline answered it: booked (with PNR, tickets and
 * barcodes) or failed with its reason and the supplier's code. A row already saved for the leg
 * stays as it is, so a second worker cannot write it twice.
 */
export async function saveLegs(db: DbOrTx, order: FlightOrderRow, legs: LegOutcome[], options: Options) {
  for (const leg of legs) {
    const segments = leg.ok ? leg.booking.segments.flat() : leg.fare.segments.flat();
    const first = segments[0];
    const lastOfFirstLeg = (leg.ok ? leg.booking.segments[0] : leg.fare.segments[0])?.at(-1);
    const booked: BookingStatus = leg.ok && leg.booking.status === 'held' ? 'held' : 'ticketed';
    await db
      .insert(flightBookings)
      .values({
        siteId: order.siteId,
        orderId: order.id,
        userId: order.userId,
        legIndex: leg.legIndex,
        searchId: order.searchId,
        source: leg.fare.source,
        isLcc: leg.fare.isLcc,
        isDomestic: order.details.isDomestic,
        supplierBookingId: leg.ok ? Number(leg.booking.bookingId) : null,
        pnr: leg.ok ? leg.booking.pnr : null,
        status: leg.ok ? (options.bookedStatus ?? booked) : 'failed',
        origin: first?.originAirportCode ?? '',
        destination: lastOfFirstLeg?.destinationAirportCode ?? '',
        airlineCode: leg.fare.airlineCode,
        travelDate: (first?.departureTime ?? options.now.toISOString()).slice(0, 10),
        lastTicketDate: leg.ok ? leg.booking.lastTicketDate : null,
        fare: leg.fare,
        segments,
        passengers: leg.ok
          ? ticketedPassengers(order.details.passengers, leg.booking)
          : order.details.passengers,
        fareRules: leg.ok
          ? fareRulesToKeep(leg.booking.fareRules, order.details.fareRules?.[leg.legIndex])
          : [],
        accounting: {
          middleManWl: leg.ok ? leg.booking.fare.publishedFare : leg.fare.publishedFare,
          endCustomer: options.shareOf(leg.legIndex),
        },
        failureReason: leg.ok ? null : leg.reason,
        failureCode: leg.ok ? null : leg.code,
        invoiceCreatedOn: leg.ok ? leg.booking.invoiceCreatedOn : null,
      })
      .onConflictDoNothing();
  }
}
