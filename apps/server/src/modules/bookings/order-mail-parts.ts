import { encodeTicketSlug } from '@app/contracts';
import type { FlightBookingRow, FlightOrderRow } from './bookings.schema';

/** Buyer mail goes to the lead passenger's address; none given, nobody is mailed. */
export const leadAddress = (order: FlightOrderRow) => order.details.passengers[0]?.email?.trim() || null;

export const travellersOf = (order: FlightOrderRow) =>
  order.details.passengers.map((p) => `${p.title} ${p.firstName} ${p.lastName}`).join(', ');

export const orderLinkOf = (base: string, order: FlightOrderRow) =>
  `${base}/flight/order/${encodeURIComponent(order.id)}`;

const when = (localDateTime: string) => localDateTime.replace('T', ' ').slice(0, 16);

/** A leg as one line: route, flight, airport-local times (never shifted), PNR. */
export function flightLine(leg: FlightBookingRow): string {
  const first = leg.segments[0];
  const last = leg.segments.at(-1);
  const flight = first ? `${first.airlineCode}-${first.flightNumber}` : leg.airlineCode;
  const depart = first ? when(first.departureTime) : leg.travelDate;
  const arrive = last ? when(last.arrivalTime) : '';
  return `${leg.origin} → ${leg.destination}, ${flight}, ${depart}${arrive ? ` → ${arrive}` : ''}${leg.pnr ? `, PNR ${leg.pnr}` : ''}`;
}

/** The e-ticket's slug (booking id and PNR), or null when the leg has no PNR to print. */
export function ticketSlugOf(leg: FlightBookingRow): string | null {
  try {
    return leg.pnr ? encodeTicketSlug(leg.id, leg.pnr) : null;
  } catch {
    return null;
  }
}
