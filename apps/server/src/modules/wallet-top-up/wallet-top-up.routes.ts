import {
  createTopUpCall,
  getTopUpCall,
  getTopUpFeeCall,
  getTopUpOptionsCall,
  saveTopUpFeeCall,
  TOP_UP_MSG,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentLinksOf } from '../../commerce/orders/checkout.routes';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { currentUser } from '../../platform/request-context';
import { auditBy } from '../audit/audit';
import type { WalletTopUps } from './wallet-top-up.service';

/** Online wallet top-ups (decision 0054); paying and confirming them are the core's payment calls. */
export const walletTopUpRoutes: FastifyPluginAsyncZod<{ db: Db; topUps: WalletTopUps }> = async (
  app,
  { db, topUps },
) => {
  app.route({
    ...routeOf(getTopUpOptionsCall),
    handler: async (request) => ({ success: true as const, data: await topUps.options(request.site.id) }),
  });

  app.route({
    ...routeOf(createTopUpCall),
    handler: async (request) => ({
      success: true as const,
      data: await topUps.create(currentUser(request), request.body.amount, await paymentLinksOf(db, request)),
    }),
  });

  app.route({
    ...routeOf(getTopUpCall),
    handler: async (request) => ({
      success: true as const,
      data: await topUps.receipt(currentUser(request), request.body.orderId),
    }),
  });

  app.route({
    ...routeOf(getTopUpFeeCall),
    handler: async (request) => ({ success: true as const, data: await topUps.fee(request.site.id) }),
  });

  app.route({
    ...routeOf(saveTopUpFeeCall),
    handler: async (request) => ({
      success: true as const,
      message: TOP_UP_MSG.feeSaved,
      data: await topUps.saveFee(auditBy(request), request.site.id, request.body.feeBasisPoints),
    }),
  });
};
