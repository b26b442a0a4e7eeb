import { z } from 'zod';
import { TRIP_TYPES } from '../common/enums';
import { ok } from '../common/fields';
import { OWN_MSG } from '../common/messages';
import { CABIN_CLASSES, MAX_SEATS, RETURN_TYPES } from './enums';
import { flightResult } from './flight-result';
import { FLIGHT_MSG } from './messages';

export const airportCode = z
  .string({ error: OWN_MSG.wrongType })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Choose an airport from the list');
/** API date-time: YYYY-MM-DDTHH:mm:ss, or a plain YYYY-MM-DD (spec §9). */
export const apiDateTime = z
  .string({ error: OWN_MSG.wrongType })
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?$/, 'Use the date format YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(v.slice(0, 10))), 'Use the date format YYYY-MM-DD');

const count = (min: number, minMessage?: string) =>
  z
    .number({ error: OWN_MSG.notANumber })
    .int(OWN_MSG.notANumber)
    .min(min, minMessage)
    .max(MAX_SEATS, FLIGHT_MSG.tooManySeats);

export const searchSegmentInput = z.object({
  origin: airportCode,
  destination: airportCode,
  preferredDepartureTime: apiDateTime,
});

/**
 * POST api/search. Segment rules that need today's date or the airport list (past dates, unknown
 * codes) are checked by the server; the shape rules below hold everywhere.
 */
export const searchRequest = z
  .object({
    Sources: z.array(z.string().max(10)).max(30).nullish(),
    JourneyType: z.literal(Object.values(TRIP_TYPES), { error: 'Choose One Way, Return or Multi Stop' }),
    returnType: z.literal(Object.values(RETURN_TYPES), { error: 'Choose a return fare type' }).optional(),
    cabinClass: z.literal(Object.values(CABIN_CLASSES), { error: 'Choose a cabin class' }).default(2),
    segments: z.array(searchSegmentInput).min(1).max(6),
    adultCount: count(1, FLIGHT_MSG.needAdult),
    childCount: count(0).default(0),
    infantCount: count(0).default(0),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (v.infantCount > v.adultCount) issue(['infantCount'], FLIGHT_MSG.infantsOverAdults);
    if (v.adultCount + v.childCount + v.infantCount > MAX_SEATS)
      issue(['adultCount'], FLIGHT_MSG.tooManySeats);
    const expected = v.JourneyType === 1 ? 1 : v.JourneyType === 2 ? 2 : undefined;
    if (expected !== undefined && v.segments.length !== expected)
      issue(
        ['segments'],
        `${expected === 1 ? 'One way' : 'Return'} needs ${expected} segment${expected > 1 ? 's' : ''}`,
      );
    if (v.JourneyType === 3 && v.segments.length < 2)
      issue(['segments'], 'Multi Stop needs at least 2 segments');
    v.segments.forEach((s, i) => {
      if (s.origin === s.destination) issue(['segments', i, 'destination'], FLIGHT_MSG.sameCity);
      const previous = v.segments[i - 1];
      if (previous && s.preferredDepartureTime.slice(0, 10) < previous.preferredDepartureTime.slice(0, 10))
        issue(
          ['segments', i, 'preferredDepartureTime'],
          v.JourneyType === 2 ? FLIGHT_MSG.returnBeforeDeparture : FLIGHT_MSG.legsOutOfOrder,
        );
    });
  });
export type SearchRequest = z.input<typeof searchRequest>;
export type SearchCriteria = z.output<typeof searchRequest>;

/** The criteria as the server understood them, for the result page's heading and "modify search". */
export const searchBy = z.object({
  JourneyType: z.number(),
  returnType: z.number().nullable(),
  cabinClass: z.number(),
  segments: z.array(searchSegmentInput),
  adultCount: z.number(),
  childCount: z.number(),
  infantCount: z.number(),
  isDomestic: z.boolean(),
});
export type SearchBy = z.infer<typeof searchBy>;

export const searchResponse = ok({ data: z.object({ searchId: z.string(), searchBy }) });
export type SearchResponse = z.infer<typeof searchResponse>;

/** POST api/getFlightPrice: the results of a search priced for the caller (markup of their group). */
export const flightPriceRequest = z.object({ searchId: z.string().min(1).max(64) });
export const flightPriceResponse = ok({
  data: z.object({
    searchId: z.string(),
    searchBy,
    /** one list; for a domestic normal return two lists shown side by side (outbound, inbound) */
    results: z.array(z.array(flightResult)),
    /** ISO time the supplier's trace (and this search) expires */
    expiresAt: z.string(),
  }),
});
export type FlightPriceResponse = z.infer<typeof flightPriceResponse>;
export type FlightPriceData = FlightPriceResponse['data'];

/** One fare of a search: api/getFareRules, api/fareQuote, api/getSSR and api/getPassengerViewOptions take it. */
export const chosenFareRequest = z.object({
  searchId: z.string().min(1).max(64),
  resultIndex: z.string().min(1).max(64),
});
export type ChosenFareRequest = z.infer<typeof chosenFareRequest>;
