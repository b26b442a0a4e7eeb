import type {
  CalendarFareResponse,
  FareRuleResponse,
  SearchResponse,
  TboResult,
  TboSegment,
} from '@app/tbo-air';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, kit } from './test-kit';

type Kit = Awaited<ReturnType<typeof kit>>;
let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(async () => {
  await k.app.close();
});

const search = (legs: [string, string, string][], extra: object = {}) =>
  k.json<SearchResponse>('Search', k.searchBody(legs, extra));
const utc = (local: string, offsetMin: number) => Date.parse(`${local}Z`) - offsetMin * 60_000;
const cheapest = (results: TboResult[]) => Math.min(...results.map((r) => r.Fare.PublishedFare));
const flightsOf = (r: TboResult) =>
  r.Segments.map((leg) => leg.map((s) => s.Airline.FlightNumber).join('+')).join('/');

describe('Authenticate', () => {
  it('issues a token for the configured credentials', async () => {
    const r = await k.json<{ Status: number; TokenId: string; Error: { ErrorCode: number } }>(
      'Authenticate',
      CREDENTIALS,
    );
    expect(r.Status).toBe(1);
    expect(r.TokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.Error.ErrorCode).toBe(0);
  });
  it('refuses wrong credentials', async () => {
    const r = await k.json<{
      Status: number;
      TokenId: null;
      Error: { ErrorCode: number; ErrorMessage: string };
    }>('Authenticate', { ...CREDENTIALS, Password: 'nope' });
    // TBO's statuses: 3 a wrong user name, 4 a wrong password, 5 an expired one.
    expect(r).toMatchObject({
      Status: 4,
      TokenId: null,
      Error: { ErrorCode: 1, ErrorMessage: 'Incorrect Username or Password' },
    });
    const stranger = await k.json<{ Status: number }>('Authenticate', { ...CREDENTIALS, UserName: 'who' });
    expect(stranger.Status).toBe(3);
    const expired = await k.json<{ Status: number; TokenId: null }>(
      'Authenticate',
      CREDENTIALS,
      'passwordExpired',
    );
    expect(expired).toMatchObject({ Status: 5, TokenId: null });
  });
  it('rejects unknown tokens and invalid bodies', async () => {
    const bad = await k.json<SearchResponse>('Search', {
      ...k.searchBody([['DEL', 'BOM', k.day(7)]]),
      TokenId: 'x',
    });
    expect(bad.Response.ResponseStatus).toBe(4);
    expect(bad.Response.Error).toEqual({ ErrorCode: 2, ErrorMessage: 'Invalid or expired TokenId.' });
    const invalid = await k.json<SearchResponse>('Search', {
      ...k.searchBody([['DEL', 'BOM', k.day(7)]]),
      AdultCount: 0,
    });
    expect(invalid.Response.ResponseStatus).toBe(3);
    expect(invalid.Response.Error?.ErrorMessage).toContain('AdultCount');
  });
});

