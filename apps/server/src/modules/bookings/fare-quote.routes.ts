import { fareQuoteCall, getPassengerViewOptionsCall, getSSRCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { buyerOf } from '../flights/flight-pricing';
import { COUNTRIES, PHONE_CODES } from './countries';
import type { FareQuoteService } from './fare-quote.service';

/** "Book" on a result: the re-quoted fare, its extras, and what the passenger form needs (spec §7). */
export const fareQuoteRoutes: FastifyPluginAsyncZod<{ quotes: FareQuoteService }> = async (
  app,
  { quotes },
) => {
  app.route({
    ...routeOf(fareQuoteCall),
    handler: async (request) => ({
      success: true as const,
      data: await quotes.fareQuote(buyerOf(request), request.body.searchId, request.body.resultIndex),
    }),
  });
  app.route({
    ...routeOf(getSSRCall),
    handler: async (request) => ({
      success: true as const,
      data: await quotes.ssr(buyerOf(request), request.body.searchId, request.body.resultIndex),
    }),
  });
  app.route({
    ...routeOf(getPassengerViewOptionsCall),
    handler: async (request) => {
      const { fareQuote, fareRules } = await quotes.passengerViewOptions(
        buyerOf(request),
        request.body.searchId,
        request.body.resultIndex,
      );
      return {
        success: true as const,
        data: { countryList: COUNTRIES, phoneCodeList: PHONE_CODES, fareRules, fareQuote },
      };
    },
  });
};
