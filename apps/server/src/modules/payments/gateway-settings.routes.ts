import {
  GATEWAY_MSG,
  gatewaySettingsCall,
  getCardGatewayDetailsCall,
  saveGatewaySettingsCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { auditBy } from '../audit/audit';
import type { GatewaySettingsService } from './gateway-settings.service';

/** The site's payment-gateway settings (staff) and the buyer's view of its card gateway (decision 0043). */
export const gatewaySettingsRoutes: FastifyPluginAsyncZod<{ settings: GatewaySettingsService }> = async (
  app,
  { settings },
) => {
  app.route({
    ...routeOf(gatewaySettingsCall),
    handler: async (request) => ({ success: true as const, data: await settings.get(request.site.id) }),
  });

  app.route({
    ...routeOf(saveGatewaySettingsCall),
    handler: async (request) => ({
      success: true as const,
      data: await settings.save(auditBy(request), request.site.id, request.body),
      message: GATEWAY_MSG.saved,
    }),
  });

  app.route({
    ...routeOf(getCardGatewayDetailsCall),
    handler: async (request) => ({
      success: true as const,
      data: await settings.cardDetails(request.site.id),
    }),
  });
};
