import { gunzipSync } from 'node:zlib';
import {
  getAirportsCall,
  getCalendarFareCall,
  getFareRulesCall,
  getFlightPriceCall,
  getSourcesCall,
  searchCall,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
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
/** Whether an Accept-Encoding takes gzip (named or `*`, and not with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

export const flightRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { flights, supplier, airports, throttleSearch },
) => {
  app.route({
    ...routeOf(searchCall),
    preHandler: throttleSearch,
    handler: async (request, reply) => ({
      success: true as const,
      data: await flights.search(
        { ...buyerOf(request), visitorId: visitorIdOf(request, reply) },
        request.body,
      ),
    }),
  });

  // No response schema: the page is kept serialised and gzipped, and re-validating 300 fares per
  // read would cost more than the read itself. Sent gzipped as kept to any client that takes gzip
  // (every browser), unpacked for one that does not.
  app.route({
    ...routeOf(getFlightPriceCall),
    handler: async (request, reply) => {
      const page = await flights.flightPrice(buyerOf(request), request.body.searchId);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (acceptsGzip(request.headers['accept-encoding']))
        return reply.header('content-encoding', 'gzip').send(page);
      return reply.send(gunzipSync(page));
    },
  });

  app.route({
    ...routeOf(getFareRulesCall),
    handler: async (request) => ({
      success: true as const,
      data: await flights.fareRules(buyerOf(request), request.body.searchId, request.body.resultIndex),
    }),
  });

  app.route({
    ...routeOf(getCalendarFareCall), // A month of fares is a supplier call too: it draws on the same allowance as a search.
    preHandler: throttleSearch,
    handler: async (request) => ({
      success: true as const,
      data: await flights.calendarFare(buyerOf(request), request.body),
    }),
  });

  app.route({
    ...routeOf(getSourcesCall),
    handler: async () => ({
      success: true as const,
      data: supplier.sources(),
    }),
  });

  app.route({
    ...routeOf(getAirportsCall),
    handler: async (request) => ({
      success: true as const,
      // Ranked for the site's market: its home country's airports first among equal matches.
      data: airports.lookup(request.body.searchQuery, {
        limit: request.body.limit,
        homeCountry: request.site.homeCountry,
      }),
    }),
  });
};
