import { encodeTicketSlug, escapeHtml, formatMoney } from '@app/contracts';
import type { Mail } from '../../platform/mailer';
import type { SiteRow } from '../site/site.schema';
import type { FlightBookingRow, FlightOrderRow } from './bookings.schema';

const when = (localDateTime: string) => localDateTime.replace('T', ' ').slice(0, 16);

function slugOf(leg: FlightBookingRow) {
  try {
    return leg.pnr ? encodeTicketSlug(leg.id, leg.pnr) : null;
  } catch {
    return null;
  }
}

/**
 * The booking confirmation the buyer is told is on its way: the order reference, each ticketed
 * flight with its PNR and e-ticket link, the travellers and what was paid. Null without an address.
 */
export function confirmationMail(
  site: Pick<SiteRow, 'brandingLabel' | 'adminEmail' | 'adminContact' | 'currency' | 'homeCountry'>,
  order: FlightOrderRow,
  legs: FlightBookingRow[],
  base: string,
): Mail | null {
  const to = order.details.passengers[0]?.email?.trim();
  if (!to) return null;
  const ticketed = legs.filter((leg) => leg.status === 'ticketed' && leg.pnr);
  const travellers = order.details.passengers.map((p) => `${p.title} ${p.firstName} ${p.lastName}`);
  const flights = ticketed.map((leg) => {
    const first = leg.segments[0];
    const last = leg.segments.at(-1);
    const flight = first ? `${first.airlineCode}-${first.flightNumber}` : leg.airlineCode;
    const depart = first ? when(first.departureTime) : leg.travelDate;
    const arrive = last ? when(last.arrivalTime) : '';
    const slug = slugOf(leg);
    return {
      line: `${leg.origin} → ${leg.destination}, ${flight}, ${depart}${arrive ? ` → ${arrive}` : ''}, PNR ${leg.pnr}`,
      link: slug ? `${base}/flight/eTicket/${encodeURIComponent(slug)}` : null,
    };
  });
  const orderLink = `${base}/flight/order/${encodeURIComponent(order.id)}`;
  const support = [site.adminEmail, site.adminContact].filter(Boolean).join(' · ');
  const paid = `Amount paid: ${formatMoney(order.amount, site)}`;
  const text = [
    `Your booking ${order.reference} is confirmed.`,
    ...flights.flatMap((f) => [f.line, ...(f.link ? [`E-ticket: ${f.link}`] : [])]),
    `Travellers: ${travellers.join(', ')}`,
    paid,
    `Your booking: ${orderLink}`,
    ...(support ? [`Support: ${support}`] : []),
    site.brandingLabel,
  ].join('\n\n');
  const e = escapeHtml;
  const html = [
    `<p>Your booking <b>${e(order.reference)}</b> is confirmed.</p>`,
    ...flights.map(
      (f) =>
        `<p>${e(f.line)}${f.link ? `<br><a href="${e(f.link)}">View and print the e-ticket</a>` : ''}</p>`,
    ),
    `<p>Travellers: ${e(travellers.join(', '))}</p>`,
    `<p>${e(paid)}</p>`,
    `<p><a href="${e(orderLink)}">Your booking</a></p>`,
    support ? `<p style="color:#616161;font-size:12px">Support: ${e(support)}</p>` : '',
    `<p>${e(site.brandingLabel)}</p>`,
  ].join('');
  return { to, subject: `Booking confirmed ${order.reference} - ${site.brandingLabel}`, text, html };
}
