import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  cheapest,
  type FlightFilters,
  filterBounds,
  filterResults,
  inTimeBand,
  NO_FILTERS,
  sortResults,
  stopsOf,
} from './filters';
import { makeResult, makeSegment } from './test-fixtures';

const at = (hhmm: string) => `2026-12-01T${hhmm}:00`;
const filter = (over: Partial<FlightFilters>): FlightFilters => ({ ...NO_FILTERS, ...over });
const ids = (list: { resultIndex: string }[]) => list.map((r) => r.resultIndex);

describe('departure time bands', () => {
  it('puts the edges in the later band', () => {
    expect(inTimeBand(at('03:59'), 'before11')).toBe(false);
    expect(inTimeBand(at('04:00'), 'before11')).toBe(true);
    expect(inTimeBand(at('10:59'), 'before11')).toBe(true);
    expect(inTimeBand(at('11:00'), 'before11')).toBe(false);
    expect(inTimeBand(at('11:00'), '11to16')).toBe(true);
    expect(inTimeBand(at('15:59'), '11to16')).toBe(true);
    expect(inTimeBand(at('16:00'), '16to21')).toBe(true);
    expect(inTimeBand(at('20:59'), '16to21')).toBe(true);
  });

  it('wraps After 9PM round midnight until 04:00', () => {
    expect(inTimeBand(at('21:00'), 'after21')).toBe(true);
    expect(inTimeBand(at('23:59'), 'after21')).toBe(true);
    expect(inTimeBand(at('00:00'), 'after21')).toBe(true);
    expect(inTimeBand(at('03:59'), 'after21')).toBe(true);
    expect(inTimeBand(at('04:00'), 'after21')).toBe(false);
    expect(inTimeBand(at('20:59'), 'after21')).toBe(false);
    expect(inTimeBand(at('02:00'), 'any')).toBe(true);
  });

  it("filters by the outbound leg's first departure", () => {
    const early = makeResult({ resultIndex: 'early', departs: '05:30' });
    const late = makeResult({ resultIndex: 'late', departs: '22:15' });
    const night = makeResult({ resultIndex: 'night', departs: '01:00' });
    expect(ids(filterResults([early, late, night], filter({ timeBand: 'before11' })))).toEqual(['early']);
    expect(ids(filterResults([early, late, night], filter({ timeBand: 'after21' })))).toEqual([
      'late',
      'night',
    ]);
    const returnTrip = makeResult({ resultIndex: 'rt', departs: '05:30' });
    returnTrip.segments = [returnTrip.segments[0] ?? [], [makeSegment({ departureTime: at('22:00') })]];
    expect(ids(filterResults([returnTrip], filter({ timeBand: 'before11' })))).toEqual(['rt']);
  });
});

describe('other filters', () => {
  const direct = makeResult({ resultIndex: 'direct', flights: 1 });
  const oneStop = makeResult({ resultIndex: 'one', flights: 2 });
  const twoStops = makeResult({ resultIndex: 'two', flights: 3 });
  const fourFlights = makeResult({ resultIndex: 'four', flights: 4 });
  const all = [direct, oneStop, twoStops, fourFlights];

  it('counts stops by the flights of a leg', () => {
    expect(all.map(stopsOf)).toEqual([1, 2, 3, 3]);
    expect(ids(filterResults(all, filter({ stops: [1] })))).toEqual(['direct']);
    expect(ids(filterResults(all, filter({ stops: [2] })))).toEqual(['one']);
    expect(ids(filterResults(all, filter({ stops: [3] })))).toEqual(['two', 'four']);
    expect(ids(filterResults(all, filter({ stops: [1, 3] })))).toEqual(['direct', 'two', 'four']);
  });

  it('is Direct only when every leg is direct', () => {
    const mixed = makeResult({ resultIndex: 'mixed' });
    mixed.segments = [[makeSegment()], [makeSegment(), makeSegment()]];
    expect(stopsOf(mixed)).toBe(2);
  });

  it('keeps prices inside the rupee range, both ends included', () => {
    const cheap = makeResult({ resultIndex: 'cheap', publishedPrice: 350_000 });
    const mid = makeResult({ resultIndex: 'mid', publishedPrice: 499_950 });
    const dear = makeResult({ resultIndex: 'dear', publishedPrice: 900_000 });
    expect(ids(filterResults([cheap, mid, dear], filter({ priceRange: [3500, 5000] })))).toEqual([
      'cheap',
      'mid',
    ]);
    expect(ids(filterResults([cheap, mid, dear], filter({ priceRange: [3501, 9000] })))).toEqual([
      'mid',
      'dear',
    ]);
  });

  it('filters refundable and non-refundable fares', () => {
    const yes = makeResult({ resultIndex: 'yes', isRefundable: true });
    const no = makeResult({ resultIndex: 'no', isRefundable: false });
    expect(ids(filterResults([yes, no], filter({ fareTypes: ['refundable'] })))).toEqual(['yes']);
    expect(ids(filterResults([yes, no], filter({ fareTypes: ['nonRefundable'] })))).toEqual(['no']);
    expect(ids(filterResults([yes, no], filter({ fareTypes: ['refundable', 'nonRefundable'] })))).toEqual([
      'yes',
      'no',
    ]);
  });

  it('filters airlines', () => {
    const indigo = makeResult({ resultIndex: 'indigo', airlineCode: '6E' });
    const vistara = makeResult({ resultIndex: 'vistara', airlineCode: 'UK', airlineName: 'Vistara' });
    const spice = makeResult({ resultIndex: 'spice', airlineCode: 'SG', airlineName: 'SpiceJet' });
    expect(ids(filterResults([indigo, vistara, spice], filter({ airlines: ['UK', 'SG'] })))).toEqual([
      'vistara',
      'spice',
    ]);
  });

  it('combines filters with AND', () => {
    const a = makeResult({
      resultIndex: 'a',
      departs: '07:00',
      flights: 1,
      isRefundable: true,
      airlineCode: '6E',
    });
    const b = makeResult({
      resultIndex: 'b',
      departs: '07:00',
      flights: 2,
      isRefundable: true,
      airlineCode: '6E',
    });
    const c = makeResult({
      resultIndex: 'c',
      departs: '13:00',
      flights: 1,
      isRefundable: true,
      airlineCode: '6E',
    });
    const d = makeResult({
      resultIndex: 'd',
      departs: '07:00',
      flights: 1,
      isRefundable: false,
      airlineCode: '6E',
    });
    const e = makeResult({
      resultIndex: 'e',
      departs: '07:00',
      flights: 1,
      isRefundable: true,
      airlineCode: 'UK',
    });
    const f = makeResult({ resultIndex: 'f', departs: '07:00', flights: 1, publishedPrice: 1_000_000 });
    const combined = filter({
      timeBand: 'before11',
      stops: [1],
      fareTypes: ['refundable'],
      airlines: ['6E'],
      priceRange: [0, 6000],
    });
    expect(ids(filterResults([a, b, c, d, e, f], combined))).toEqual(['a']);
    expect(filterResults([a, b, c, d, e, f], NO_FILTERS)).toHaveLength(6);
  });
});

