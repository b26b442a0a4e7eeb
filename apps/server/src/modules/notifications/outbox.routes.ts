import { getOutboxCall, OUTBOX_PAGE_SIZE, pageInfo, platformOutboxCall } from '@app/contracts';
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

type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];

/** A page of one site's mails, or every site's when no site is named. */
async function outboxPage(
  db: Db,
  siteId: string | undefined,
  page: number,
  shown: (r: OutboxRow) => OutboxRow,
) {
  const [rows, totalRecords] = await Promise.all([
    listOutbox(db, siteId, OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE),
    countOutbox(db, siteId),
  ]);
  return {
    success: true as const,
    data: {
      records: rows.map(shown),
      ...pageInfo(totalRecords, page, OUTBOX_PAGE_SIZE),
    },
  };
}

const whole = (r: OutboxRow) => r;
const masked = (r: OutboxRow) => ({ ...r, text: maskLinks(r.text), html: r.html && maskLinks(r.html) });

/**
 * Staff read the site's sent mail: the only copy when no SMTP server is configured. The platform's
 * admins read every site's, links whole: a new site's owner's first link waits there (decision 0055).
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(getOutboxCall),
    handler: async (request) =>
      outboxPage(db, request.site.id, request.query.page, currentUser(request).isSuperAdmin ? whole : masked),
  });

  app.route({
    ...routeOf(platformOutboxCall),
    handler: async (request) => outboxPage(db, request.query.siteId, request.query.page, whole),
  });
};
