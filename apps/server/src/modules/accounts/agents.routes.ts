import { createDetailPendingCustomerForDmcCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { appLinkBase } from '../../platform/link-base';
import { currentUser } from '../../platform/request-context';
import { auditBy } from '../audit/audit';
import type { createAgentService } from './agents.service';

export const agentsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  agents: ReturnType<typeof createAgentService>;
}> = async (app, { db, agents }) => {
  app.route({
    ...routeOf(createDetailPendingCustomerForDmcCall),
    config: { ...routeOf(createDetailPendingCustomerForDmcCall).config, fieldErrors: 'shortError' as const },
    handler: async (request) =>
      agents.createAgent(
        auditBy(request),
        request.site,
        currentUser(request),
        request.body,
        await appLinkBase(db, request),
      ),
  });
};
