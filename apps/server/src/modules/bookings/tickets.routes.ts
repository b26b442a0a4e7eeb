import {
  exportMyTicketsCall,
  exportTicketsCall,
  getBookedFlightsCall,
  getTicketsCall,
  releaseFlightCall,
  TICKET_QUEUE_FILE_NAME,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderContextOf } from '../../commerce/orders/checkout.routes';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { currentUser } from '../../platform/request-context';
import { sendWorkbook } from '../../platform/xlsx-download';
import type { OrderService } from './orders.service';
import { writeTicketQueueSheet } from './ticket-queue-sheet';
import { type TicketService, toOwnSheetRow } from './tickets.service';

type Options = { db: Db; tickets: TicketService; orders: OrderService };

/** The ticket queue, its spreadsheet, and the hold queue (spec §7 Tickets, §9). */
export const ticketRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, tickets, orders }) => {
  app.route({
    ...routeOf(getTicketsCall),
    handler: async (request) => ({
      success: true as const,
      data: await tickets.tickets(currentUser(request), request.body),
    }),
  });

  app.route({
    ...routeOf(exportTicketsCall),
    handler: async (request, reply) =>
      sendWorkbook(request, reply, TICKET_QUEUE_FILE_NAME, (out) =>
        writeTicketQueueSheet(out, tickets.exportRows(currentUser(request), request.query)),
      ),
  });

  // An agency's own queue, with its own costs (decision 0054).
  app.route({
    ...routeOf(exportMyTicketsCall),
    handler: async (request, reply) =>
      sendWorkbook(request, reply, TICKET_QUEUE_FILE_NAME, (out) =>
        writeTicketQueueSheet(out, tickets.exportRows(currentUser(request), request.query, toOwnSheetRow)),
      ),
  });

  app.route({
    ...routeOf(getBookedFlightsCall),
    handler: async (request) => ({
      success: true as const,
      data: await tickets.heldBookings(currentUser(request), request.body.page, request.body.userId),
    }),
  });

  app.route({
    ...routeOf(releaseFlightCall),
    handler: async (request) => {
      const released = await orders.releaseHold(
        currentUser(request),
        request.body.bookingId,
        await orderContextOf(db, request),
      );
      return {
        success: true as const,
        message: released.message,
        data: { bookingId: released.bookingId, status: 'released' as const },
      };
    },
  });
};
