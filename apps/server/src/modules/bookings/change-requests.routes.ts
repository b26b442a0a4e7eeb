import {
  CHANGE_REQUEST_PATHS,
  changeRequestRequest,
  changeRequestResponse,
  getCancellationChargeRequest,
  getCancellationChargeResponse,
  getChangeRequestStatusRequest,
  getChangeRequestStatusResponse,
  getChangeRequestsRequest,
  getChangeRequestsResponse,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/request-context';
import type { Caller, ChangeRequestService } from './change-requests.service';

const callerOf = (request: FastifyRequest): Caller => ({
  siteId: request.site.id,
  user: currentUser(request),
  endUserIp: request.ip,
});

/** Refund, partial refund and reissue of ticketed bookings (spec §4, §5, §7), and their queue. */
export const changeRequestRoutes: FastifyPluginAsyncZod<{ changes: ChangeRequestService }> = async (
  app,
  { changes },
) => {
  app.post(
    `/${CHANGE_REQUEST_PATHS.cancellationCharge}`,
    {
      config: { access: 'user' },
      schema: { body: getCancellationChargeRequest, response: { 200: getCancellationChargeResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await changes.cancellationCharge(callerOf(request), request.body.bookingId),
    }),
  );
  app.post(
    `/${CHANGE_REQUEST_PATHS.raise}`,
    {
      config: { access: 'user', permission: 'tickets.changeRequest' },
      schema: { body: changeRequestRequest, response: { 200: changeRequestResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await changes.raise(callerOf(request), request.body),
    }),
  );
  app.post(
    `/${CHANGE_REQUEST_PATHS.status}`,
    {
      config: { access: 'user' },
      schema: { body: getChangeRequestStatusRequest, response: { 200: getChangeRequestStatusResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await changes.refreshStatus(callerOf(request), request.body.changeRequestId),
    }),
  );
  app.post(
    `/${CHANGE_REQUEST_PATHS.queue}`,
    {
      config: { access: 'user' },
      schema: { body: getChangeRequestsRequest, response: { 200: getChangeRequestsResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await changes.list(callerOf(request), request.body.page),
    }),
  );
};
