import { getFlightDetailsCall, setFlightDetailsCall, ticketHeldOrderCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderContextOf, paymentLinksOf } from '../../commerce/orders/checkout.routes';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { currentUser } from '../../platform/request-context';
import { buyerOf } from '../flights/flight-pricing';
import { requirePermission } from '../rbac/permissions';
import type { OrderService } from './orders.service';

type Options = { db: Db; orders: OrderService };

/** api/setFlightDetails, api/getFlightDetails and Ticket now: also served at the flight client base. */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, orders }) => {
  app.route({
    ...routeOf(setFlightDetailsCall),
    handler: async (request) => {
      const user = currentUser(request);
      if (request.body.holdBooking) await requirePermission(db, user, 'flights.hold');
      return {
        success: true as const,
        data: await orders.setFlightDetails(buyerOf(request), user, request.body),
      };
    },
  });

  app.route({
    ...routeOf(getFlightDetailsCall),
    handler: async (request) => ({
      success: true as const,
      data: await orders.flightDetails(buyerOf(request), currentUser(request), request.body.orderId),
    }),
  });
  app.route({
    ...routeOf(ticketHeldOrderCall),
    handler: async (request) => ({
      success: true as const,
      data: await orders.ticketHeldOrder(
        buyerOf(request),
        currentUser(request),
        request.body,
        await orderContextOf(db, request),
        await paymentLinksOf(db, request),
      ),
    }),
  });
};
