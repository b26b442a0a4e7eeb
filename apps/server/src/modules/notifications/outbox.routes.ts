import { getOutboxCall, OUTBOX_PAGE_SIZE } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { currentUser } from '../../platform/request-context';
import { countOutbox, listOutbox } from './outbox.queries';

/**
 * One-time links in mails would let whoever reads them act as the addressee. Only super admins see
 * them whole; other staff see the mail with the link's secret masked.
 */
const SECRET_IN_LINK = /\b(token|sessionId)=[A-Za-z0-9_-]+/g;
export const maskLinks = (text: string) => text.replace(SECRET_IN_LINK, '$1=••••••');

/** Staff read the site's sent mail: the only copy when no SMTP server is configured. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(getOutboxCall),
    handler: async (request) => {
      const { page } = request.query;
      const [rows, totalRecords] = await Promise.all([
        listOutbox(db, request.site.id, OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE),
        countOutbox(db, request.site.id),
      ]);
      const records = currentUser(request).isSuperAdmin
        ? rows
        : rows.map((r) => ({ ...r, text: maskLinks(r.text), html: r.html && maskLinks(r.html) }));
      return {
        success: true as const,
        data: {
          records,
          totalRecords,
          totalPages: Math.max(1, Math.ceil(totalRecords / OUTBOX_PAGE_SIZE)),
          currentPage: page,
        },
      };
    },
  });
};
