import { CABIN_CLASSES, CABIN_LABELS, type CityOption, RETURN_TYPES, TRIP_TYPES } from '@app/contracts';
import { toInputDate } from '../../ui/input-dates';
import type { SearchFormValues, SearchRow } from './search-form';

/**
 * The flight search form's values and options without its rules (search-form.ts, which builds zod
 * schemas): what the search page needs before the form's code has loaded.
 */

/** The values of the trip type, return fare and cabin fields: TRIP_TYPES, RETURN_TYPES, CABIN_CLASSES as text. */
export const FORM_TRIP_TYPES = ['1', '2', '3'] as const;
export const FORM_RETURN_TYPES = ['2', '5', '3'] as const;
export const FORM_CABINS = ['2', '3', '4', '6'] as const;

export const TRIP_TYPE_OPTIONS = [
  { value: String(TRIP_TYPES.OneWay), label: 'One Way' },
  { value: String(TRIP_TYPES.Return), label: 'Return' },
  { value: String(TRIP_TYPES.MultiStop), label: 'Multi Stop' },
] as const;

export const RETURN_TYPE_OPTIONS = [
  { value: String(RETURN_TYPES.Normal), label: 'Normal' },
  { value: String(RETURN_TYPES.LccSpecial), label: 'LCC special' },
  { value: String(RETURN_TYPES.GdsSpecial), label: 'GDS special' },
] as const;

export const CABIN_OPTIONS = Object.values(CABIN_CLASSES).map((value) => ({
  value: String(value),
  label: CABIN_LABELS[value],
}));

export const emptyRow = (origin: CityOption | null = null): SearchRow => ({
  origin,
  destination: null,
  date: '',
});

export const DEFAULT_SEARCH_FORM: SearchFormValues = {
  tripType: '1',
  returnType: '2',
  cabin: '2',
  segments: [emptyRow()],
  returnDate: '',
  adults: 1,
  children: 0,
  infants: 0,
};

/** A city known only by its airport code (from a URL or a past search) until the lookup names it. */
export const cityFromCode = (code: string): CityOption => ({
  cityCode: code,
  label: code,
  subTitle: '',
  airportCode: code,
  countryCode: '',
});

export const isCodeOnly = (city: CityOption | null): boolean =>
  !!city && city.subTitle === '' && city.label === city.airportCode;

/** A search as the request sent or as the server's `searchBy` echoes it. */
export interface PastSearch {
  JourneyType: number;
  returnType?: number | null;
  cabinClass?: number;
  segments: readonly { origin: string; destination: string; preferredDepartureTime: string }[];
  adultCount: number;
  childCount?: number;
  infantCount?: number;
}

/** Form values that repeat a search (modify search): cities by code, dates as dd/MM/yyyy. */
export function formFromRequest(r: PastSearch): SearchFormValues {
  const rows = r.segments.map((s) => ({
    origin: cityFromCode(s.origin),
    destination: cityFromCode(s.destination),
    date: toInputDate(s.preferredDepartureTime),
  }));
  const tripType = pick(FORM_TRIP_TYPES, String(r.JourneyType), '1');
  return {
    tripType,
    returnType: pick(FORM_RETURN_TYPES, String(r.returnType), '2'),
    cabin: pick(FORM_CABINS, String(r.cabinClass), '2'),
    segments: tripType === '3' ? rows : rows.slice(0, 1),
    returnDate: tripType === '2' ? toInputDate(r.segments[1]?.preferredDepartureTime ?? '') : '',
    adults: r.adultCount,
    children: r.childCount ?? 0,
    infants: r.infantCount ?? 0,
  };
}

/** One of the allowed values, or the fallback. */
const pick = <T extends string>(allowed: readonly T[], value: string, fallback: T): T =>
  allowed.find((one) => one === value) ?? fallback;
