import {
  changeRequestCall,
  getCancellationChargeCall,
  getChangeRequestsCall,
  getCRStatusCall,
  reviewChangeRequestCall,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { currentUser } from '../../platform/request-context';
import type { ChangeRequestReviews } from './change-request-reviews';
import type { Caller, ChangeRequestService } from './change-requests.service';

const callerOf = (request: FastifyRequest): Caller => ({
  siteId: request.site.id,
  user: currentUser(request),
  endUserIp: request.ip,
});

/**
 * Refund, partial refund and reissue of ticketed bookings (spec §4, §5, §7), their queue, and staff
 * review of cancellations on sites that ask for it (decision 0056).
 */
export const changeRequestRoutes: FastifyPluginAsyncZod<{
  changes: ChangeRequestService;
  reviews: ChangeRequestReviews;
}> = async (app, { changes, reviews }) => {
  app.route({
    ...routeOf(getCancellationChargeCall),
    handler: async (request) => ({
      success: true as const,
      data: await changes.cancellationCharge(callerOf(request), request.body.bookingId),
    }),
  });
  app.route({
    ...routeOf(changeRequestCall),
    handler: async (request) => ({
      success: true as const,
      data: await changes.raise(callerOf(request), request.body),
    }),
  });
  app.route({
    ...routeOf(reviewChangeRequestCall),
    handler: async (request) => ({
      success: true as const,
      ...(await reviews.review(callerOf(request), request.body)),
    }),
  });
  app.route({
    ...routeOf(getCRStatusCall),
    handler: async (request) => ({
      success: true as const,
      data: await changes.refreshStatus(callerOf(request), request.body.changeRequestId),
    }),
  });
  app.route({
    ...routeOf(getChangeRequestsCall),
    handler: async (request) => ({
      success: true as const,
      data: await changes.list(callerOf(request), request.body.page),
    }),
  });
};
