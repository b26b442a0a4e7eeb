import type { TicketContact, TicketDetail, TicketExtra, TicketFare } from '@app/contracts';
import { formatRupees } from '../flights/format';

export interface FareLine {
  label: string;
  /** paise; the discount is shown taken off */
  amount: number;
  kind?: 'discount' | 'total';
}

/**
 * The e-ticket's fare summary (spec §2, §3): our markup reads as 'Service fee'; the transaction
 * fee has its own line unless it is merged into taxes (the server has already moved it).
 */
export function fareLines(fare: TicketFare): FareLine[] {
  const lines: FareLine[] = [
    { label: 'Base fare', amount: fare.baseFare },
    { label: 'Taxes', amount: fare.taxes },
  ];
  if (fare.otherCharges > 0) lines.push({ label: 'Other charges', amount: fare.otherCharges });
  if (fare.baggageMealCharges > 0)
    lines.push({ label: 'Baggage and meals', amount: fare.baggageMealCharges });
  if (fare.txnFee > 0) lines.push({ label: 'Transaction fee', amount: fare.txnFee });
  if (fare.serviceFee > 0) {
    lines.push({ label: 'Service fee', amount: fare.serviceFee });
    lines.push({ label: 'GST on service fee', amount: fare.gstOnServiceFee });
  }
  if (fare.discount > 0) lines.push({ label: 'Discount', amount: fare.discount, kind: 'discount' });
  lines.push({ label: 'Total', amount: fare.totalPayable, kind: 'total' });
  return lines;
}

const platters = (n: number) => `${n} ${n === 1 ? 'platter' : 'platters'}`;

/**
 * The baggage and meals one passenger bought, a line each as the ticket prints them (spec §9:
 * baggage in KG, meals in platters), with the price when it may be shown.
 */
export function extraLines(ticket: TicketDetail, passengerIndex: number, showPrice: boolean): string[] {
  const mine = (extras: TicketExtra[]) => extras.filter((e) => e.passengerIndex === passengerIndex);
  const line = (text: string, e: TicketExtra) => {
    const where = `${e.origin}–${e.destination} ${e.airlineCode}-${e.flightNumber}`;
    const price = showPrice && e.price ? ` · ${formatRupees(e.price)}` : '';
    return `${text}, ${where}${price}`;
  };
  return [
    ...mine(ticket.baggages).map((e) =>
      line(`Extra baggage ${e.weight !== null ? `${e.weight} KG` : e.description}`, e),
    ),
    ...mine(ticket.meals).map((e) => line(`Meal: ${e.description} (${platters(e.quantity ?? 1)})`, e)),
  ];
}

/** The lead passenger's contact data in one line; empty when nothing was entered. */
export const contactLine = (contact: TicketContact) =>
  [contact.email, contact.phone, contact.address].filter(Boolean).join(' · ');

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
