import { panListCall, panVerifyCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { currentUser } from '../../platform/request-context';
import type { Sessions } from '../../platform/sessions';
import { auditBy } from '../audit/audit';
import { createPanVerificationService } from './pan-verification.service';

/** Transactions → Verify PAN card: the site comes from the request, never the body. */
export const panVerificationRoutes: FastifyPluginAsyncZod<{ db: Db; sessions: Sessions }> = async (
  app,
  { db, sessions },
) => {
  const pans = createPanVerificationService({ db, sessions });
  app.route({
    ...routeOf(panListCall),
    handler: async (request) => ({
      success: true as const,
      data: await pans.list(request.site.id, request.body),
    }),
  });
  app.route({
    ...routeOf(panVerifyCall),
    handler: (request) => pans.verify(auditBy(request), currentUser(request), request.site.id, request.body),
  });
};
