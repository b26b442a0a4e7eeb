import { getStaffDashboardPath, getStaffDashboardRequest, getStaffDashboardResponse } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../../platform/request-context';
import type { DashboardService } from './dashboard.service';

/** Staff see their own site's sales figures only: the site comes from the request, never the body. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.post(
    `/${getStaffDashboardPath}`,
    {
      config: staffOnly('dashboard.view'),
      schema: { body: getStaffDashboardRequest, response: { 200: getStaffDashboardResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.getStaffDashboard(request.site.id),
    }),
  );
};
