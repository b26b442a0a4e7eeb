import { composeMail, type MailSite, type Paragraph } from '../../commerce/mail/compose-mail';
import type { Mail, MailAttachment } from '../../platform/mailer';
import type { FlightBookingRow, FlightOrderRow } from './bookings.schema';
import { flightLine } from './order-mail-parts';
import { plainNote } from './plain-note';

export type TicketShare = {
  to: string;
  /** as the sender wrote it; made plain here */
  note: string;
  sender: { name: string; email: string | null };
  /** the web app's address on the site, for the e-ticket's link */
  base: string;
};

/**
 * The e-ticket mail a customer or staff member sends from the e-ticket (decision 0051): written by
 * the server in the site's name, the ticket attached as a PDF. Of the sender it carries only their
 * name and address and a short note, made plain (no links, nothing hidden), under their name.
 */
export function sharedTicketMail(
  site: MailSite,
  order: FlightOrderRow,
  leg: FlightBookingRow,
  slug: string,
  share: TicketShare,
  eTicket: MailAttachment,
): Mail {
  const name = plainNote(share.sender.name) || 'Someone';
  const sender = share.sender.email ? `${name} (${share.sender.email})` : name;
  const note = plainNote(share.note);
  const paragraphs: Paragraph[] = [
    { text: `${sender} sent you the e-ticket of booking ${order.reference}.` },
    { text: flightLine(leg) },
    {
      text: 'The e-ticket is attached as a PDF file.',
      link: { label: 'E-ticket', href: `${share.base}/flight/eTicket/${encodeURIComponent(slug)}` },
    },
    ...(note ? [{ text: `Note from ${name}:` }, ...note.split(/\n+/).map((line) => ({ text: line }))] : []),
  ];
  return composeMail(site, share.to, `E-ticket ${leg.pnr}`, paragraphs, [eTicket]);
}
