import { countryListResponse, nationalitiesResponse } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUNTRIES, NATIONALITIES, PHONE_CODES } from './countries';

const options = <T>(response: T) => ({
  config: { access: 'site' as const },
  schema: { response: { 200: response } },
});

/** The lists the passenger form draws from (spec §7 Booking). */
export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/getCountryList', options(countryListResponse), async () => ({
    success: true as const,
    data: COUNTRIES,
  }));
  app.get('/api/getPhoneCodeList', options(countryListResponse), async () => ({
    success: true as const,
    data: PHONE_CODES,
  }));
  app.get('/api/getNationalities', options(nationalitiesResponse), async () => ({
    success: true as const,
    data: NATIONALITIES,
  }));
};
