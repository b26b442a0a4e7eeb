import { BOOKING_DETAILS_MSG, sendEmailRequest, sendEmailResponse } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';

/**
 * POST notifications/sendEmailForWl (spec §7): the e-ticket's Email action. The body names its
 * site, as the partner service expects; a site may only send as itself.
 */
export const eTicketMailRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.post(
    '/notifications/sendEmailForWl',
    {
      config: { access: 'user' },
      schema: { body: sendEmailRequest, response: { 200: sendEmailResponse } },
    },
    async (request) => {
      const { siteId, to, subject, text, html } = request.body;
      if (siteId !== request.site.id) throw forbidden(BOOKING_DETAILS_MSG.siteMismatch);
      await mailer.send(siteId, { to, subject, text, html: html || undefined });
      return { success: true as const, message: BOOKING_DETAILS_MSG.emailSent };
    },
  );
};
