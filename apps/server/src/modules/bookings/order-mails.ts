import { formatMoney } from '@app/contracts';
import { composeMail, type MailSite, type Paragraph } from '../../commerce/mail/compose-mail';
import type { Mail, MailAttachment } from '../../platform/mailer';
import type { FlightBookingRow, FlightOrderRow } from './bookings.schema';
import { flightLine, leadAddress, orderLinkOf, ticketSlugOf, travellersOf } from './order-mail-parts';

/**
 * The booking confirmation: the order reference, each ticketed flight with its PNR and e-ticket
 * link (the e-tickets themselves attached as PDFs by the caller), the travellers and what was paid;
 * a leg the airline refused says so. Null without an address or a ticketed leg. A travel agent's
 * traveller (`resold`) is the agency's customer: not told what the agency paid, nor sent to the
 * order's page, which is the agency's to sign in to (decision 0053).
 */
export function confirmationMail(
  site: MailSite,
  order: FlightOrderRow,
  legs: FlightBookingRow[],
  base: string,
  eTickets: MailAttachment[] = [],
  resold = false,
): Mail | null {
  const to = leadAddress(order);
  const ticketed = legs.filter((leg) => leg.status === 'ticketed' && leg.pnr);
  if (!to || ticketed.length === 0) return null;
  const flights: Paragraph[] = ticketed.map((leg) => {
    const slug = ticketSlugOf(leg);
    return {
      text: flightLine(leg),
      ...(slug
        ? {
            link: {
              label: 'E-ticket',
              href: `${base}/flight/eTicket/${encodeURIComponent(slug)}`,
            },
          }
        : {}),
    };
  });
  return composeMail(
    site,
    to,
    `Booking confirmed ${order.reference}`,
    [
      { text: `Your booking ${order.reference} is confirmed.` },
      ...flights,
      // A return trip whose other leg the airline refused: what happened and where the money went.
      ...(order.failureReason ? [{ text: order.failureReason }] : []),
      { text: `Travellers: ${travellersOf(order)}` },
      ...(resold ? [] : [{ text: `Amount paid: ${formatMoney(order.amount, site)}` }]),
      ...(eTickets.length > 0 ? [{ text: 'Your e-tickets are attached as PDF files.' }] : []),
      ...(eTickets.some((file) => file.filename.startsWith('invoice-'))
        ? [{ text: 'So is the GST invoice of this booking.' }]
        : []),
      ...(resold ? [] : [{ text: '', link: { label: 'Your booking', href: orderLinkOf(base, order) } }]),
    ],
    eTickets,
  );
}
