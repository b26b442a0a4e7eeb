import { BOOKING_DETAILS_MSG, sendEmailForWlCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { appLinkBase } from '../../platform/link-base';
import { currentUser } from '../../platform/request-context';
import type { ETicketMails } from './e-ticket-mail.service';

/**
 * POST notifications/sendEmailForWl (spec §7): the e-ticket's Email action. The body names its
 * site, as the partner service expects, and the booking whose e-ticket it carries. The mail is
 * queued; the answer is the spec's all the same.
 */
export const eTicketMailRoutes: FastifyPluginAsyncZod<{ db: Db; mails: ETicketMails }> = async (
  app,
  { db, mails },
) => {
  app.route({
    ...routeOf(sendEmailForWlCall),
    handler: async (request) => {
      await mails.send(request.site, currentUser(request), request.body, await appLinkBase(db, request));
      return { success: true as const, message: BOOKING_DETAILS_MSG.emailSent };
    },
  });
};
