import { getCountryListCall, getNationalitiesCall, getPhoneCodeListCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { COUNTRIES, NATIONALITIES, PHONE_CODES } from './countries';

/** The lists the passenger form draws from (spec §7 Booking). */
export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(getCountryListCall),
    handler: async () => ({ success: true as const, data: COUNTRIES }),
  });
  app.route({
    ...routeOf(getPhoneCodeListCall),
    handler: async () => ({ success: true as const, data: PHONE_CODES }),
  });
  app.route({
    ...routeOf(getNationalitiesCall),
    handler: async () => ({ success: true as const, data: NATIONALITIES }),
  });
};
