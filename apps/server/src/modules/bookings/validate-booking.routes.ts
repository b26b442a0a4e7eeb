import { validateBookingCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { buyerOf } from '../flights/flight-pricing';
import type { ValidateBookingService } from './validate-booking.service';

/** Passenger details checked before payment (spec §4): field errors come back by passengers.N.field. */
export const validateBookingRoutes: FastifyPluginAsyncZod<{ bookings: ValidateBookingService }> = async (
  app,
  { bookings },
) => {
  app.route({
    ...routeOf(validateBookingCall),
    handler: async (request) => ({
      success: true as const,
      data: await bookings.validate(buyerOf(request), request.body),
    }),
  });
};
