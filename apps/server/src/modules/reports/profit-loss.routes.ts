import { exportProfitLossCall, getProfitLossCall, PROFIT_LOSS_FILE_NAME } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { sendSheet } from '../../platform/xlsx-download';
import { createProfitLossService } from './profit-loss.service';
import { profitLossSheet } from './profit-loss-sheet';

/** Staff see their own site's profit and loss only: the site comes from the request, never the body. */
export const profitLossRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const profitLoss = createProfitLossService({ db });
  app.route({
    ...routeOf(getProfitLossCall),
    handler: async (request) => ({
      success: true as const,
      data: await profitLoss.report(request.site.id, request.body),
    }),
  });

  app.route({
    ...routeOf(exportProfitLossCall),
    handler: async (request, reply) => {
      const sheet = await profitLossSheet(await profitLoss.report(request.site.id, request.query));
      return sendSheet(reply, PROFIT_LOSS_FILE_NAME, sheet);
    },
  });
};
