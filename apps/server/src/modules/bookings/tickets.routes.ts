import { PassThrough } from 'node:stream';
import {
  getBookedFlightsRequest,
  getBookedFlightsResponse,
  getTicketsRequest,
  getTicketsResponse,
  releaseFlightRequest,
  releaseFlightResponse,
  TICKET_QUEUE_FILE_NAME,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/client';
import { currentUser, staffOnly } from '../../platform/request-context';
import { orderContextOf } from './orders.routes';
import type { OrderService } from './orders.service';
import { writeTicketQueueSheet, XLSX_CONTENT_TYPE } from './ticket-queue-sheet';
import type { TicketService } from './tickets.service';

type Options = { db: Db; tickets: TicketService; orders: OrderService };

/** The ticket queue, its spreadsheet, and the hold queue (spec §7 Tickets, §9). */
export const ticketRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, tickets, orders }) => {
  app.post(
    '/api/getTickets',
    { schema: { body: getTicketsRequest, response: { 200: getTicketsResponse } } },
    async (request) => ({
      success: true as const,
      data: await tickets.tickets(currentUser(request), request.body),
    }),
  );

  app.get(
    '/api/getTickets/export',
    { config: staffOnly('tickets.export'), schema: { querystring: getTicketsRequest } },
    async (request, reply) => {
      const out = new PassThrough();
      // Headers go out with the first byte, so the workbook is written only after send() takes the stream.
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${TICKET_QUEUE_FILE_NAME}"`)
        .header('cache-control', 'no-store');
      writeTicketQueueSheet(out, tickets.exportRows(currentUser(request), request.query)).catch(
        (error: unknown) => {
          request.log.error({ err: error }, 'ticket queue export failed');
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return reply.send(out);
    },
  );

  app.post(
    '/api/getBookedFlights',
    { schema: { body: getBookedFlightsRequest, response: { 200: getBookedFlightsResponse } } },
    async (request) => ({
      success: true as const,
      data: await tickets.heldBookings(currentUser(request), request.body.page, request.body.userId),
    }),
  );

  app.post(
    '/api/releaseFlight',
    { schema: { body: releaseFlightRequest, response: { 200: releaseFlightResponse } } },
    async (request) => {
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
  );
};