describe('Search one-way', () => {
  it('gives at least 300 deterministic DEL→BOM results a week ahead', async () => {
    const a = await search([['DEL', 'BOM', k.day(7)]]);
    expect(a.Response.ResponseStatus).toBe(1);
    const results = (a.Response.Results ?? [])[0] ?? [];
    expect(a.Response.Results).toHaveLength(1);
    expect(results.length).toBeGreaterThanOrEqual(300);
    expect(new Set(results.map((r) => r.ResultIndex)).size).toBe(results.length);
    expect(results[0]?.ResultIndex).toBe('OB1');
    const direct = results.filter((r) => r.Segments[0]?.length === 1);
    const directFlights = new Set(direct.map(flightsOf));
    expect(directFlights.size).toBeGreaterThanOrEqual(30);
    const b = await search([['DEL', 'BOM', k.day(7)]]);
    expect(JSON.stringify(b.Response.Results)).toBe(JSON.stringify(a.Response.Results));
    const other = await kit({ seed: 'another' });
    const c = await other.json<SearchResponse>('Search', other.searchBody([['DEL', 'BOM', k.day(7)]]));
    expect(JSON.stringify(c.Response.Results)).not.toBe(JSON.stringify(a.Response.Results));
    await other.app.close();
  });

  it('names each fare’s family as TBO does, so one flight at two prices is two fares', async () => {
    const results = (await search([['DEL', 'BOM', k.day(7)]])).Response.Results?.[0] ?? [];
    expect(results.every((r) => r.ResultFareType === 'RegularFare' && r.FareClassification?.Type)).toBe(true);
    const lcc = results.find((r) => r.IsLCC);
    const sold = results.filter((r) => lcc && flightsOf(r) === flightsOf(lcc));
    expect(sold.map((r) => r.FareClassification?.Type).sort()).toEqual(['Flexi', 'Saver']);
    const [saver, flexi] = ['Saver', 'Flexi'].map((type) =>
      sold.find((r) => r.FareClassification?.Type === type),
    );
    expect(flexi?.Fare.PublishedFare).toBeGreaterThan(saver?.Fare.PublishedFare ?? Number.POSITIVE_INFINITY);
    expect(saver?.FareClassification?.Color).toBeTruthy();
  });

  it('has sane times and durations that grow with distance', async () => {
    const ist = 330;
    const r = await search([['DEL', 'BOM', k.day(7)]]);
    for (const res of (r.Response.Results ?? [])[0] ?? []) {
      const segs = res.Segments[0] ?? [];
      let previous: TboSegment | undefined;
      for (const s of segs) {
        expect(s.Origin.DepTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/);
        const dep = utc(s.Origin.DepTime, ist);
        const arr = utc(s.Destination.ArrTime, ist);
        expect(arr - dep).toBe(s.Duration * 60_000);
        if (previous) {
          const ground = (dep - utc(previous.Destination.ArrTime, ist)) / 60_000;
          expect(ground).toBe(s.GroundTime);
          expect(ground).toBeGreaterThanOrEqual(60);
          expect(ground).toBeLessThanOrEqual(240);
        }
        previous = s;
      }
      expect(segs[0]?.Origin.Airport.AirportCode).toBe('DEL');
      expect(segs.at(-1)?.Destination.Airport.AirportCode).toBe('BOM');
    }
    const durationOf = async (o: string, d: string) => {
      const res = await search([[o, d, k.day(7)]], { DirectFlight: true });
      return (res.Response.Results ?? [])[0]?.[0]?.Segments[0]?.[0]?.Duration ?? 0;
    };
    const short = await durationOf('DEL', 'JAI');
    const mid = await durationOf('DEL', 'BOM');
    const long = await durationOf('DEL', 'MAA');
    expect(short).toBeLessThan(mid);
    expect(mid).toBeLessThan(long);
  });

  it('converts time zones for international flights', async () => {
    const r = await search([['DEL', 'LHR', k.day(10)]], { DirectFlight: true });
    const seg = (r.Response.Results ?? [])[0]?.[0]?.Segments[0]?.[0];
    expect(seg).toBeDefined();
    if (!seg) return;
    // March 12 is before UK summer time: London is UTC+0, Delhi UTC+5:30.
    expect(utc(seg.Destination.ArrTime, 0) - utc(seg.Origin.DepTime, 330)).toBe(seg.Duration * 60_000);
    expect(seg.Duration).toBeGreaterThan(480);
    expect(seg.Baggage).toMatch(/^(20|30|40) KG$/);
  });

  it('filters by direct flight, sources and preferred airlines', async () => {
    const direct = await search([['DEL', 'BOM', k.day(7)]], { DirectFlight: true });
    expect(((direct.Response.Results ?? [])[0] ?? []).every((r) => r.Segments[0]?.length === 1)).toBe(true);
    const gds = await search([['DEL', 'BOM', k.day(7)]], { Sources: ['GDS'] });
    const gdsResults = (gds.Response.Results ?? [])[0] ?? [];
    expect(gdsResults.length).toBeGreaterThan(0);
    expect(gdsResults.every((r) => [4, 5].includes(r.Source) && !r.IsLCC)).toBe(true);
    const lcc = await search([['DEL', 'BOM', k.day(7)]], { Sources: ['6E', 'SG'] });
    expect(new Set(((lcc.Response.Results ?? [])[0] ?? []).map((r) => r.AirlineCode))).toEqual(
      new Set(['6E', 'SG']),
    );
    const preferred = await search([['DEL', 'BOM', k.day(7)]], { PreferredAirlines: ['AI'] });
    const airlines = ((preferred.Response.Results ?? [])[0] ?? []).flatMap((r) =>
      r.Segments.flat().map((s) => s.Airline.AirlineCode),
    );
    expect(airlines).toContain('AI');
  });

  it('prices every passenger type', async () => {
    const r = await search([['DEL', 'BOM', k.day(7)]], { AdultCount: 2, ChildCount: 1, InfantCount: 1 });
    const res = (r.Response.Results ?? [])[0]?.[0];
    if (!res) throw new Error('no result');
    expect(res.FareBreakdown.map((b) => [b.PassengerType, b.PassengerCount])).toEqual([
      [1, 2],
      [2, 1],
      [3, 1],
    ]);
    const [adult, child, infant] = res.FareBreakdown;
    if (!adult || !child || !infant) throw new Error('breakdown missing');
    expect(child.BaseFare / (adult.BaseFare / 2)).toBeCloseTo(0.75, 1);
    expect(infant.BaseFare / (adult.BaseFare / 2)).toBeCloseTo(0.1, 1);
    expect(infant.Tax).toBeLessThan(adult.Tax / 4);
    const sum = res.FareBreakdown.reduce((s, b) => s + b.BaseFare, 0);
    expect(res.Fare.BaseFare).toBeCloseTo(sum, 2);
    expect(res.Fare.PublishedFare).toBeCloseTo(res.Fare.BaseFare + res.Fare.Tax + res.Fare.OtherCharges, 2);
    expect(res.Fare.OfferedFare).toBeLessThan(res.Fare.PublishedFare);
    for (const n of [res.Fare.PublishedFare, res.Fare.Tax, res.Fare.OfferedFare]) {
      expect(Math.round(n * 100) / 100).toBe(n);
    }
  });

  it('raises fares as departure nears', async () => {
    const far = cheapest((await search([['DEL', 'BOM', k.day(45)]])).Response.Results?.[0] ?? []);
    const week = cheapest((await search([['DEL', 'BOM', k.day(7)]])).Response.Results?.[0] ?? []);
    const soon = cheapest((await search([['DEL', 'BOM', k.day(2)]])).Response.Results?.[0] ?? []);
    expect(far).toBeLessThan(week);
    expect(week).toBeLessThan(soon);
    expect(soon / far).toBeGreaterThan(1.5);
  });

  it('routes small airports through hubs and refuses unknown codes and past dates', async () => {
    const small = await search([['KUU', 'DXB', k.day(20)]]);
    expect(small.Response.ResponseStatus).toBe(1);
    expect(((small.Response.Results ?? [])[0] ?? []).every((r) => (r.Segments[0]?.length ?? 0) >= 2)).toBe(
      true,
    );
    const unknown = await search([['DEL', 'QQQ', k.day(7)]]);
    expect(unknown.Response.ResponseStatus).toBe(3);
    expect(unknown.Response.Error?.ErrorMessage).toContain('QQQ');
    const past = await search([['DEL', 'BOM', k.day(-1)]]);
    expect(past.Response.ResponseStatus).toBe(3);
  });
});

