import { getStaffDashboardCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { DashboardService } from './dashboard.service';

/** Staff see their own site's sales figures only: the site comes from the request, never the body. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.route({
    ...routeOf(getStaffDashboardCall),
    handler: async (request) => ({
      success: true as const,
      data: await dashboard.getStaffDashboard(request.site.id),
    }),
  });
};
