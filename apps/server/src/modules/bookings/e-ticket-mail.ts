import { BOOKING_DETAILS_MSG, sendEmailForWlCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { appLinkBase } from '../../platform/link-base';
import { currentUser } from '../../platform/request-context';
import { domainsOf } from '../site/site.queries';
import type { ETicketMailService } from './e-ticket-mail.service';

/**
 * POST notifications/sendEmailForWl (spec §7): the e-ticket's Email action. The body names its
 * site, as the partner service expects, and the booking whose e-ticket it carries.
 */
export const eTicketMailRoutes: FastifyPluginAsyncZod<{ db: Db; mails: ETicketMailService }> = async (
  app,
  { db, mails },
) => {
  app.route({
    ...routeOf(sendEmailForWlCall),
    handler: async (request) => {
      // Images and links in the mail may point at this site only.
      const origin = {
        base: await appLinkBase(db, request),
        hosts: await domainsOf(db, request.site.id),
      };
      await mails.send(request.site, currentUser(request), request.body, origin);
      return { success: true as const, message: BOOKING_DETAILS_MSG.emailSent };
    },
  });
};
