import { encodeTicketSlug, formatMoney } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { composeMail, type MailSite, type Paragraph } from '../../commerce/mail/compose-mail';
import { announceEnd, type MailBuilder, type MailJob, type MailJobs } from '../../commerce/mail/send-mail';
import { orders } from '../../commerce/orders/orders.schema';
import type { Db, DbOrTx } from '../../platform/db/client';
import { documentBrand, mailSiteOf, resellerOf, sentAs } from '../documents/document-brand';
import { domainsOf, findSiteById } from '../site/site.queries';
import { type FdBookingRow, fdBookings, fixedDepartures } from './fixed-departures.schema';

/** The fixed-departure events a buyer is mailed about. */
export const FD_MAIL = {
  confirmed: 'fd-confirmed',
  failed: 'fd-failed',
  cancelled: 'fd-cancelled',
} as const;

/**
 * The FD product's buyer mails, sent as jobs by the core's mail queue (once per event and order)
 * and built when the job runs from the booking as it is then.
 */
export function createFdMails({ db, mails }: { db: Db; mails: MailJobs }) {
  async function load(job: MailJob) {
    const [row] = await db
      .select({ booking: fdBookings, departure: fixedDepartures, order: orders })
      .from(fdBookings)
      .innerJoin(fixedDepartures, eq(fixedDepartures.id, fdBookings.departureId))
      .innerJoin(orders, eq(orders.id, fdBookings.orderId))
      .where(eq(fdBookings.orderId, job.orderId));
    const siteRow = await findSiteById(db, job.siteId);
    if (!row || !siteRow || row.order.siteId !== job.siteId) return null;
    const to = row.booking.passengers[0]?.email?.trim() || null;
    const base = job.linkBase ?? `https://${(await domainsOf(db, siteRow.id))[0] ?? 'localhost'}/app`;
    // An agent's traveller hears from the agency, as with flights (decision 0045); what concerns the
    // money is the agency's to hear, in the site's name (decision 0053).
    const site = mailSiteOf(siteRow, await documentBrand(db, siteRow, row.order.userId, 'mails'));
    const reseller = await resellerOf(db, siteRow.id, row.order.userId);
    const payer = reseller ? { site: siteRow as MailSite, to: reseller.email } : { site, to };
    const { departure: d } = row;
    const trip = `${d.origin} → ${d.destination}, ${d.outbound.map((l) => `${l.airlineCode}-${l.flightNumber} ${l.departAt.replace('T', ' ')}`).join(', ')}${d.returnDate ? `, return ${d.returnDate}` : ''}`;
    const travellers = row.booking.passengers
      .map((p) => `${p.title} ${p.firstName} ${p.lastName}`)
      .join(', ');
    const queue = { label: 'Your fixed departure bookings', href: `${base}/flight/fixedDepartureQueue` };
    const ticket = {
      label: 'Ticket',
      href: `${base}/flight/fixedDeparture/print/${encodeURIComponent(encodeTicketSlug(row.booking.id, d.blockPnr))}`,
    };
    return { ...row, site, to, resold: reseller !== null, payer, trip, travellers, queue, ticket };
  }

  /** A mail of the order to `to`, in the brand of `from`; none without an address. */
  const mailOf = (
    order: { siteId: string; reference: string },
    from: MailSite,
    to: string | null,
    subject: string,
    paragraphs: Paragraph[],
  ) => (to ? { siteId: order.siteId, mail: sentAs(from, composeMail(from, to, subject, paragraphs)) } : null);

  const builders: Record<string, MailBuilder> = {
    async [FD_MAIL.confirmed](job) {
      const found = await load(job);
      if (found?.booking.status !== 'confirmed') return null;
      const { site, to, order, trip, travellers, queue, ticket, departure, resold } = found;
      // An agency's traveller is told neither what the agency paid nor of its bookings page.
      return mailOf(order, site, to, `Booking confirmed ${order.reference}`, [
        { text: `Your fixed departure ${order.reference} is confirmed, PNR ${departure.blockPnr}.` },
        { text: trip },
        { text: `Travellers: ${travellers}` },
        ...(resold ? [] : [{ text: `Amount paid: ${formatMoney(order.amount, site)}` }]),
        { text: '', link: ticket },
        ...(resold ? [] : [{ text: '', link: queue }]),
      ]);
    },
    async [FD_MAIL.failed](job) {
      const found = await load(job);
      if (found?.order.status !== 'failed') return null;
      const { payer, order, trip, queue } = found;
      return mailOf(order, payer.site, payer.to, `Booking failed ${order.reference}`, [
        { text: `Your fixed departure ${order.reference} could not be booked.` },
        { text: trip },
        { text: order.failureReason ?? 'Nothing was charged.' },
        { text: '', link: queue },
      ]);
    },
    async [FD_MAIL.cancelled](job) {
      const found = await load(job);
      if (found?.booking.status !== 'cancelled') return null;
      const { payer, order, trip, queue } = found;
      return mailOf(order, payer.site, payer.to, `Booking cancelled ${order.reference}`, [
        { text: `Your fixed departure ${order.reference} is cancelled.` },
        { text: trip },
        { text: 'Any refund due under the fare’s policy is on its way back the way you paid.' },
        { text: '', link: queue },
      ]);
    },
  };
  mails.register(builders);

  return {
    /** the buyer hears how the order ended: confirmed, or failed with their money back */
    announce: (order: { id: string; siteId: string; status: string }, linkBase?: string, tx?: DbOrTx) =>
      announceEnd(mails, { completed: FD_MAIL.confirmed, failed: FD_MAIL.failed }, order, linkBase, tx),
    cancelled: (tx: DbOrTx, booking: FdBookingRow) =>
      mails.send(tx, { event: FD_MAIL.cancelled, siteId: booking.siteId, orderId: booking.orderId }),
  };
}
export type FdMails = ReturnType<typeof createFdMails>;
