import { getReferralReportCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { createReferralReportService } from './referral-report.service';

/** Staff see their own site's referrals only: the site comes from the request, never the body. */
export const referralReportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const referrals = createReferralReportService({ db });
  app.route({
    ...routeOf(getReferralReportCall),
    handler: async (request) => ({
      success: true as const,
      data: await referrals.report(request.site.id, request.body),
    }),
  });
};
