import { formatMoney } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { composeMail } from '../../commerce/mail/compose-mail';
import type { MailBuilder, MailJob, MailJobs } from '../../commerce/mail/send-mail';
import { orders } from '../../commerce/orders/orders.schema';
import type { Db, DbOrTx } from '../../platform/db/client';
import { documentBrand, mailSiteOf } from '../documents/document-brand';
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
    const to = row?.booking.passengers[0]?.email?.trim();
    if (!row || !siteRow || !to || row.order.siteId !== job.siteId) return null;
    const base = job.linkBase ?? `https://${(await domainsOf(db, siteRow.id))[0] ?? 'localhost'}/app`;
    // An agent's traveller hears from the agency, as with flights (decision 0045).
    const site = {
      id: siteRow.id,
      ...mailSiteOf(siteRow, await documentBrand(db, siteRow, row.order.userId, 'mails')),
    };
    const { departure: d } = row;
    const trip = `${d.origin} → ${d.destination}, ${d.outbound.map((l) => `${l.airlineCode}-${l.flightNumber} ${l.departAt.replace('T', ' ')}`).join(', ')}${d.returnDate ? `, return ${d.returnDate}` : ''}`;
    const travellers = row.booking.passengers
      .map((p) => `${p.title} ${p.firstName} ${p.lastName}`)
      .join(', ');
    const queue = { label: 'Your fixed departure bookings', href: `${base}/flight/fixedDepartureQueue` };
    return { ...row, site, to, trip, travellers, queue };
  }

  const builders: Record<string, MailBuilder> = {
    async [FD_MAIL.confirmed](job) {
      const found = await load(job);
      if (found?.booking.status !== 'confirmed') return null;
      const { site, to, order, trip, travellers, queue, departure } = found;
      return {
        siteId: site.id,
        mail: composeMail(site, to, `Booking confirmed ${order.reference}`, [
          { text: `Your fixed departure ${order.reference} is confirmed, PNR ${departure.blockPnr}.` },
          { text: trip },
          { text: `Travellers: ${travellers}` },
          { text: `Amount paid: ${formatMoney(order.amount, site)}` },
          { text: '', link: queue },
        ]),
      };
    },
    async [FD_MAIL.failed](job) {
      const found = await load(job);
      if (found?.order.status !== 'failed') return null;
      const { site, to, order, trip, queue } = found;
      return {
        siteId: site.id,
        mail: composeMail(site, to, `Booking failed ${order.reference}`, [
          { text: `Your fixed departure ${order.reference} could not be booked.` },
          { text: trip },
          { text: order.failureReason ?? 'Nothing was charged.' },
          { text: '', link: queue },
        ]),
      };
    },
    async [FD_MAIL.cancelled](job) {
      const found = await load(job);
      if (found?.booking.status !== 'cancelled') return null;
      const { site, to, order, trip, queue } = found;
      return {
        siteId: site.id,
        mail: composeMail(site, to, `Booking cancelled ${order.reference}`, [
          { text: `Your fixed departure ${order.reference} is cancelled.` },
          { text: trip },
          { text: 'Any refund due under the fare’s policy is on its way back the way you paid.' },
          { text: '', link: queue },
        ]),
      };
    },
  };
  mails.register(builders);

  return {
    /** the buyer hears how the order ended: confirmed, or failed with their money back */
    async announce(order: { id: string; siteId: string; status: string }, linkBase?: string, tx?: DbOrTx) {
      const event =
        order.status === 'completed' ? FD_MAIL.confirmed : order.status === 'failed' ? FD_MAIL.failed : null;
      if (event)
        await mails.send(tx, {
          event,
          siteId: order.siteId,
          orderId: order.id,
          ...(linkBase ? { linkBase } : {}),
        });
    },
    cancelled: (tx: DbOrTx, booking: FdBookingRow) =>
      mails.send(tx, { event: FD_MAIL.cancelled, siteId: booking.siteId, orderId: booking.orderId }),
  };
}
export type FdMails = ReturnType<typeof createFdMails>;
