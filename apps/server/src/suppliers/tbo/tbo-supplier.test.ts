import { oneHostEndpoints } from '@app/tbo-air';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '../../platform/cache';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { SupplierError } from '../flight-supplier';
import { TBO_PASSWORD_EXPIRED, tboCacheKeys, tokenDayEnd } from './tbo-client';
import { createTboSupplier } from './tbo-supplier';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const oneWay = (origin: string, destination: string, days = 7) => ({
  journeyType: 1 as const,
  cabinClass: 2 as const,
  segments: [{ origin, destination, departureDate: inDays(days) }],
  adults: 1,
  children: 0,
  infants: 0,
  endUserIp: '203.0.113.9',
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
}

describe('TBO adapter against the sandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });
  beforeEach(async () => {
    await sandbox.faults('');
  });

  it('maps a search to our fares: legs of segments, integer paise, refundability, sources', async () => {
    const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
    const found = await supplier.search(oneWay('DEL', 'BOM'));
    expect(found.traceId).toBeTruthy();
    expect(found.expiresAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    const [list = []] = found.results;
    expect(list.length).toBeGreaterThanOrEqual(300);
    for (const fare of list) {
      expect(Number.isInteger(fare.publishedFare)).toBe(true);
      expect(fare.segments).toHaveLength(1);
      const [first] = fare.segments[0] ?? [];
      expect(first?.originAirportCode).toBe('DEL');
      expect(fare.segments[0]?.at(-1)?.destinationAirportCode).toBe('BOM');
      expect(fare.source).toBe(fare.isLcc ? fare.airlineCode : 'GDS');
      const adults = fare.fareBreakdown.find((d) => d.passengerType === 1);
      expect(adults?.publishedFare).toBeGreaterThan(0);
    }
    expect(list.some((f) => f.isRefundable)).toBe(true);
    expect(list.some((f) => !f.isRefundable)).toBe(true);
    expect(list.some((f) => f.segments[0]?.length === 1)).toBe(true);
    // TBO's FareClassification.Type names the airline's family; the fare quote keeps it.
    expect(new Set(list.map((f) => f.fareFamily))).toEqual(
      new Set(['Saver', 'Flexi', 'Economy Lite', 'Economy Classic']),
    );
    const [fare] = list;
    const quoted = await supplier.fareQuote({
      traceId: found.traceId,
      resultIndex: fare?.resultIndex ?? '',
      endUserIp: '203.0.113.9',
    });
    expect(quoted.fare.fareFamily).toBe(fare?.fareFamily);
  });

  it('answers a domestic return as two lists and an international return as combined fares', async () => {
    const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
    const returnTrip = (origin: string, destination: string) => ({
      ...oneWay(origin, destination),
      journeyType: 2 as const,
      segments: [
        { origin, destination, departureDate: inDays(10) },
        { origin: destination, destination: origin, departureDate: inDays(14) },
      ],
    });
    const domestic = await supplier.search(returnTrip('DEL', 'BLR'));
    expect(domestic.results).toHaveLength(2);
    expect(domestic.results[1]?.[0]?.segments[0]?.[0]?.originAirportCode).toBe('BLR');
    const abroad = await supplier.search(returnTrip('BOM', 'DXB'));
    expect(abroad.results).toHaveLength(1);
    expect(abroad.results[0]?.[0]?.segments).toHaveLength(2);
    const special = await supplier.search({ ...returnTrip('DEL', 'BOM'), special: 'lcc' });
    expect(special.results).toHaveLength(1);
    expect(special.results[0]?.every((f) => f.isLcc && f.segments.length === 2)).toBe(true);
  });

  it('authenticates once and shares the token through the cache', async () => {
    const cache = createCache(undefined);
    const before = sandbox.operations.filter((o) => o === 'Authenticate').length;
    const first = createTboSupplier(sandbox.supplierConfig(), cache);
    const second = createTboSupplier(sandbox.supplierConfig(), cache);
    await Promise.all([first.search(oneWay('BLR', 'HYD')), first.search(oneWay('BLR', 'MAA'))]);
    await second.search(oneWay('HYD', 'BLR'));
    expect(sandbox.operations.filter((o) => o === 'Authenticate').length - before).toBe(1);
  });

  it('re-authenticates once when the supplier calls the token stale', async () => {
    const cache = createCache(undefined);
    const config = sandbox.supplierConfig();
    await cache.set(tboCacheKeys(config).tokenKey, 'stale-token', 3600);
    const found = await createTboSupplier(config, cache).search(oneWay('DEL', 'CCU'));
    expect(found.results[0]?.length).toBeGreaterThan(0);
  });

  it('says plainly when the credentials are refused', async () => {
    const supplier = createTboSupplier(sandbox.supplierConfig({ password: 'wrong' }), createCache(undefined));
    const error = await failure(supplier.search(oneWay('DEL', 'BOM')));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Authenticate: Incorrect Username or Password');
  });

  it('tells staff when TBO says the account’s password has expired', async () => {
    await sandbox.faults('passwordExpired');
    try {
      const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
      const error = await failure(supplier.agencyBalance({ endUserIp: '203.0.113.9' }));
      expect(error.kind).toBe('rejected');
      expect(error.message).toBe(TBO_PASSWORD_EXPIRED);
    } finally {
      await sandbox.faults('');
    }
  });

  it('keeps a token for the Indian day it was issued on', () => {
    // 18:00 UTC is 23:30 IST: the token lasts 29 minutes, to 23:59 IST; 19:00 UTC is the next IST day.
    expect(new Date(tokenDayEnd(Date.parse('2026-03-02T18:00:00Z'))).toISOString()).toBe(
      '2026-03-02T18:29:00.000Z',
    );
    expect(new Date(tokenDayEnd(Date.parse('2026-03-02T19:00:00Z'))).toISOString()).toBe(
      '2026-03-03T18:29:00.000Z',
    );
  });

  it('reads fare rules and calendar fares', async () => {
    const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
    const found = await supplier.search(oneWay('DEL', 'BOM'));
    const fare = found.results[0]?.[0];
    if (!fare) throw new Error('no fare');
    const rules = await supplier.fareRules({
      traceId: found.traceId,
      resultIndex: fare.resultIndex,
      endUserIp: '203.0.113.9',
    });
    expect(rules.length).toBeGreaterThan(0);
    expect(rules[0]?.fareRuleDetail).toMatch(/<\w+/);

    const days = await supplier.calendarFare({
      origin: 'DEL',
      destination: 'BOM',
      fromDate: inDays(1),
      endUserIp: '203.0.113.9',
    });
    expect(days.length).toBeGreaterThan(0);
    expect(
      days.every((d) => Number.isInteger(d.fare) && d.fare > 0 && /^\d{4}-\d{2}-\d{2}$/.test(d.date)),
    ).toBe(true);
  });

  describe('faults', () => {
    const supplier = () =>
      createTboSupplier(sandbox.supplierConfig({ timeoutMs: 800 }), createCache(undefined));

    it('a slow supplier within the time limit still answers', async () => {
      await sandbox.faults('latency=300');
      const found = await supplier().search(oneWay('DEL', 'BOM'));
      expect(found.results[0]?.length).toBeGreaterThan(0);
    });

    it('a supplier that never answers times out', async () => {
      await sandbox.faults('timeout');
      expect((await failure(supplier().search(oneWay('DEL', 'BOM')))).kind).toBe('timeout');
    });

    it('a failed search is rejected with the supplier’s message', async () => {
      await sandbox.faults('error=Search');
      const error = await failure(supplier().search(oneWay('DEL', 'BOM')));
      expect(error.kind).toBe('rejected');
      expect(error.message).toContain('injected fault');
    });

    it('an HTTP 500 or a body that is not JSON means the supplier is unavailable', async () => {
      await sandbox.faults('http500');
      expect((await failure(supplier().search(oneWay('DEL', 'BOM')))).kind).toBe('unavailable');
      await sandbox.faults('garbage');
      expect((await failure(supplier().search(oneWay('DEL', 'BOM')))).kind).toBe('unavailable');
    });

    it('an unreachable supplier is unavailable', async () => {
      const nowhere = createTboSupplier(
        sandbox.supplierConfig({ endpoints: oneHostEndpoints('http://127.0.0.1:9') }),
        createCache(undefined),
      );
      expect((await failure(nowhere.search(oneWay('DEL', 'BOM')))).kind).toBe('unavailable');
    });

    it('an invalid session that persists after re-authenticating is rejected', async () => {
      await sandbox.faults('invalidSession');
      expect((await failure(supplier().search(oneWay('DEL', 'BOM')))).kind).toBe('rejected');
    });

    it('a fare quote reports a changed price and time', async () => {
      const live = supplier();
      const found = await live.search(oneWay('DEL', 'BOM'));
      const fare = found.results[0]?.[0];
      if (!fare) throw new Error('no fare');
      const ref = { traceId: found.traceId, resultIndex: fare.resultIndex, endUserIp: '203.0.113.9' };
      const same = await live.fareQuote(ref);
      expect(same).toMatchObject({ isPriceChanged: false, isTimeChanged: false });
      expect(same.fare.publishedFare).toBe(fare.publishedFare);
      await sandbox.faults('priceChange=10,timeChange');
      const changed = await live.fareQuote(ref);
      expect(changed).toMatchObject({ isPriceChanged: true, isTimeChanged: true });
      expect(changed.fare.publishedFare).toBeGreaterThan(fare.publishedFare);
    });

    it('an expired trace is reported as such', async () => {
      const live = supplier();
      const found = await live.search(oneWay('DEL', 'BOM'));
      const resultIndex = found.results[0]?.[0]?.resultIndex ?? '';
      await sandbox.faults('expireTrace');
      const error = await failure(
        live.fareRules({ traceId: found.traceId, resultIndex, endUserIp: '203.0.113.9' }),
      );
      expect(error.kind).toBe('traceExpired');
      expect(error.message).toBe('Your session (TraceId) is expired.');
    });
  });
});
