import { z } from 'zod';
import { ok } from '../common/fields';
import { airportCode } from './search';

/** POST api/getCalendarFare: the cheapest one-adult fare of each day of a month, one way. */
export const calendarFareRequest = z.object({
  Sources: z.array(z.string().max(10)).max(30).nullish(),
  origin: airportCode,
  destination: airportCode,
  /** the month, as its first day or any day in it: YYYY-MM-DD */
  month: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'Use the month format YYYY-MM'),
});
export type CalendarFareRequest = z.input<typeof calendarFareRequest>;
export type CalendarFareCriteria = z.output<typeof calendarFareRequest>;

export const calendarFareDay = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  airlineCode: z.string(),
  airlineName: z.string(),
  /** for one adult, including our markup, paise */
  fare: z.number(),
  isLowestFareOfMonth: z.boolean(),
});
export type CalendarFareDay = z.infer<typeof calendarFareDay>;

export const calendarFareResponse = ok({
  data: z.object({
    origin: z.string(),
    destination: z.string(),
    month: z.string(),
    days: z.array(calendarFareDay),
  }),
});
export type CalendarFareResponse = z.infer<typeof calendarFareResponse>;
