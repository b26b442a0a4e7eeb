import {
  AUDIT_FILE_NAME,
  AUDIT_PAGE_SIZE,
  auditEntriesCall,
  exportAuditCall,
  pageInfo,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { sendWorkbook } from '../../platform/xlsx-download';
import { siteLocaleOf } from '../site/site-days';
import { auditBatches, auditEntryOf, auditPage } from './audit.queries';
import { writeAuditSheet } from './audit-sheet';

/** The audit log, read only: there is no call that writes, changes or removes an entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(auditEntriesCall),
    handler: async (request) => {
      const { rows, total } = await auditPage(db, request.site.id, request.body, AUDIT_PAGE_SIZE);
      return {
        success: true as const,
        data: {
          records: rows.map(auditEntryOf),
          ...pageInfo(total, request.body.page, AUDIT_PAGE_SIZE),
        },
      };
    },
  });

  app.route({
    ...routeOf(exportAuditCall),
    handler: async (request, reply) => {
      const siteId = request.site.id;
      const locale = await siteLocaleOf(db, siteId);
      return sendWorkbook(request, reply, AUDIT_FILE_NAME, (out) =>
        writeAuditSheet(out, auditBatches(db, siteId, request.query), locale),
      );
    },
  });
};
