import { createAgentPath, createAgentRequest, createAgentResponse } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/client';
import { appLinkBase } from '../../platform/link-base';
import { currentUser, staffOnly } from '../../platform/request-context';
import type { createAgentService } from './agents.service';

export const agentsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  agents: ReturnType<typeof createAgentService>;
}> = async (app, { db, agents }) => {
  app.post(
    `/${createAgentPath}`,
    {
      config: { ...staffOnly('customers.createAgent'), fieldErrors: 'shortError' },
      schema: { body: createAgentRequest, response: { 200: createAgentResponse } },
    },
    async (request) =>
      agents.createAgent(request.site, currentUser(request), request.body, await appLinkBase(db, request)),
  );
};
