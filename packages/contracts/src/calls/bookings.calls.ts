import {
  bookingDetailsRequest,
  bookingDetailsResponse,
  ticketDetailRequest,
  ticketDetailResponse,
  updateBookingDetailsRequest,
  updateBookingDetailsResponse,
} from '../bookings/booking-details';
import { getTicketsRequest } from '../bookings/booking-list';
import { reviewChangeRequestRequest, reviewChangeRequestResponse } from '../bookings/cancellation-review';
import { changeRequestRequest, changeRequestResponse } from '../bookings/change-request';
import {
  getCancellationChargeRequest,
  getCancellationChargeResponse,
  getChangeRequestStatusRequest,
  getChangeRequestStatusResponse,
  getChangeRequestsRequest,
  getChangeRequestsResponse,
} from '../bookings/change-request-status';
import {
  flightDetailsResponse,
  orderIdRequest,
  orderOutcomeResponse,
  setFlightDetailsRequest,
  setFlightDetailsResponse,
  ticketHeldOrderRequest,
  ticketHeldOrderResponse,
} from '../bookings/orders';
import {
  getBookedFlightsRequest,
  getBookedFlightsResponse,
  getTicketsResponse,
  releaseFlightRequest,
  releaseFlightResponse,
} from '../bookings/ticket-list';
import { defineCall } from './define-call';

export const getCancellationChargeCall = defineCall({
  method: 'POST',
  path: 'api/getCC',
  request: getCancellationChargeRequest,
  response: getCancellationChargeResponse,
  access: 'user',
  module: 'flights',
  flightBase: true,
});

export const changeRequestCall = defineCall({
  method: 'POST',
  path: 'api/changeRequest',
  request: changeRequestRequest,
  response: changeRequestResponse,
  access: 'user',
  permission: 'tickets.changeRequest',
  module: 'flights',
  flightBase: true,
});

/** Staff approve a customer's cancellation waiting for review (it goes to the airline) or reject it. */
export const reviewChangeRequestCall = defineCall({
  method: 'POST',
  path: 'api/reviewChangeRequest',
  request: reviewChangeRequestRequest,
  response: reviewChangeRequestResponse,
  access: 'staff',
  permission: 'changeRequests.review',
  module: 'flights',
  flightBase: true,
});

export const getCRStatusCall = defineCall({
  method: 'POST',
  path: 'api/getCRStatus',
  request: getChangeRequestStatusRequest,
  response: getChangeRequestStatusResponse,
  access: 'user',
  module: 'flights',
  flightBase: true,
});

export const getChangeRequestsCall = defineCall({
  method: 'POST',
  path: 'api/getChangeRequests',
  request: getChangeRequestsRequest,
  response: getChangeRequestsResponse,
  access: 'user',
  module: 'flights',
  flightBase: true,
});

export const getTicketDetailCall = defineCall({
  method: 'POST',
  path: 'api/ticketDetail/getTicketDetail',
  request: ticketDetailRequest,
  response: ticketDetailResponse,
  access: 'optional',
  module: 'flights',
  flightBase: true,
});

export const getBookingDetailsCall = defineCall({
  method: 'POST',
  path: 'api/getBookingDetails',
  request: bookingDetailsRequest,
  response: bookingDetailsResponse,
  access: 'user',
  module: 'flights',
  flightBase: true,
});

export const updateBookingDetailsCall = defineCall({
  method: 'POST',
  path: 'api/updateBookingDetails',
  request: updateBookingDetailsRequest,
  response: updateBookingDetailsResponse,
  access: 'user',
  module: 'flights',
  flightBase: true,
});

export const setFlightDetailsCall = defineCall({
  method: 'POST',
  path: 'api/setFlightDetails',
  request: setFlightDetailsRequest,
  response: setFlightDetailsResponse,
  access: 'user',
  permission: 'flights.book',
  module: 'flights',
  flightBase: true,
});

export const orderSuccessCallbackCall = defineCall({
  method: 'POST',
  path: 'api/payments/orderSuccessCallback',
  request: orderIdRequest,
  response: orderOutcomeResponse,
  access: 'user',
  module: 'flights',
  flightBase: true,
});

export const getFlightDetailsCall = defineCall({
  method: 'POST',
  path: 'api/getFlightDetails',
  request: orderIdRequest,
  response: flightDetailsResponse,
  access: 'user',
  module: 'flights',
  flightBase: true,
});

export const ticketHeldOrderCall = defineCall({
  method: 'POST',
  path: 'api/ticketHeldOrder',
  request: ticketHeldOrderRequest,
  response: ticketHeldOrderResponse,
  access: 'user',
  permission: 'flights.book',
  module: 'flights',
  flightBase: true,
});

export const getTicketsCall = defineCall({
  method: 'POST',
  path: 'api/getTickets',
  request: getTicketsRequest,
  response: getTicketsResponse,
  access: 'user',
  module: 'flights',
  flightBase: true,
});

export const exportTicketsCall = defineCall({
  method: 'GET',
  path: 'api/getTickets/export',
  request: getTicketsRequest,
  produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  access: 'staff',
  permission: 'tickets.export',
  module: 'flights',
  flightBase: true,
});

/**
 * An agency's (or corporate's) own tickets as the same spreadsheet (decision 0054); the costs are
 * theirs: what they paid, and what their e-ticket charges the traveller.
 */
export const exportMyTicketsCall = defineCall({
  method: 'GET',
  path: 'api/getMyTickets/export',
  request: getTicketsRequest,
  produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  access: 'user',
  userTypes: ['travelAgent', 'corporate'],
  module: 'flights',
  flightBase: true,
});

export const getBookedFlightsCall = defineCall({
  method: 'POST',
  path: 'api/getBookedFlights',
  request: getBookedFlightsRequest,
  response: getBookedFlightsResponse,
  access: 'user',
  module: 'flights',
  flightBase: true,
});

export const releaseFlightCall = defineCall({
  method: 'POST',
  path: 'api/releaseFlight',
  request: releaseFlightRequest,
  response: releaseFlightResponse,
  access: 'user',
  module: 'flights',
  flightBase: true,
});
