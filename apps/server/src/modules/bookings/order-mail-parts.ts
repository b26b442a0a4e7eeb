import { encodeTicketSlug, escapeHtml } from '@app/contracts';
import type { Mail, MailAttachment } from '../../platform/mailer';
import type { SiteRow } from '../site/site.schema';
import type { FlightBookingRow, FlightOrderRow } from './bookings.schema';

/** What a buyer mail shows of the site: its name, support contacts, money and clock. */
export type MailSite = Pick<
  SiteRow,
  'brandingLabel' | 'adminEmail' | 'adminContact' | 'currency' | 'homeCountry' | 'timeZone'
>;

/** One paragraph of a mail: its text, and a link under it. */
export type Paragraph = { text: string; link?: { label: string; href: string } };

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

/**
 * A buyer mail in the site's name: the paragraphs as text and as HTML (escaped), then the site's
 * support contacts and brand.
 */
export function composeMail(
  site: MailSite,
  to: string,
  subject: string,
  paragraphs: Paragraph[],
  attachments: MailAttachment[] = [],
): Mail {
  const support = [site.adminEmail, site.adminContact].filter(Boolean).join(' · ');
  const e = escapeHtml;
  const text = [
    ...paragraphs.map((p) =>
      [p.text, p.link ? `${p.link.label}: ${p.link.href}` : ''].filter(Boolean).join('\n'),
    ),
    ...(support ? [`Support: ${support}`] : []),
    site.brandingLabel,
  ].join('\n\n');
  const html = [
    ...paragraphs.map(
      (p) =>
        `<p>${e(p.text)}${p.link ? `${p.text ? '<br>' : ''}<a href="${e(p.link.href)}">${e(p.link.label)}</a>` : ''}</p>`,
    ),
    support ? `<p style="color:#616161;font-size:12px">Support: ${e(support)}</p>` : '',
    `<p>${e(site.brandingLabel)}</p>`,
  ].join('');
  return {
    to,
    subject: `${subject} - ${site.brandingLabel}`,
    text,
    html,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}
