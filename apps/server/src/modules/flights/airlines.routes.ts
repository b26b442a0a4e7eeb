import { airlineLogoCall, getAirlinesStaticDataCall } from '@app/contracts';
import { airlinesByCode } from '@app/travel-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { notFound } from '../../platform/errors';
import { airlineLogoSvg } from './airline-logo';

const logoPath = (code: string) => `/api/master/airlineLogo/${code}.svg`;

/** Airline names and logos for result cards and the markup screens' airline pickers. */
export const airlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const airlines = [...airlinesByCode().values()]
    .map((a) => ({ airlineName: a.name, airlineCode: a.iata, logoUrl: logoPath(a.iata) }))
    .sort((a, b) => a.airlineName.localeCompare(b.airlineName));

  app.route({
    ...routeOf(getAirlinesStaticDataCall),
    handler: async () => ({ success: true as const, data: airlines }),
  });

  // Images load without our headers, so the logo is public (it names nothing of any site).
  app.route({
    ...routeOf(airlineLogoCall),
    handler: async (request, reply) => {
      const code = request.params.file.slice(0, 2);
      const airline = airlinesByCode().get(code);
      if (!airline) throw notFound();
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(airlineLogoSvg(airline.iata, airline.name));
    },
  });
};
