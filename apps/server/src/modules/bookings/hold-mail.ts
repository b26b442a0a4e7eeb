import { formatMoney, formatSiteDateTime } from '@app/contracts';
import { composeMail, type MailSite } from '../../commerce/mail/compose-mail';
import type { Mail } from '../../platform/mailer';
import type { FlightBookingRow, FlightOrderRow } from './bookings.schema';
import { flightLine, orderLinkOf } from './order-mail-parts';

/** The hold's deadline on the site's clock, naming the clock: '01 Dec 2026, 06:00 (Asia/Kolkata)'. */
export const ticketByOf = (heldUntil: Date, site: MailSite) =>
  `${formatSiteDateTime(heldUntil, site)} (${site.timeZone})`;

/**
 * A hold placed (decision 0024): the seats are kept, nothing was charged, and it must be ticketed by
 * the airline's time limit. Null without an address, or when the order is no longer held.
 */
export function holdConfirmedMail(
  site: MailSite,
  to: string | null,
  order: FlightOrderRow,
  legs: FlightBookingRow[],
  base: string,
): Mail | null {
  if (!to || order.status !== 'held' || !order.heldUntil) return null;
  const ticketBy = ticketByOf(order.heldUntil, site);
  return composeMail(site, to, `Booking held ${order.reference}: ticket by ${ticketBy}`, [
    { text: `Your booking ${order.reference} is held. Nothing has been charged.` },
    ...legs.filter((leg) => leg.status === 'held').map((leg) => ({ text: flightLine(leg) })),
    {
      text: `Ticket it by ${ticketBy}, paying ${formatMoney(order.amount, site)}: after that the airline gives the seats back.`,
    },
    { text: '', link: { label: 'Ticket or release it', href: orderLinkOf(base, order) } },
  ]);
}
