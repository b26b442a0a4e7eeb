import { gstInvoiceFileName } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { MailSite } from '../../commerce/mail/compose-mail';
import { type MailBuilder, type MailJob, REFUND_PAID_MAIL } from '../../commerce/mail/send-mail';
import { paidPayment } from '../../commerce/payments/payments';
import { refunds } from '../../commerce/payments/refunds.schema';
import type { Db } from '../../platform/db/client';
import type { Mail, MailAttachment } from '../../platform/mailer';
import { documentBrand, eTicketSiteOf, mailSiteOf, resellerOf, sentAs } from '../documents/document-brand';
import { createInvoices } from '../documents/invoices.service';
import { domainsOf, findSiteById } from '../site/site.queries';
import type { SiteRow } from '../site/site.schema';
import { createBookingDetailsService } from './booking-details.service';
import type { FlightBookingRow, FlightOrderRow } from './bookings.schema';
import { cancellationMail } from './cancellation-mail';
import { findChangeRequest } from './change-requests.queries';
import { eTicketAttachment } from './e-ticket-pdf';
import { holdConfirmedMail } from './hold-mail';
import { FLIGHT_MAIL } from './order-announcements';
import { orderFailedMail } from './order-failed-mail';
import { leadAddress } from './order-mail-parts';
import { confirmationMail } from './order-mails';
import { bookingsOfOrder, findFlightOrder } from './orders.queries';
import { refundPaidMail } from './refund-paid-mail';

/**
 * The flight product's buyer mails, built when the mail job runs from the order as it is then
 * (decision 0027): each answers null when the order has moved on and there is nothing to tell.
 */
export function flightMailBuilders({ db }: { db: Db }): Record<string, MailBuilder> {
  const tickets = createBookingDetailsService({ db });
  const invoices = createInvoices({ db });

  /**
   * The order, its site as the traveller's mail's sender (an agent's traveller hears from the
   * agency, decision 0045), who hears about the money (decision 0053: the agency itself, in the
   * site's name, when it sold the trip on) and the web app's address for links; nothing when
   * either is gone.
   */
  async function load(job: MailJob) {
    const [order, siteRow] = await Promise.all([
      findFlightOrder(db, job.siteId, job.orderId),
      findSiteById(db, job.siteId),
    ]);
    if (!order || !siteRow) return null;
    const base = job.linkBase ?? `https://${(await domainsOf(db, siteRow.id))[0] ?? 'localhost'}/app`;
    const site = mailSiteOf(siteRow, await documentBrand(db, siteRow, order.userId, 'mails'));
    const reseller = await resellerOf(db, siteRow.id, order.userId);
    const payer = reseller
      ? { site: siteRow as MailSite, to: reseller.email }
      : { site, to: leadAddress(order) };
    return { order, site, siteRow, base, resold: reseller !== null, payer };
  }

  /** Each ticketed leg's e-ticket as a PDF, as a link holder sees it (no prices), in its issuer's name. */
  async function eTicketsOf(
    site: SiteRow,
    order: FlightOrderRow,
    legs: FlightBookingRow[],
  ): Promise<MailAttachment[]> {
    const files: MailAttachment[] = [];
    const issuer = eTicketSiteOf(site, await documentBrand(db, site, order.userId, 'eTickets'));
    for (const leg of legs) {
      const file = leg.status === 'ticketed' ? await eTicketAttachment(tickets, site, leg, issuer) : null;
      if (file) files.push(file);
    }
    return files;
  }

  /**
   * The order's GST invoice, issued now if it was not (the same number on every retry); none while
   * the site has no GSTIN to issue it under.
   */
  async function invoiceOf(site: SiteRow, order: FlightOrderRow): Promise<MailAttachment[]> {
    if (!site.gstin) return [];
    const invoice = await invoices.issue(site, order.id);
    return [
      {
        filename: gstInvoiceFileName(invoice.number),
        content: await invoices.pdfOf(site, invoice, order.userId),
        contentType: 'application/pdf',
      },
    ];
  }

  const built = (site: MailSite, order: FlightOrderRow, mail: Mail | null) =>
    mail ? { siteId: order.siteId, mail: sentAs(site, mail) } : null;

  return {
    async [FLIGHT_MAIL.confirmed](job) {
      const found = await load(job);
      if (found?.order.status !== 'completed') return null;
      const { order, site, siteRow, base, resold } = found;
      const legs = await bookingsOfOrder(db, order.id);
      // The invoice bills the agency at its price: a paper of its own, not its traveller's.
      const files = leadAddress(order)
        ? [...(await eTicketsOf(siteRow, order, legs)), ...(resold ? [] : await invoiceOf(siteRow, order))]
        : [];
      return built(site, order, confirmationMail(site, order, legs, base, files, resold));
    },

    async [FLIGHT_MAIL.held](job) {
      const found = await load(job);
      if (!found) return null;
      const { order, payer, base } = found;
      const legs = await bookingsOfOrder(db, order.id);
      return built(payer.site, order, holdConfirmedMail(payer.site, payer.to, order, legs, base));
    },

    async [FLIGHT_MAIL.failed](job) {
      const found = await load(job);
      if (!found) return null;
      const { order, payer, base } = found;
      const owed = await db.select().from(refunds).where(eq(refunds.orderId, order.id));
      const charged = (await paidPayment(db, order.id)) !== undefined;
      return built(payer.site, order, orderFailedMail(payer.site, payer.to, order, owed, base, charged));
    },

    async [FLIGHT_MAIL.cancelled](job) {
      const found = await load(job);
      const request = job.about ? await findChangeRequest(db, job.siteId, Number(job.about)) : undefined;
      if (!found || !request || request.booking.orderId !== found.order.id) return null;
      const { order, payer, base } = found;
      const mail = cancellationMail(payer.site, payer.to, order, request.booking, request.request, base);
      return built(payer.site, order, mail);
    },

    async [REFUND_PAID_MAIL](job) {
      const found = await load(job);
      if (!found || !job.about) return null;
      const { order, payer, base } = found;
      const [refund] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, job.about), eq(refunds.orderId, order.id)));
      return refund
        ? built(payer.site, order, refundPaidMail(payer.site, payer.to, order, refund, base))
        : null;
    },
  };
}
