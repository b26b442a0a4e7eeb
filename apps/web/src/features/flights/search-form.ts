import {
  type CabinClass,
  type CityOption,
  cityOption,
  effectiveReturnType,
  FLIGHT_MSG,
  isDomesticTrip,
  MAX_SEATS,
  MSG,
  type ReturnType,
  type SearchRequest,
} from '@app/contracts';
import { z } from 'zod';
import { BAD_DATE, parseInputDate } from '../../ui/input-dates';
import { lastSearchDate } from './dates';
import { emptyRow, FORM_CABINS, FORM_RETURN_TYPES, FORM_TRIP_TYPES } from './search-form-values';

/**
 * The flight search form's rules (spec §9) and how its values become an api/search request; its
 * values and options without the rules are in search-form-values.ts.
 */

export const MIN_LEGS = 2;
export const MAX_LEGS = 6;

const row = z.object({
  origin: cityOption.nullable(),
  destination: cityOption.nullable(),
  /** dd/MM/yyyy as typed */
  date: z.string(),
});
export type SearchRow = z.infer<typeof row>;

const base = z.object({
  tripType: z.enum(FORM_TRIP_TYPES),
  returnType: z.enum(FORM_RETURN_TYPES),
  cabin: z.enum(FORM_CABINS),
  segments: z.array(row).min(1).max(MAX_LEGS),
  /** dd/MM/yyyy, Return only */
  returnDate: z.string(),
  adults: z.number().int().min(1).max(MAX_SEATS),
  children: z.number().int().min(0).max(MAX_SEATS),
  infants: z.number().int().min(0).max(MAX_SEATS),
});
export type SearchFormValues = z.infer<typeof base>;

const sameCity = (a: CityOption, b: CityOption) =>
  a.airportCode === b.airportCode || (!!a.cityCode && a.cityCode === b.cityCode);

/**
 * Domestic: both ends in the site's home country. An end not yet known (prefilled from a code) does
 * not rule it out, so it is read as at home.
 */
export const mightBeDomestic = (
  a: CityOption | null | undefined,
  b: CityOption | null | undefined,
  homeCountry: string,
): boolean => isDomesticTrip([a?.countryCode || homeCountry, b?.countryCode || homeCountry], homeCountry);

/** The rows a trip type uses: Multi Stop all of them, the others the first. */
export const activeRows = (v: Pick<SearchFormValues, 'tripType' | 'segments'>): SearchRow[] =>
  v.tripType === '3' ? v.segments : v.segments.slice(0, 1);

/**
 * The form's rules. Needs today (YYYY-MM-DD) for the date window: today … the end of the search month list.
 * Messages go under the field they are about.
 */
export function searchFormSchema(today: string) {
  const last = lastSearchDate(today);
  return base.superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    /** Checks one date field; answers its YYYY-MM-DD when valid. */
    const checkDate = (path: (string | number)[], input: string): string | null => {
      const iso = parseInputDate(input);
      const problem = !input.trim()
        ? MSG.required
        : !iso
          ? BAD_DATE
          : iso < today
            ? FLIGHT_MSG.pastDate
            : iso > last
              ? FLIGHT_MSG.tooFarAhead
              : null;
      if (problem) issue(path, problem);
      return problem ? null : iso;
    };

    let previous: string | null = null;
    activeRows(v).forEach((r, i) => {
      if (!r.origin) issue(['segments', i, 'origin'], MSG.required);
      if (!r.destination) issue(['segments', i, 'destination'], MSG.required);
      if (r.origin && r.destination && sameCity(r.origin, r.destination))
        issue(['segments', i, 'destination'], FLIGHT_MSG.sameCity);
      const date = checkDate(['segments', i, 'date'], r.date);
      if (date && previous && date < previous) issue(['segments', i, 'date'], FLIGHT_MSG.legsOutOfOrder);
      previous = date ?? previous;
    });
    if (v.tripType === '3' && v.segments.length < MIN_LEGS)
      issue(['segments'], 'Multi Stop needs at least 2 flights');

    if (v.tripType === '2') {
      const departure = v.segments[0] ? parseInputDate(v.segments[0].date) : null;
      const back = checkDate(['returnDate'], v.returnDate);
      if (back && departure && back < departure) issue(['returnDate'], FLIGHT_MSG.returnBeforeDeparture);
    }

    if (v.infants > v.adults) issue(['infants'], FLIGHT_MSG.infantsOverAdults);
    if (v.adults + v.children + v.infants > MAX_SEATS) issue(['adults'], FLIGHT_MSG.tooManySeats);
  });
}

