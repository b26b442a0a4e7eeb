import {
  airportsRequest,
  airportsResponse,
  calendarFareRequest,
  calendarFareResponse,
  fareRulesRequest,
  fareRulesResponse,
  flightPriceRequest,
  searchRequest,
  searchResponse,
  sourcesResponse,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FlightSupplier } from '../../suppliers/flight-supplier';
import type { AirportIndex } from './airport-index';
import { buyerOf } from './flight-pricing';
import type { FlightService } from './flights.service';
import { visitorIdOf } from './visitor';

type Options = {
  flights: FlightService;
  supplier: FlightSupplier;
  airports: AirportIndex;
  /** refuses a visitor's search over the per-address limit (search-throttle.ts) */
  throttleSearch: (request: FastifyRequest) => Promise<void>;
};

/**
 * The flight search calls of spec §7, registered under /api/ and again under the flight client's
 * base /api/nfs/flights/api. Searching is open to visitors except on locked-mode sites.
 */
export const flightRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { flights, supplier, airports, throttleSearch },
) => {
  app.post(
    '/api/search',
    {
      config: { access: 'locked' },
      schema: { body: searchRequest, response: { 200: searchResponse } },
      preHandler: throttleSearch,
    },
    async (request, reply) => ({
      success: true as const,
      data: await flights.search(
        { ...buyerOf(request), visitorId: visitorIdOf(request, reply) },
        request.body,
      ),
    }),
  );

  // No response schema: the body is cached already serialised, and re-validating 300 fares per
  // read would cost more than the read itself.
  app.post(
    '/api/getFlightPrice',
    { config: { access: 'locked' }, schema: { body: flightPriceRequest } },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await flights.flightPrice(buyerOf(request), request.body.searchId)),
  );

  app.post(
    '/api/getFareRules',
    {
      config: { access: 'locked' },
      schema: { body: fareRulesRequest, response: { 200: fareRulesResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await flights.fareRules(buyerOf(request), request.body.searchId, request.body.resultIndex),
    }),
  );

  app.post(
    '/api/getCalendarFare',
    {
      config: { access: 'locked' },
      schema: { body: calendarFareRequest, response: { 200: calendarFareResponse } },
      // A month of fares is a supplier call too: it draws on the same allowance as a search.
      preHandler: throttleSearch,
    },
    async (request) => ({
      success: true as const,
      data: await flights.calendarFare(buyerOf(request), request.body),
    }),
  );

  app.get(
    '/api/getSources',
    { config: { access: 'site' }, schema: { response: { 200: sourcesResponse } } },
    async () => ({
      success: true as const,
      data: supplier.sources(),
    }),
  );

  app.post(
    '/api/getAirports',
    { config: { access: 'site' }, schema: { body: airportsRequest, response: { 200: airportsResponse } } },
    async (request) => ({
      success: true as const,
      data: airports.lookup(request.body.searchQuery, request.body.limit),
    }),
  );
};