describe('Search sized by the results fault', () => {
  it('answers exactly N results a list, fewer or more than the day has, each one quotable', async () => {
    const body = k.searchBody(
      [
        ['DEL', 'BOM', k.day(7)],
        ['BOM', 'DEL', k.day(10)],
      ],
      { JourneyType: 2 },
    );
    const natural = (await k.json<SearchResponse>('Search', body)).Response.Results ?? [];
    const few = (await k.json<SearchResponse>('Search', body, 'results=10')).Response.Results ?? [];
    expect(few.map((l) => l.length)).toEqual([10, 10]);
    // The cheapest ten, as the day's list begins.
    expect(few[0]?.map((r) => r.Fare.PublishedFare)).toEqual(
      natural[0]?.slice(0, 10).map((r) => r.Fare.PublishedFare),
    );
    const many = await k.json<SearchResponse>('Search', body, 'results=1000');
    const [out = [], back = []] = many.Response.Results ?? [];
    expect([out.length, back.length]).toEqual([1000, 1000]);
    expect(new Set(out.map((r) => r.ResultIndex)).size).toBe(1000);
    expect(out.at(-1)?.ResultIndex).toBe('OB1000');
    const quote = await k.json<{ Response: { ResponseStatus: number; Results: TboResult } }>('FareQuote', {
      ...k.base,
      TraceId: many.Response.TraceId,
      ResultIndex: 'OB1000',
    });
    expect(quote.Response.ResponseStatus).toBe(1);
    expect(quote.Response.Results.ResultIndex).toBe('OB1000');
  });
});