/**
 * Multi Stop: a flight leaves from where the one before it lands. When a flight's To changes from
 * `before` to `after`, the next flight's From follows it while it is empty or still `before`; a From
 * the user chose differently (an open-jaw trip) stays. Answers the next From, or undefined to keep it.
 */
export function followingOrigin(
  nextOrigin: CityOption | null | undefined,
  before: CityOption | null,
  after: CityOption | null,
): CityOption | null | undefined {
  const carried = !nextOrigin || (!!before && nextOrigin.airportCode === before.airportCode);
  return carried && nextOrigin?.airportCode !== after?.airportCode ? after : undefined;
}

/** A refused search's field errors (request keys) under the form's fields (formFieldOf). */
export const formErrorsOf = (
  errors: Record<string, string>,
  tripType: SearchFormValues['tripType'],
): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [formFieldOf(key, tripType), message]));

/** The form's rule messages by field ('segments.0.destination'), the first of each; none when valid. */
export function formIssues(values: SearchFormValues, today: string): Record<string, string> {
  const result = searchFormSchema(today).safeParse(values);
  const issues: Record<string, string> = {};
  if (!result.success) for (const i of result.error.issues) issues[i.path.join('.')] ??= i.message;
  return issues;
}

/** Valid form values as the api/search request. */
export function toSearchRequest(v: SearchFormValues, homeCountry: string): SearchRequest {
  const rows = activeRows(v);
  const leg = (origin: CityOption | null, destination: CityOption | null, date: string) => ({
    origin: origin?.airportCode ?? '',
    destination: destination?.airportCode ?? '',
    preferredDepartureTime: parseInputDate(date) ?? '',
  });
  const first = rows[0] ?? emptyRow();
  const journeyType = Number(v.tripType) as SearchRequest['JourneyType'];
  const segments =
    v.tripType === '2'
      ? [leg(first.origin, first.destination, first.date), leg(first.destination, first.origin, v.returnDate)]
      : rows.map((r) => leg(r.origin, r.destination, r.date));
  const returnType = effectiveReturnType({
    journeyType,
    isDomestic: mightBeDomestic(first.origin, first.destination, homeCountry),
    requested: Number(v.returnType) as ReturnType,
  });
  return {
    JourneyType: journeyType,
    ...(returnType !== null ? { returnType } : {}),
    cabinClass: Number(v.cabin) as CabinClass,
    segments,
    adultCount: v.adults,
    childCount: v.children,
    infantCount: v.infants,
  };
}

/**
 * The form field for a server error key (validation paths of the request): counts and cabin by their form
 * names, a segment's date as `date`; a Return's second leg is the return date (or the first leg reversed).
 */
export function formFieldOf(key: string, tripType: SearchFormValues['tripType']): string {
  const named: Record<string, string> = {
    adultCount: 'adults',
    childCount: 'children',
    infantCount: 'infants',
    cabinClass: 'cabin',
    JourneyType: 'tripType',
    returnType: 'returnType',
  };
  if (named[key]) return named[key];
  const match = /^segments\.(\d+)\.(origin|destination|preferredDepartureTime)$/.exec(key);
  if (!match) return key;
  const index = Number(match[1]);
  const field = match[2];
  if (tripType === '2' && index === 1) {
    if (field === 'preferredDepartureTime') return 'returnDate';
    return `segments.0.${field === 'origin' ? 'destination' : 'origin'}`;
  }
  return `segments.${index}.${field === 'preferredDepartureTime' ? 'date' : field}`;
}
