import { and, eq } from 'drizzle-orm';
import { type MailBuilder, type MailJob, REFUND_PAID_MAIL } from '../../commerce/mail/send-mail';
import { paidPayment } from '../../commerce/payments/payments';
import { refunds } from '../../commerce/payments/refunds.schema';
import type { Db } from '../../platform/db/client';
import type { Mail, MailAttachment } from '../../platform/mailer';
import { domainsOf, findSiteById } from '../site/site.queries';
import type { SiteRow } from '../site/site.schema';
import { createBookingDetailsService } from './booking-details.service';
import type { FlightBookingRow, FlightOrderRow } from './bookings.schema';
import { cancellationMail } from './cancellation-mail';
import { findChangeRequest } from './change-requests.queries';
import { renderETicketPdf } from './e-ticket-pdf';
import { holdConfirmedMail } from './hold-mail';
import { FLIGHT_MAIL } from './order-announcements';
import { orderFailedMail } from './order-failed-mail';
import { leadAddress, ticketSlugOf } from './order-mail-parts';
import { confirmationMail } from './order-mails';
import { bookingsOfOrder, findFlightOrder } from './orders.queries';
import { refundPaidMail } from './refund-paid-mail';

/**
 * The flight product's buyer mails, built when the mail job runs from the order as it is then
 * (decision 0027): each answers null when the order has moved on and there is nothing to tell.
 */
export function flightMailBuilders({ db }: { db: Db }): Record<string, MailBuilder> {
  const tickets = createBookingDetailsService({ db });

  /** The order and its site, and the web app's address for links; nothing when either is gone. */
  async function load(job: MailJob) {
    const [order, site] = await Promise.all([
      findFlightOrder(db, job.siteId, job.orderId),
      findSiteById(db, job.siteId),
    ]);
    if (!order || !site) return null;
    const base = job.linkBase ?? `https://${(await domainsOf(db, site.id))[0] ?? 'localhost'}/app`;
    return { order, site, base };
  }

  /** Each ticketed leg's e-ticket as a PDF, as a link holder sees it (no prices). */
  async function eTicketsOf(site: SiteRow, legs: FlightBookingRow[]): Promise<MailAttachment[]> {
    const files: MailAttachment[] = [];
    for (const leg of legs) {
      const slug = ticketSlugOf(leg);
      if (leg.status !== 'ticketed' || !slug) continue;
      const ticket = await tickets.ticketDetail(site, null, slug);
      files.push({
        filename: `e-ticket-${leg.pnr}.pdf`,
        content: await renderETicketPdf(ticket, site),
        contentType: 'application/pdf',
      });
    }
    return files;
  }

  const built = (order: FlightOrderRow, mail: Mail | null) => (mail ? { siteId: order.siteId, mail } : null);

  return {
    async [FLIGHT_MAIL.confirmed](job) {
      const found = await load(job);
      if (found?.order.status !== 'completed') return null;
      const { order, site, base } = found;
      const legs = await bookingsOfOrder(db, order.id);
      const eTickets = leadAddress(order) ? await eTicketsOf(site, legs) : [];
      return built(order, confirmationMail(site, order, legs, base, eTickets));
    },

    async [FLIGHT_MAIL.held](job) {
      const found = await load(job);
      if (!found) return null;
      const { order, site, base } = found;
      return built(order, holdConfirmedMail(site, order, await bookingsOfOrder(db, order.id), base));
    },

    async [FLIGHT_MAIL.failed](job) {
      const found = await load(job);
      if (!found) return null;
      const { order, site, base } = found;
      const owed = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
      const charged = (await paidPayment(db, order.id)) !== undefined;
      return built(order, orderFailedMail(site, order, owed, base, charged));
    },

    async [FLIGHT_MAIL.cancelled](job) {
      const found = await load(job);
      const request = job.about ? await findChangeRequest(db, job.siteId, Number(job.about)) : undefined;
      if (!found || !request || request.booking.orderId !== found.order.id) return null;
      const { order, site, base } = found;
      return built(order, cancellationMail(site, order, request.booking, request.request, base));
    },

    async [REFUND_PAID_MAIL](job) {
      const found = await load(job);
      if (!found || !job.about) return null;
      const { order, site, base } = found;
      const [refund] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, job.about), eq(refunds.orderId, order.id)));
      return refund ? built(order, refundPaidMail(site, order, refund, base)) : null;
    },
  };
}
