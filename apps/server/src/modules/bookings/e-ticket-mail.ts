import { BOOKING_DETAILS_MSG, sendEmailRequest, sendEmailResponse } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Cache } from '../../platform/cache';
import { forbidden, tooManyRequests } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import { currentUser } from '../../platform/request-context';

/** The site's mail server sends what users write here: a ceiling keeps it from becoming a spam relay. */
const MAILS_PER_HOUR = 20;
const TOO_MANY_MAILS = `You can send at most ${MAILS_PER_HOUR} e-mails an hour. Please try again later.`;

/**
 * POST notifications/sendEmailForWl (spec §7): the e-ticket's Email action. The body names its
 * site, as the partner service expects; a site may only send as itself.
 */
export const eTicketMailRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; cache: Cache }> = async (
  app,
  { mailer, cache },
) => {
  app.post(
    '/notifications/sendEmailForWl',
    {
      config: { access: 'user' },
      schema: { body: sendEmailRequest, response: { 200: sendEmailResponse } },
    },
    async (request) => {
      const { siteId, to, subject, text, html } = request.body;
      if (siteId !== request.site.id) throw forbidden(BOOKING_DETAILS_MSG.siteMismatch);
      const sent = await cache.incr(`mail:e-ticket:${siteId}:${currentUser(request).id}`, 3600);
      if (sent > MAILS_PER_HOUR) throw tooManyRequests(TOO_MANY_MAILS);
      await mailer.send(siteId, { to, subject, text, html: html || undefined });
      return { success: true as const, message: BOOKING_DETAILS_MSG.emailSent };
    },
  );
};
