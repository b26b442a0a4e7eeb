import {
  getCreditLimitsCall,
  getCreditSettingsCall,
  saveCreditSettingsCall,
  setCreditLimitCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { currentUser } from '../../platform/request-context';
import { auditBy } from '../audit/audit';
import type { CreditLimitService } from './credit-limits.service';

/** Staff's agency credit limits and the site's credit switch (decision 0047). */
export const creditLimitRoutes: FastifyPluginAsyncZod<{ credit: CreditLimitService }> = async (
  app,
  { credit },
) => {
  app.route({
    ...routeOf(getCreditLimitsCall),
    handler: async (request) => ({
      success: true as const,
      data: await credit.limits(request.site.id, request.body.userId),
    }),
  });

  app.route({
    ...routeOf(setCreditLimitCall),
    handler: async (request) => {
      const { message, data } = await credit.setLimit(
        auditBy(request),
        currentUser(request),
        request.site.id,
        request.body,
      );
      return { success: true as const, message, data };
    },
  });

  app.route({
    ...routeOf(getCreditSettingsCall),
    handler: async (request) => ({ success: true as const, data: await credit.settings(request.site.id) }),
  });

  app.route({
    ...routeOf(saveCreditSettingsCall),
    handler: async (request) => {
      const { message, data } = await credit.saveSettings(auditBy(request), request.site.id, request.body);
      return { success: true as const, message, data };
    },
  });
};
