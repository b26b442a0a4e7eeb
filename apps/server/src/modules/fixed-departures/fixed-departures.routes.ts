import {
  FD_MSG,
  fdCancelBookingCall,
  fdCreateOrderCall,
  fdExportBookingsCall,
  fdGetBookingsCall,
  fdGetDepartureCall,
  fdManageCloseCall,
  fdManageCopyCall,
  fdManageImportCall,
  fdManageListCall,
  fdManageNameListCall,
  fdManageSaveCall,
  fdManageTemplateCall,
  fdPrintCall,
  fdSearchCall,
  fdTicketMarkupCall,
  fdUpdatePassengersCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { currentUser } from '../../platform/request-context';
import { sendSheet } from '../../platform/xlsx-download';
import { buyerOf } from '../flights/flight-pricing';
import type { FdManageService } from './fd-manage.service';
import { fdBookingsSheet, fdNameList, fdTemplate, readFdSheet } from './fd-sheets';
import type { FixedDepartureService } from './fixed-departures.service';

type Options = { db: Db; departures: FixedDepartureService; manage: FdManageService };

/** The fixed-departure calls (issue 15): buyers' search, order, bookings, cancel and print; staff's manage calls. */
export const fixedDepartureRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, departures, manage },
) => {
  app.route({
    ...routeOf(fdSearchCall),
    handler: async (request) => ({
      success: true as const,
      data: await departures.search(buyerOf(request), request.body),
    }),
  });

  app.route({
    ...routeOf(fdGetDepartureCall),
    handler: async (request) => ({
      success: true as const,
      data: await departures.getDeparture(buyerOf(request), request.body),
    }),
  });

  app.route({
    ...routeOf(fdCreateOrderCall),
    handler: async (request) => ({
      success: true as const,
      data: await departures.createOrder(buyerOf(request), currentUser(request), request.body, request.ip),
    }),
  });

  app.route({
    ...routeOf(fdGetBookingsCall),
    handler: async (request) => ({
      success: true as const,
      data: await departures.bookings(currentUser(request), request.body),
    }),
  });

  app.route({
    ...routeOf(fdExportBookingsCall),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const rows = [];
      // Every page of the filtered queue, at most a few thousand rows.
      for (let page = 1; page <= 250; page++) {
        const found = await departures.bookings(user, { filters: request.query, page });
        rows.push(...found.records);
        if (page >= found.totalPages) break;
      }
      return sendSheet(reply, 'fixed-departure-bookings.xlsx', await fdBookingsSheet(rows));
    },
  });

  app.route({
    ...routeOf(fdCancelBookingCall),
    handler: async (request) => ({
      success: true as const,
      data: await departures.cancel(currentUser(request), request.body.bookingId),
    }),
  });

  app.route({
    ...routeOf(fdUpdatePassengersCall),
    handler: async (request) => ({
      success: true as const,
      data: await departures.updatePassengers(
        buyerOf(request),
        currentUser(request),
        request.body.bookingId,
        request.body.names,
      ),
    }),
  });

  app.route({
    ...routeOf(fdPrintCall),
    handler: async (request) => ({
      success: true as const,
      data: await departures.print(request.site.id, request.user, request.params.slug),
    }),
  });

  app.route({
    ...routeOf(fdTicketMarkupCall),
    handler: async (request) => ({
      success: true as const,
      data: await departures.setTicketMarkup(
        currentUser(request),
        request.body.bookingId,
        request.body.markup,
      ),
    }),
  });

  app.route({
    ...routeOf(fdManageListCall),
    handler: async (request) => ({
      success: true as const,
      data: await manage.list(request.site.id, request.body),
    }),
  });

  app.route({
    ...routeOf(fdManageSaveCall),
    handler: async (request) => ({
      success: true as const,
      data: await manage.save(currentUser(request), request.body),
    }),
  });

  app.route({
    ...routeOf(fdManageCopyCall),
    handler: async (request) => ({
      success: true as const,
      data: await manage.copy(request.site.id, request.body.id, request.body.dates),
    }),
  });

  app.route({
    ...routeOf(fdManageCloseCall),
    handler: async (request) => ({
      success: true as const,
      data: await manage.close(request.site.id, request.body.id),
    }),
  });

  app.route({
    ...routeOf(fdManageImportCall),
    handler: async (request) => {
      const file = Buffer.from(request.body.file, 'base64');
      const read = await readFdSheet(file).catch(() => {
        throw badRequest(FD_MSG.badSheet);
      });
      if (read.errors.length > 0)
        return {
          success: true as const,
          data: { imported: 0, message: FD_MSG.importRefused, errors: read.errors },
        };
      const ids = await db.transaction((tx) => manage.insertAll(tx, request.site.id, read.inputs));
      return {
        success: true as const,
        data: { imported: ids.length, message: FD_MSG.importDone(ids.length), errors: [] },
      };
    },
  });

  app.route({
    ...routeOf(fdManageTemplateCall),
    handler: async (_request, reply) =>
      sendSheet(reply, 'fixed-departures-template.xlsx', await fdTemplate()),
  });

  app.route({
    ...routeOf(fdManageNameListCall),
    handler: async (request, reply) => {
      const { departure, passengers } = await manage.nameList(request.site.id, request.params.id);
      const name = `name-list-${departure.airlineCode}-${departure.origin}-${departure.destination}-${departure.departureDate}.xlsx`;
      return sendSheet(reply, name, await fdNameList(departure, passengers));
    },
  });
};
