import { z } from 'zod';
import { ok } from '../common/fields';

/** A country entry (spec §3): name, dial_code ('+91'), code ('IN'). */
export const countryEntry = z.object({ name: z.string(), dial_code: z.string(), code: z.string() });
export type CountryEntry = z.infer<typeof countryEntry>;

/** GET api/getCountryList (addresses, passport issuing countries) and GET api/getPhoneCodeList. */
export const countryListResponse = ok({ data: z.array(countryEntry) });

/** GET api/getNationalities: a passenger's nationality is the country of their passport. */
export const nationality = z.object({ code: z.string(), name: z.string() });
export const nationalitiesResponse = ok({ data: z.array(nationality) });