describe('sorting', () => {
  const a = makeResult({ resultIndex: 'a', publishedPrice: 700_000, departs: '09:00' });
  const b = makeResult({ resultIndex: 'b', publishedPrice: 500_000, departs: '18:00', flights: 2 });
  const c = makeResult({ resultIndex: 'c', publishedPrice: 600_000, departs: '06:00' });
  c.segments = [[makeSegment({ departureTime: at('06:00'), arrivalTime: at('09:30'), duration: 210 })]];

  it('sorts by price ascending by default', () => {
    expect(ids(applyFilters([a, b, c], NO_FILTERS, 'price'))).toEqual(['b', 'c', 'a']);
  });

  it('sorts by departure, duration and arrival', () => {
    expect(ids(sortResults([a, b, c], 'departure'))).toEqual(['c', 'a', 'b']);
    // a: 130 min; b: 2 × 130 + 60 ground; c: 210.
    expect(ids(sortResults([a, b, c], 'duration'))).toEqual(['a', 'c', 'b']);
    // a and b arrive 08:10 (b is cheaper), c at 09:30.
    expect(ids(sortResults([a, b, c], 'arrival'))).toEqual(['b', 'a', 'c']);
  });

  it('breaks ties by price and leaves the input alone', () => {
    const x = makeResult({ resultIndex: 'x', publishedPrice: 800_000, departs: '06:00' });
    const y = makeResult({ resultIndex: 'y', publishedPrice: 400_000, departs: '06:00' });
    const input = [x, y];
    expect(ids(sortResults(input, 'departure'))).toEqual(['y', 'x']);
    expect(ids(input)).toEqual(['x', 'y']);
  });
});

describe('filter panel bounds', () => {
  it('spans the prices in rupees and lists airlines with their cheapest fare', () => {
    const bounds = filterBounds([
      [
        makeResult({ publishedPrice: 450_050, airlineCode: '6E', airlineName: 'IndiGo' }),
        makeResult({ publishedPrice: 400_000, airlineCode: '6E', airlineName: 'IndiGo' }),
      ],
      [makeResult({ publishedPrice: 999_999, airlineCode: 'AI', airlineName: 'Air India' })],
    ]);
    expect(bounds.minRupees).toBe(4000);
    expect(bounds.maxRupees).toBe(10000);
    expect(bounds.airlines).toEqual([
      { code: 'AI', name: 'Air India', minPrice: 999_999 },
      { code: '6E', name: 'IndiGo', minPrice: 400_000 },
    ]);
    expect(filterBounds([])).toEqual({ minRupees: 0, maxRupees: 0, airlines: [] });
  });

  it('finds the cheapest result', () => {
    const a = makeResult({ resultIndex: 'a', publishedPrice: 3 });
    const b = makeResult({ resultIndex: 'b', publishedPrice: 2 });
    expect(cheapest([a, b])?.resultIndex).toBe('b');
    expect(cheapest([])).toBeUndefined();
  });
});
