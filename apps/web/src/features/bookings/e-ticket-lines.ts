import type { TicketContact, TicketDetail, TicketFare, TicketPassenger } from '@app/contracts';

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

/** The lead passenger's contact data in one line; empty when nothing was entered. */
export const contactLine = (contact: TicketContact) =>
  [contact.email, contact.phone, contact.address].filter(Boolean).join(' · ');

/** The site's support contacts in one line ('Support: …' on every ticket); empty when it has none. */
export const supportLine = (site: Pick<TicketDetail['site'], 'adminEmail' | 'adminContact'>) =>
  [site.adminEmail, site.adminContact].filter(Boolean).join(' · ');

/** The passengers the page shows: all, or only the one of its pax query. */
export const visiblePassengers = (ticket: TicketDetail, paxIndex: number | null): TicketPassenger[] =>
  paxIndex === null ? ticket.passengers : ticket.passengers.filter((p) => p.index === paxIndex);