describe('Search returns and multi-stop', () => {
  it('splits a domestic return into two lists', async () => {
    const r = await search(
      [
        ['DEL', 'BOM', k.day(7)],
        ['BOM', 'DEL', k.day(10)],
      ],
      { JourneyType: 2 },
    );
    const [out, back] = r.Response.Results ?? [];
    expect(r.Response.Results).toHaveLength(2);
    expect(out?.[0]?.ResultIndex).toBe('OB1');
    expect(back?.[0]?.ResultIndex).toBe('IB1');
    expect(
      back?.every((res) => res.Segments.length === 1 && res.Segments[0]?.every((s) => s.TripIndicator === 2)),
    ).toBe(true);
    expect(back?.[0]?.Segments[0]?.[0]?.Origin.Airport.AirportCode).toBe('BOM');
  });

  it('combines an international return into two-leg fares', async () => {
    const r = await search(
      [
        ['DEL', 'DXB', k.day(14)],
        ['DXB', 'DEL', k.day(21)],
      ],
      { JourneyType: 2 },
    );
    expect(r.Response.Results).toHaveLength(1);
    const res = (r.Response.Results ?? [])[0] ?? [];
    expect(res.length).toBeGreaterThan(10);
    for (const x of res) {
      expect(x.Segments).toHaveLength(2);
      expect(x.Segments[0]?.[0]?.Origin.Airport.AirportCode).toBe('DEL');
      expect(x.Segments[1]?.[0]?.Origin.Airport.AirportCode).toBe('DXB');
      expect(x.Segments[1]?.every((s) => s.TripIndicator === 2)).toBe(true);
    }
  });

  it('special return is LCC-only and cheaper than two one-ways', async () => {
    const legs: [string, string, string][] = [
      ['DEL', 'BOM', k.day(14)],
      ['BOM', 'DEL', k.day(16)],
    ];
    const r = await search(legs, { JourneyType: 5 });
    const res = (r.Response.Results ?? [])[0] ?? [];
    expect(res.length).toBeGreaterThan(0);
    expect(res.every((x) => x.IsLCC && x.Segments.length === 2)).toBe(true);
    const out = (await search([legs[0] ?? ['', '', '']])).Response.Results?.[0] ?? [];
    const back = (await search([legs[1] ?? ['', '', '']])).Response.Results?.[0] ?? [];
    const first = res[0];
    if (!first) throw new Error('no special return');
    const match = (list: TboResult[], leg: number) =>
      list.find(
        (x) =>
          flightsOf(x) === first.Segments[leg]?.map((s) => s.Airline.FlightNumber).join('+') &&
          x.AirlineRemark === first.AirlineRemark,
      );
    const o = match(out, 0);
    const b = match(back, 1);
    expect(o && b).toBeTruthy();
    expect(first.Fare.PublishedFare).toBeLessThan(
      (o?.Fare.PublishedFare ?? 0) + (b?.Fare.PublishedFare ?? 0),
    );
    const gds = await search(legs, { JourneyType: 5, Sources: ['GDS'] });
    expect(((gds.Response.Results ?? [])[0] ?? []).every((x) => !x.IsLCC && [4, 5].includes(x.Source))).toBe(
      true,
    );
  });

  it('multi-stop gives one leg per requested segment', async () => {
    const r = await search(
      [
        ['DEL', 'BOM', k.day(10)],
        ['BOM', 'BLR', k.day(12)],
        ['BLR', 'DEL', k.day(15)],
      ],
      { JourneyType: 3 },
    );
    const res = (r.Response.Results ?? [])[0] ?? [];
    expect(res.length).toBeGreaterThan(0);
    for (const x of res) {
      expect(x.Segments.map((l) => l[0]?.Origin.Airport.AirportCode)).toEqual(['DEL', 'BOM', 'BLR']);
      expect(x.Segments.map((l) => l[0]?.TripIndicator)).toEqual([1, 2, 3]);
    }
  });
});

