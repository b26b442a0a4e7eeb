import { getBookingDetailsCall, getTicketDetailCall, updateBookingDetailsCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { currentUser } from '../../platform/request-context';
import type { BookingDetailsService } from './booking-details.service';

/** The e-ticket, the bookings of a search, and the e-ticket's fare editors (spec §7 Tickets, Booking). */
export const bookingDetailsRoutes: FastifyPluginAsyncZod<{ details: BookingDetailsService }> = async (
  app,
  { details },
) => {
  app.route({
    ...routeOf(getTicketDetailCall), // Shared e-ticket links open without login; prices are then left out (spec §6).
    config: { access: 'optional' },
    handler: async (request) => ({
      success: true as const,
      data: await details.ticketDetail(request.site, request.user, request.body.slug),
    }),
  });
  app.route({
    ...routeOf(getBookingDetailsCall),
    handler: async (request) => ({
      success: true as const,
      data: await details.bookingDetails(request.site.id, currentUser(request), request.body),
    }),
  });
  app.route({
    ...routeOf(updateBookingDetailsCall),
    handler: async (request) => ({
      success: true as const,
      data: await details.updateFare(request.site.id, currentUser(request), request.body),
    }),
  });
};
