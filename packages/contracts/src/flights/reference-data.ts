import { z } from 'zod';
import { ok } from '../common/fields';
import { OWN_MSG } from '../common/messages';

/** POST api/getAirports: city lookup options (spec §3) by code prefix, city or airport name. */
export const airportsRequest = z.object({
  searchQuery: z.string({ error: OWN_MSG.wrongType }).trim().max(60, OWN_MSG.tooLong(60)).default(''),
  limit: z.number().int().min(1).max(50).default(10),
});
export type AirportsRequest = z.input<typeof airportsRequest>;
export const cityOption = z.object({
  cityCode: z.string(),
  /** "Mumbai (BOM)" */
  label: z.string(),
  /** "Chhatrapati Shivaji Maharaj International Airport, India" */
  subTitle: z.string(),
  airportCode: z.string(),
  countryCode: z.string(),
});
export type CityOption = z.infer<typeof cityOption>;
export const airportsResponse = ok({ data: z.array(cityOption) });

/** GET api/getSources: the content sources a search can be limited to. */
export const source = z.object({ code: z.string(), name: z.string(), isLcc: z.boolean() });
export const sourcesResponse = ok({ data: z.array(source) });
export type FlightSource = z.infer<typeof source>;

/** POST master/getAirlinesStaticData */
export const airlineStatic = z.object({
  airlineName: z.string(),
  airlineCode: z.string(),
  logoUrl: z.string(),
});
export type AirlineStatic = z.infer<typeof airlineStatic>;
export const airlinesStaticResponse = ok({ data: z.array(airlineStatic) });
