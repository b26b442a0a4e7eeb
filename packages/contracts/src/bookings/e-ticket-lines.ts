import { formatInr } from '../common/money';
import { extraName } from '../flights/extra-names';
import type { Segment } from '../flights/flight-result';
import type { TicketDetail, TicketExtra, TicketPassenger } from './booking-details';

/**
 * What a printed e-ticket says, in words: the same lines on the web's print view and in the PDF the
 * server attaches to mails (decision 0030).
 */

const platters = (n: number) => `${n} ${n === 1 ? 'platter' : 'platters'}`;

/**
 * The baggage and meals one passenger bought, a line each as the ticket prints them (spec §9:
 * baggage in KG, meals in platters), with the price when it may be shown.
 */
export function extraLines(ticket: TicketDetail, passengerIndex: number, showPrice: boolean): string[] {
  const mine = (extras: TicketExtra[]) => extras.filter((e) => e.passengerIndex === passengerIndex);
  const line = (text: string, e: TicketExtra) => {
    const where = `${e.origin}–${e.destination} ${e.airlineCode}-${e.flightNumber}`;
    const price = showPrice && e.price ? ` · ${formatInr(e.price)}` : '';
    return `${text}, ${where}${price}`;
  };
  return [
    ...mine(ticket.baggages).map((e) => line(`Extra baggage ${extraName('baggage', e)}`, e)),
    ...mine(ticket.meals).map((e) => line(`Meal: ${e.description} (${platters(e.quantity ?? 1)})`, e)),
  ];
}

/**
 * The fare's conditions in short, as the printed ticket carries them (the full rules stay on the
 * web ticket): refundable or not, the airline's own remark, and what to bring.
 */
export function fareConditionLines(
  ticket: Pick<TicketDetail, 'isRefundable' | 'airlineRemark' | 'isDomestic'>,
): string[] {
  const lines = [
    ticket.isRefundable
      ? 'Refundable: the cancellation fee of the fare rules is taken off the refund.'
      : 'Non-refundable: on cancellation only statutory taxes and airport fees are refunded.',
    'Date changes as the fare rules allow, for a fee plus any difference in fare.',
  ];
  const remark = ticket.airlineRemark.trim();
  if (remark) lines.push(`Airline: ${remark}`);
  lines.push(
    ticket.isDomestic
      ? 'Carry a government photo ID; be at the airport 2 hours before departure.'
      : 'Carry your passport and any visa you need; be at the airport 3 hours before departure.',
  );
  return lines;
}

/** A traveller's cancelled flights in one line, or null when none is: 'Cancelled: BOM–DEL'. */
export function cancelledLine(
  segments: readonly Pick<Segment, 'originAirportCode' | 'destinationAirportCode'>[],
  passenger: Pick<TicketPassenger, 'cancelledSegments'>,
): string | null {
  const cancelled = passenger.cancelledSegments;
  if (cancelled.length === 0) return null;
  if (cancelled.length >= segments.length) return 'Ticket cancelled';
  const names = cancelled.flatMap((i) => {
    const s = segments[i];
    return s ? [`${s.originAirportCode}–${s.destinationAirportCode}`] : [];
  });
  return `Cancelled: ${names.join(', ')}`;
}

/** The segments cancelled for every traveller: the itinerary marks those flights cancelled. */
export function segmentsCancelledForAll(ticket: {
  segments: readonly unknown[];
  passengers: readonly Pick<TicketPassenger, 'cancelledSegments'>[];
}): Set<number> {
  const all = new Set<number>();
  if (ticket.passengers.length === 0) return all;
  ticket.segments.forEach((_, i) => {
    if (ticket.passengers.every((p) => p.cancelledSegments.includes(i))) all.add(i);
  });
  return all;
}
