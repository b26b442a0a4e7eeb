import { BOOKING_DETAILS_MSG, type SendEmailRequest } from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { forbidden, tooManyRequests } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import type { RateLimits } from '../../platform/rate-limits';
import type { UserRow } from '../accounts/accounts.schema';
import type { SiteRow } from '../site/site.schema';
import { ownedBooking } from './booking-details.service';
import { type MailOrigin, ticketMailBody } from './e-ticket-mail-html';

type Deps = { db: Db; mailer: Mailer; rateLimits: RateLimits; perAccountPerHour: number };

const HOUR = 3600;

/**
 * The e-ticket's Email action. The site's mail server sends what the caller wrote, so it must not
 * become a relay: the mail belongs to a ticket the caller may see (its owner or the site's staff),
 * its HTML is cut down to an e-ticket's, it names the sending account, and each account sends a
 * limited number an hour.
 */
export function createETicketMailService({ db, mailer, rateLimits, perAccountPerHour }: Deps) {
  return {
    async send(site: SiteRow, user: UserRow, request: SendEmailRequest, origin: MailOrigin) {
      if (request.siteId !== site.id) throw forbidden(BOOKING_DETAILS_MSG.siteMismatch);
      await ownedBooking(db, site.id, user, request.bookingId);
      // Counted before sending, atomically: racing requests cannot slip past the limit together.
      const sent = await rateLimits.hit(`mail:e-ticket:${user.id}`, HOUR);
      if (sent > perAccountPerHour) throw tooManyRequests(BOOKING_DETAILS_MSG.tooManyEmails);
      const sender = {
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        email: user.email,
        siteName: site.companyName,
      };
      const body = ticketMailBody({ text: request.text, html: request.html }, sender, origin);
      await mailer.send(site.id, { to: request.to, subject: request.subject, ...body });
    },
  };
}
export type ETicketMailService = ReturnType<typeof createETicketMailService>;
