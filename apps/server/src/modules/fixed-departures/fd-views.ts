import type {
  FdBookingStatus,
  FdDepartureView,
  FdStaffDepartureView,
  ItemFacts,
  ItemRefundFacts,
  ItemSupplyState,
} from '@app/contracts';
import { airlinesByCode } from '@app/travel-data';
import type { AirlinePricer } from '../markup/markup.pricing';
import { fdFaresFor, fdQuote, type Party } from './fd-pricing';
import type { FixedDepartureRow } from './fixed-departures.schema';

/** Seats a buyer may still take: none once the departure is closed or released. */
export const seatsLeftOf = (d: FixedDepartureRow) =>
  d.status === 'open' ? Math.max(0, d.seatsTotal - d.seatsSold - d.seatsHeld) : 0;

const nameOf = (code: string) => airlinesByCode().get(code)?.name ?? code;

/** A departure as a buyer sees it, priced for them and for the party they asked about. */
export function departureView(d: FixedDepartureRow, pricer: AirlinePricer, party: Party): FdDepartureView {
  return {
    id: d.id,
    tripType: d.tripType,
    origin: d.origin,
    destination: d.destination,
    airlineCode: d.airlineCode,
    airlineName: nameOf(d.airlineCode),
    outbound: d.outbound,
    inbound: d.inbound,
    departureDate: d.departureDate,
    returnDate: d.returnDate,
    seatsLeft: seatsLeftOf(d),
    fares: fdFaresFor(d, pricer),
    total: fdQuote(d, party, pricer).total,
    baggage: d.baggage,
    cabinBaggage: d.cabinBaggage,
    isRefundable: d.isRefundable,
    cancellationCharge: d.cancellationCharge,
    cancellationPolicy: d.cancellationPolicy,
    nameListDeadline: d.nameListDeadline,
    status: d.status,
  };
}

/** The same departure for staff: the block behind the prices (priced for the site's default group). */
export function staffDepartureView(
  d: FixedDepartureRow,
  pricer: AirlinePricer,
  bookings: number,
): FdStaffDepartureView {
  return {
    ...departureView(d, pricer, { adults: 1, children: 0, infants: 0 }),
    seatsTotal: d.seatsTotal,
    seatsSold: d.seatsSold,
    seatsHeld: d.seatsHeld,
    netFares: { adult: d.fareAdult, child: d.fareChild, infant: d.fareInfant },
    blockPnr: d.blockPnr,
    releaseDate: d.releaseDate,
    bookings,
  };
}

/** The core's state of each FD booking status: its seats are the item (decision 0038). */
const ITEM_STATE_OF_BOOKING: Record<FdBookingStatus, ItemSupplyState> = {
  reserved: 'pending',
  confirmed: 'fulfilled',
  cancelled: 'cancelled',
  released: 'released',
};

/**
 * What an FD booking is for its buyer (decision 0058): cancelled whole or not at all, at once by
 * the departure's policy (nothing waits for anyone), with the refund that policy left.
 */
export function fdFactsOf(status: FdBookingStatus, refunds: readonly ItemRefundFacts[]): ItemFacts {
  return {
    state: ITEM_STATE_OF_BOOKING[status],
    asked: null,
    cancelled: status === 'cancelled' ? 'all' : 'none',
    declined: null,
    refunds: [...refunds],
  };
}
