import {
  customerActionResponse,
  getApiConsumersPath,
  getApiConsumersRequest,
  getApiConsumersResponse,
  getCustomersPath,
  getCustomersRequest,
  getCustomersResponse,
  getUserByIdPath,
  getUserByIdRequest,
  monthlyFlightDetailsPath,
  monthlyFlightDetailsRequest,
  monthlyFlightDetailsResponse,
  searchWlUserPath,
  searchWlUserRequest,
  searchWlUserResponse,
  setFlightHoldPath,
  setFlightHoldRequest,
  setMarkupGroupPath,
  setMarkupGroupRequest,
  toggleBlockPath,
  toggleBlockRequest,
  toggleExemptionPath,
  toggleExemptionRequest,
  updateDetailsPath,
  updateDetailsRequest,
  updateDetailsResponse,
  userDataResponse,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, staffOnly } from '../../platform/request-context';
import type { CustomerService } from './customers.service';

/** The staff customers page (spec §2, §7 "Users"): staff only, always within the caller's site. */
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (
  app,
  { customers },
) => {
  const answersRow = { 200: customerActionResponse };

  app.post(
    `/${getCustomersPath}`,
    {
      config: staffOnly('customers.view'),
      schema: { body: getCustomersRequest, response: { 200: getCustomersResponse } },
    },
    (request) => customers.list(request.site, request.body),
  );
  app.post(
    `/${searchWlUserPath}`,
    {
      config: staffOnly('customers.view'),
      schema: { body: searchWlUserRequest, response: { 200: searchWlUserResponse } },
    },
    (request) => customers.search(request.site, request.body.searchQuery),
  );
  app.post(
    `/${getUserByIdPath}`,
    {
      config: staffOnly('customers.view'),
      schema: { body: getUserByIdRequest, response: { 200: userDataResponse } },
    },
    (request) => customers.byId(request.site.id, request.body.id),
  );
  app.post(
    `/${toggleBlockPath}`,
    { config: staffOnly('customers.block'), schema: { body: toggleBlockRequest, response: answersRow } },
    (request) => customers.toggleBlock(request.site, request.body.customerId, request.body.isBlocked),
  );
  app.post(
    `/${setFlightHoldPath}`,
    {
      config: staffOnly('customers.flightSettings'),
      schema: { body: setFlightHoldRequest, response: answersRow },
    },
    (request) => customers.setFlightHold(request.site, request.body.userId, request.body.isFlightHold),
  );
  app.post(
    `/${toggleExemptionPath}`,
    {
      config: staffOnly('customers.flightSettings'),
      schema: { body: toggleExemptionRequest, response: answersRow },
    },
    (request) => customers.setExemption(request.site, request.body.customerId, request.body.exempt),
  );
  app.post(
    `/${setMarkupGroupPath}`,
    { config: staffOnly('customers.edit'), schema: { body: setMarkupGroupRequest, response: answersRow } },
    (request) => customers.setMarkupGroup(request.site, request.body.userId, request.body.groupId),
  );
  app.post(
    `/${updateDetailsPath}`,
    {
      config: staffOnly('customers.edit'),
      schema: { body: updateDetailsRequest, response: { 200: updateDetailsResponse } },
    },
    // Changing the e-mail also needs customers.changeEmail: the service knows whether it changes.
    (request) => customers.updateDetails(currentUser(request), request.site, request.body),
  );
  app.post(
    `/${monthlyFlightDetailsPath}`,
    {
      config: staffOnly('customers.view'),
      schema: { body: monthlyFlightDetailsRequest, response: { 200: monthlyFlightDetailsResponse } },
    },
    (request) => customers.monthlyFlightDetails(request.site.id, request.body.userId),
  );
  app.post(
    `/${getApiConsumersPath}`,
    {
      config: staffOnly('customers.view'),
      schema: { body: getApiConsumersRequest, response: { 200: getApiConsumersResponse } },
    },
    // Partner sites (API consumers) arrive with the partner issue; until then the list is empty.
    (request) => ({
      success: true as const,
      data: { records: [], totalRecords: 0, totalPages: 0, currentPage: request.body.page },
    }),
  );
};
