import type { FlightResult } from '@app/contracts';
import { legMinutes } from './format';

/**
 * The result filters and sorting of spec §9, as pure functions over the priced results so the page
 * only memoises their output.
 */

export type TimeBand = 'any' | 'before11' | '11to16' | '16to21' | 'after21';

/** Outbound departure bands, by local clock minutes [from, to); After 9PM wraps past midnight to 04:00. */
export const TIME_BANDS: readonly { value: TimeBand; label: string; from: number; to: number }[] = [
  { value: 'any', label: 'Any Time', from: 0, to: 24 * 60 },
  { value: 'before11', label: 'Before 11AM', from: 4 * 60, to: 11 * 60 },
  { value: '11to16', label: '11AM-4PM', from: 11 * 60, to: 16 * 60 },
  { value: '16to21', label: '4PM-9PM', from: 16 * 60, to: 21 * 60 },
  { value: 'after21', label: 'After 9PM', from: 21 * 60, to: 4 * 60 },
];

/** Stops by the number of flights in a leg: 1 = direct, 2 = one stop, 3 = two or more. */
export type StopsOption = 1 | 2 | 3;
export const STOPS_OPTIONS: readonly { value: StopsOption; label: string }[] = [
  { value: 1, label: 'Direct' },
  { value: 2, label: '1' },
  { value: 3, label: '2 & more' },
];

export type FareType = 'refundable' | 'nonRefundable';
export const FARE_TYPES: readonly { value: FareType; label: string }[] = [
  { value: 'refundable', label: 'Refundable' },
  { value: 'nonRefundable', label: 'Non-Refundable' },
];

export type SortKey = 'price' | 'departure' | 'duration' | 'arrival';
export const SORT_KEYS: readonly { value: SortKey; label: string }[] = [
  { value: 'price', label: 'Price' },
  { value: 'departure', label: 'Departure' },
  { value: 'duration', label: 'Duration' },
  { value: 'arrival', label: 'Arrival' },
];

export interface FlightFilters {
  timeBand: TimeBand;
  /** Whole rupees, both ends included; null: any price. */
  priceRange: readonly [number, number] | null;
  /** Empty: any number of stops. */
  stops: readonly StopsOption[];
  /** Empty: both fare types. */
  fareTypes: readonly FareType[];
  /** Airline codes; empty: every airline. */
  airlines: readonly string[];
}

export const NO_FILTERS: FlightFilters = {
  timeBand: 'any',
  priceRange: null,
  stops: [],
  fareTypes: [],
  airlines: [],
};

export const hasFilters = (f: FlightFilters): boolean =>
  f.timeBand !== 'any' ||
  f.priceRange !== null ||
  f.stops.length > 0 ||
  f.fareTypes.length > 0 ||
  f.airlines.length > 0;

/** Minutes after local midnight of a 'YYYY-MM-DDTHH:mm:ss' time. */
export function clockMinutes(localDateTime: string): number {
  const hours = Number(localDateTime.slice(11, 13));
  const minutes = Number(localDateTime.slice(14, 16));
  return Number.isNaN(hours) || Number.isNaN(minutes) ? 0 : hours * 60 + minutes;
}

export function inTimeBand(localDateTime: string, band: TimeBand): boolean {
  const range = TIME_BANDS.find((b) => b.value === band);
  if (!range || band === 'any') return true;
  const minutes = clockMinutes(localDateTime);
  return range.from < range.to
    ? minutes >= range.from && minutes < range.to
    : minutes >= range.from || minutes < range.to;
}

/** The first flight's departure of the outbound leg (of a one-leg list: of its own leg). */
export const departureOf = (r: FlightResult): string => r.segments[0]?.[0]?.departureTime ?? '';
/** The last flight's arrival of the outbound leg. */
export const arrivalOf = (r: FlightResult): string => r.segments[0]?.at(-1)?.arrivalTime ?? '';
/** The whole journey's minutes, every leg. */
export const journeyMinutes = (r: FlightResult): number =>
  r.segments.reduce((sum, leg) => sum + legMinutes(leg), 0);

/** A result's stops option: its leg with the most flights decides (Direct means every leg is direct). */
export function stopsOf(r: FlightResult): StopsOption {
  const most = r.segments.reduce((max, leg) => Math.max(max, leg.length), 1);
  return most >= 3 ? 3 : most === 2 ? 2 : 1;
}

export function matches(r: FlightResult, f: FlightFilters): boolean {
  if (f.timeBand !== 'any' && !inTimeBand(departureOf(r), f.timeBand)) return false;
  if (f.priceRange && (r.publishedPrice < f.priceRange[0] * 100 || r.publishedPrice > f.priceRange[1] * 100))
    return false;
  if (f.stops.length > 0 && !f.stops.includes(stopsOf(r))) return false;
  if (f.fareTypes.length > 0 && !f.fareTypes.includes(r.isRefundable ? 'refundable' : 'nonRefundable'))
    return false;
  if (f.airlines.length > 0 && !f.airlines.includes(r.airlineCode)) return false;
  return true;
}

export const filterResults = (results: readonly FlightResult[], f: FlightFilters): FlightResult[] =>
  hasFilters(f) ? results.filter((r) => matches(r, f)) : [...results];

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const COMPARE: Record<SortKey, (a: FlightResult, b: FlightResult) => number> = {
  price: (a, b) => a.publishedPrice - b.publishedPrice,
  departure: (a, b) => compareText(departureOf(a), departureOf(b)),
  duration: (a, b) => journeyMinutes(a) - journeyMinutes(b),
  arrival: (a, b) => compareText(arrivalOf(a), arrivalOf(b)),
};

/** Ascending by the key, then by price; equal results keep their order (the sort is stable). */
export function sortResults(results: readonly FlightResult[], key: SortKey): FlightResult[] {
  const byKey = COMPARE[key];
  return [...results].sort((a, b) => byKey(a, b) || a.publishedPrice - b.publishedPrice);
}

export const applyFilters = (
  results: readonly FlightResult[],
  f: FlightFilters,
  sort: SortKey,
): FlightResult[] => sortResults(filterResults(results, f), sort);

export interface AirlineChoice {
  code: string;
  name: string;
  /** the airline's cheapest publishedPrice, paise */
  minPrice: number;
}

export interface FilterBounds {
  /** cheapest and dearest publishedPrice in whole rupees (rounded outwards), for the price slider */
  minRupees: number;
  maxRupees: number;
  /** airlines by name, each with its cheapest price */
  airlines: AirlineChoice[];
}

/** What the filter panel offers for these results (every list of a return search together). */
export function filterBounds(lists: readonly (readonly FlightResult[])[]): FilterBounds {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  const airlines = new Map<string, AirlineChoice>();
  for (const list of lists)
    for (const r of list) {
      min = Math.min(min, r.publishedPrice);
      max = Math.max(max, r.publishedPrice);
      const known = airlines.get(r.airlineCode);
      if (!known)
        airlines.set(r.airlineCode, { code: r.airlineCode, name: r.airlineName, minPrice: r.publishedPrice });
      else if (r.publishedPrice < known.minPrice) known.minPrice = r.publishedPrice;
    }
  if (min === Number.POSITIVE_INFINITY) min = 0;
  return {
    minRupees: Math.floor(min / 100),
    maxRupees: Math.ceil(max / 100),
    airlines: [...airlines.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The cheapest result of a list (the preselected one of a return pair), or undefined. */
export const cheapest = (results: readonly FlightResult[]): FlightResult | undefined =>
  results.reduce<FlightResult | undefined>(
    (best, r) => (!best || r.publishedPrice < best.publishedPrice ? r : best),
    undefined,
  );
