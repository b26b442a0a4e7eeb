import {
  getApiConsumersCall,
  getCustomerMonthlyFlightDetailsCall,
  getCustomersCall,
  getUserByIdCall,
  pageInfo,
  searchWlUserCall,
  setFlightHoldSettingForUserCall,
  setMarkupGroupForUserCall,
  toggleBlockCall,
  toggleFlightSearchExemptionCall,
  updateDetailsCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { currentUser } from '../../platform/request-context';
import { auditBy } from '../audit/audit';
import type { CustomerService } from './customers.service';

/** The staff customers page (spec §2, §7 "Users"): staff only, always within the caller's site. */
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (
  app,
  { customers },
) => {
  app.route({
    ...routeOf(getCustomersCall),
    handler: (request) => customers.list(request.site, request.body),
  });
  app.route({
    ...routeOf(searchWlUserCall),
    handler: (request) => customers.search(request.site, request.body.searchQuery),
  });
  app.route({
    ...routeOf(getUserByIdCall),
    handler: (request) => customers.byId(request.site.id, request.body.id),
  });
  app.route({
    ...routeOf(toggleBlockCall),
    handler: (request) =>
      customers.toggleBlock(auditBy(request), request.site, request.body.customerId, request.body.isBlocked),
  });
  app.route({
    ...routeOf(setFlightHoldSettingForUserCall),
    handler: (request) =>
      customers.setFlightHold(auditBy(request), request.site, request.body.userId, request.body.isFlightHold),
  });
  app.route({
    ...routeOf(toggleFlightSearchExemptionCall),
    handler: (request) =>
      customers.setExemption(auditBy(request), request.site, request.body.customerId, request.body.exempt),
  });
  app.route({
    ...routeOf(setMarkupGroupForUserCall),
    handler: (request) =>
      customers.setMarkupGroup(auditBy(request), request.site, request.body.userId, request.body.groupId),
  });
  app.route({
    ...routeOf(updateDetailsCall),
    handler: // Changing the e-mail also needs customers.changeEmail: the service knows whether it changes.
      (request) =>
        customers.updateDetails(auditBy(request), currentUser(request), request.site, request.body),
  });
  app.route({
    ...routeOf(getCustomerMonthlyFlightDetailsCall),
    handler: (request) => customers.monthlyFlightDetails(request.site.id, request.body.userId),
  });
  app.route({
    ...routeOf(getApiConsumersCall),
    handler: // Partner sites (API consumers) arrive with the partner issue; until then the list is empty.
      (request) => ({
        success: true as const,
        data: { records: [], ...pageInfo(0, request.body.page, 1) },
      }),
  });
};
