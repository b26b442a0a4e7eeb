import {
  bookingDetailsRequest,
  bookingDetailsResponse,
  ticketDetailRequest,
  ticketDetailResponse,
  updateBookingDetailsRequest,
  updateBookingDetailsResponse,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/request-context';
import type { BookingDetailsService } from './booking-details.service';

/** The e-ticket, the bookings of a search, and the e-ticket's fare editors (spec §7 Tickets, Booking). */
export const bookingDetailsRoutes: FastifyPluginAsyncZod<{ details: BookingDetailsService }> = async (
  app,
  { details },
) => {
  app.post(
    '/api/ticketDetail/getTicketDetail',
    {
      // Shared e-ticket links open without login; prices are then left out (spec §6).
      config: { access: 'optional' },
      schema: { body: ticketDetailRequest, response: { 200: ticketDetailResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await details.ticketDetail(request.site, request.user, request.body.slug),
    }),
  );
  app.post(
    '/api/getBookingDetails',
    {
      config: { access: 'user' },
      schema: { body: bookingDetailsRequest, response: { 200: bookingDetailsResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await details.bookingDetails(request.site.id, currentUser(request), request.body),
    }),
  );
  app.post(
    '/api/updateBookingDetails',
    {
      config: { access: 'user' },
      schema: { body: updateBookingDetailsRequest, response: { 200: updateBookingDetailsResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await details.updateFare(request.site.id, currentUser(request), request.body),
    }),
  );
};