describe('GetCalendarFare', () => {
  it('gives the cheapest fare of each remaining day of the month, matching Search', async () => {
    const start = k.day(10);
    const started = performance.now();
    const r = await k.json<CalendarFareResponse>('GetCalendarFare', {
      ...k.base,
      JourneyType: 1,
      Segments: [
        {
          Origin: 'DEL',
          Destination: 'BOM',
          FlightCabinClass: 2,
          PreferredDepartureTime: `${start}T00:00:00`,
        },
      ],
    });
    const elapsed = performance.now() - started;
    const days = r.Response.SearchResults ?? [];
    expect(days[0]?.DepartureDate).toBe(`${start}T00:00:00`);
    expect(days.at(-1)?.DepartureDate.slice(0, 7)).toBe(start.slice(0, 7));
    const lowest = Math.min(...days.map((d) => d.Fare));
    expect(days.filter((d) => d.IsLowestFareOfMonth).every((d) => d.Fare === lowest)).toBe(true);
    expect(days.some((d) => d.IsLowestFareOfMonth)).toBe(true);
    for (const day of [days[0], days[5]]) {
      if (!day) continue;
      const s = await search([['DEL', 'BOM', day.DepartureDate.slice(0, 10)]]);
      expect(cheapest((s.Response.Results ?? [])[0] ?? [])).toBe(day.Fare);
    }
    expect(elapsed).toBeLessThan(1000);
  });
});

describe('FareRule', () => {
  it('returns HTML rules that differ for refundable and non-refundable fares', async () => {
    const s = await search([['DEL', 'BOM', k.day(7)]]);
    const results = (s.Response.Results ?? [])[0] ?? [];
    const rule = async (r: TboResult | undefined) =>
      k.json<FareRuleResponse>('FareRule', {
        ...k.base,
        TraceId: s.Response.TraceId,
        ResultIndex: r?.ResultIndex ?? '',
      });
    const saver = await rule(results.find((r) => !r.IsRefundable));
    const flexi = await rule(results.find((r) => r.IsRefundable));
    const detail = (saver.Response.FareRules ?? [])[0]?.FareRuleDetail ?? '';
    expect(detail).toContain('<table');
    expect(detail).toContain('No-show');
    expect(detail).toContain('non-refundable');
    expect((flexi.Response.FareRules ?? [])[0]?.FareRuleDetail).toContain('Refund of base fare');
    expect((saver.Response.FareRules ?? [])[0]?.FareBasisCode).toMatch(/^[A-Z]/);
    const unknown = await k.json<FareRuleResponse>('FareRule', {
      ...k.base,
      TraceId: s.Response.TraceId,
      ResultIndex: 'OB99999',
    });
    expect(unknown.Response.ResponseStatus).toBe(3);
  });
});

describe('Trace expiry', () => {
  it('expires a TraceId after the TTL with the exact TBO message', async () => {
    const t = await kit({ traceTtlSeconds: 60 });
    const s = await t.json<SearchResponse>('Search', t.searchBody([['DEL', 'BOM', t.day(7)]]));
    const body = { ...t.base, TraceId: s.Response.TraceId, ResultIndex: 'OB1' };
    expect((await t.json<FareRuleResponse>('FareRule', body)).Response.ResponseStatus).toBe(1);
    t.advance(61_000);
    const expired = await t.json<FareRuleResponse>('FareRule', body);
    expect(expired.Response.ResponseStatus).toBe(4);
    expect(expired.Response.Error).toEqual({
      ErrorCode: 6,
      ErrorMessage: 'Your session (TraceId) is expired.',
    });
    await t.app.close();
  });

  it('answers No Result Found with code 25 when nothing flies', async () => {
    const r = await search([['DEL', 'BOM', k.day(7)]], { PreferredAirlines: ['EK'] });
    expect(r.Response.ResponseStatus).toBe(2);
    expect(r.Response.Error).toEqual({ ErrorCode: 25, ErrorMessage: 'No Result Found' });
  });
});
