import { getFlightSettingsCall, saveFlightSettingsCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { auditBy } from '../audit/audit';
import type { FlightSettingsService } from './flight-settings.service';

/** `/staff/flight-settings`: read with passwords masked, saved whole (permission settings.flights). */
export const flightSettingsRoutes: FastifyPluginAsyncZod<{ settings: FlightSettingsService }> = async (
  app,
  { settings },
) => {
  app.route({
    ...routeOf(getFlightSettingsCall),
    handler: async (request) => ({ success: true as const, data: await settings.get(request.site.id) }),
  });
  app.route({
    ...routeOf(saveFlightSettingsCall),
    handler: async (request) => ({
      success: true as const,
      ...(await settings.save(auditBy(request), request.site.id, request.body)),
    }),
  });
};
