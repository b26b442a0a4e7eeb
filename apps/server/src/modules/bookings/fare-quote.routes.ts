import {
  chosenFareRequest,
  fareQuoteResponse,
  passengerViewOptionsResponse,
  ssrResponse,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerOf } from '../flights/flight-pricing';
import { COUNTRIES, PHONE_CODES } from './countries';
import type { FareQuoteService } from './fare-quote.service';

/** "Book" on a result: the re-quoted fare, its extras, and what the passenger form needs (spec §7). */
export const fareQuoteRoutes: FastifyPluginAsyncZod<{ quotes: FareQuoteService }> = async (
  app,
  { quotes },
) => {
  app.post(
    '/api/fareQuote',
    {
      config: { access: 'locked' },
      schema: { body: chosenFareRequest, response: { 200: fareQuoteResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await quotes.fareQuote(buyerOf(request), request.body.searchId, request.body.resultIndex),
    }),
  );
  app.post(
    '/api/getSSR',
    { config: { access: 'locked' }, schema: { body: chosenFareRequest, response: { 200: ssrResponse } } },
    async (request) => ({
      success: true as const,
      data: await quotes.ssr(buyerOf(request), request.body.searchId, request.body.resultIndex),
    }),
  );
  app.post(
    '/api/getPassengerViewOptions',
    {
      config: { access: 'locked' },
      schema: { body: chosenFareRequest, response: { 200: passengerViewOptionsResponse } },
    },
    async (request) => {
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
  );
};
