import { randomUUID } from 'node:crypto';
import { BOOKING_DETAILS_MSG, type SendEmail } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind, JobQueue } from '../../commerce/jobs/job-queue';
import type { Db } from '../../platform/db/client';
import { conflict, forbidden } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import type { UserRow } from '../accounts/accounts.schema';
import { documentBrand, eTicketSiteOf, mailSiteOf, sentAs } from '../documents/document-brand';
import { findSiteById } from '../site/site.queries';
import type { SiteRow } from '../site/site.schema';
import { findSiteBooking } from './booking-details.queries';
import { createBookingDetailsService, ownedBooking } from './booking-details.service';
import type { ETicketMailLimiter } from './e-ticket-mail-limits';
import { eTicketAttachment } from './e-ticket-pdf';
import { ticketSlugOf } from './order-mail-parts';
import { findFlightOrder } from './orders.queries';
import { sharedTicketMail, type TicketShare } from './shared-ticket-mail';

/** One e-ticket mail asked for: `id` keys its job and its outbox row, so it goes out once. */
type ETicketMailJob = TicketShare & { id: string; siteId: string; bookingId: string };

type Deps = {
  db: Db;
  mailer: Mailer;
  jobs: () => JobQueue;
  limits: ETicketMailLimiter;
  log: FastifyBaseLogger;
};

/**
 * The e-ticket's Email action (decision 0051). It is no relay: the caller may mail only a ticket
 * they may see (its owner, or the site's staff), the server writes the mail (its subject, words and
 * the ticket as a PDF) and the caller adds only an address and a short plain note; every mail is
 * counted against the booking, the address, the account and the site before it is queued. It goes
 * out as a durable job, built from the booking as it is then.
 */
export function createETicketMails({ db, mailer, jobs, limits, log }: Deps) {
  const tickets = createBookingDetailsService({ db });

  async function build(job: ETicketMailJob) {
    const site = await findSiteById(db, job.siteId);
    const leg = site && (await findSiteBooking(db, site.id, job.bookingId));
    const order = leg && (await findFlightOrder(db, job.siteId, leg.orderId));
    const slug = leg && ticketSlugOf(leg);
    // The booking has gone or lost its PNR since: there is no ticket to send.
    if (!site || !leg || !order || !slug) return null;
    const issuer = eTicketSiteOf(site, await documentBrand(db, site, order.userId, 'eTickets'));
    const pdf = await eTicketAttachment(tickets, site, leg, issuer);
    if (!pdf) return null;
    const brand = await documentBrand(db, site, order.userId, 'mails');
    const sender = mailSiteOf(site, brand);
    // An agency's traveller knows the agency, whoever at the agency or the site sends it (decision 0053).
    const share =
      brand.issuer === 'agency' ? { ...job, sender: { name: brand.name, email: brand.email } } : job;
    return sentAs(sender, sharedTicketMail(sender, order, leg, slug, share, pdf));
  }

  const kind: JobKind<ETicketMailJob> = {
    name: 'e-ticket-mail',
    // From a minute doubling: about four hours of a mail server being down, as buyer mails.
    retryLimit: 8,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    async handler(job) {
      const key = `e-ticket-mail:${job.id}`;
      if (await mailer.wasSent(key)) return;
      const mail = await build(job);
      if (mail) await mailer.sendOnce(job.siteId, key, mail);
    },
    // The sender can send it again; staff see a mail server's refusal in the outbox.
    async exhausted(job, error) {
      log.error(
        { err: error, mailId: job.id, bookingId: job.bookingId },
        'e-ticket mail not sent after every retry',
      );
    },
  };

  return {
    kind,
    /** Checks and counts the mail and queues it; `base` is the web app's address for the ticket's link. */
    async send(site: SiteRow, user: UserRow, request: SendEmail, base: string) {
      if (request.siteId !== site.id) throw forbidden(BOOKING_DETAILS_MSG.siteMismatch);
      const leg = await ownedBooking(db, site.id, user, request.bookingId);
      if (!ticketSlugOf(leg)) throw conflict(BOOKING_DETAILS_MSG.noTicketYet);
      await limits.count({ siteId: site.id, bookingId: leg.id, to: request.to, userId: user.id });
      const id = randomUUID();
      const job: ETicketMailJob = {
        id,
        siteId: site.id,
        bookingId: leg.id,
        to: request.to,
        note: request.text,
        sender: { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email },
        base,
      };
      await jobs().send(kind, job, { key: id });
    },
  };
}
export type ETicketMails = ReturnType<typeof createETicketMails>;
