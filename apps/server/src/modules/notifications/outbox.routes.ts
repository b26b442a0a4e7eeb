import { integerField } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { countOutbox, listOutbox } from '../../platform/mailer';

const PAGE_SIZE = 20;

/** Staff read the site's sent mail: the only copy when no SMTP server is configured. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/notifications/getOutbox',
    {
      config: { access: 'staff' },
      schema: {
        querystring: z.object({ page: integerField().pipe(z.number().min(1).max(10_000)).default(1) }),
      },
    },
    async (request) => {
      const { page } = request.query;
      const [records, totalRecords] = await Promise.all([
        listOutbox(db, request.site.id, PAGE_SIZE, (page - 1) * PAGE_SIZE),
        countOutbox(db, request.site.id),
      ]);
      return {
        success: true as const,
        data: {
          records,
          totalRecords,
          totalPages: Math.max(1, Math.ceil(totalRecords / PAGE_SIZE)),
          currentPage: page,
        },
      };
    },
  );
};
