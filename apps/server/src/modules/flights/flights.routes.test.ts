import { gunzipSync } from 'node:zlib';
import type { FlightPriceData } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMarkupGroup, createMarkupRule, createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';
import { acceptsGzip } from './flights.routes';
import { flightSearches } from './flights.schema';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const oneWay = (origin = 'DEL', destination = 'BOM', days = 7) => ({
  JourneyType: 1,
  segments: [{ origin, destination, preferredDepartureTime: `${inDays(days)}T00:00:00` }],
  adultCount: 1,
  childCount: 0,
  infantCount: 0,
});

describe('flight search', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;
  let retailRule: { id: string };

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig({ timeoutMs: 1500 }) });
    siteId = (await createSite(t.db)).id;
    const retail = await createMarkupGroup(t.db, siteId, { groupName: 'Retail', isDefault: true });
    retailRule = await createMarkupRule(t.db, siteId, {
      groupId: retail.id,
      valueType: 'fixed',
      value: 29900,
      per: 'passenger',
    });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(async () => {
    await sandbox.faults('');
  });

  async function search(body: object, options: { token?: string; site?: string } = {}) {
    return call(t.app, 'api/search', body, { siteId: options.site ?? siteId, token: options.token });
  }
  async function prices(searchId: string, options: { token?: string; site?: string } = {}) {
    const res = await call(
      t.app,
      'api/getFlightPrice',
      { searchId },
      { siteId: options.site ?? siteId, token: options.token },
    );
    return { ...res, data: res.body.data as FlightPriceData };
  }

  it('searches, then reads the fares with the site’s markup and the rule that applied', async () => {
    const found = await search(oneWay());
    expect(found.status).toBe(200);
    expect(found.body.data.searchBy).toMatchObject({ JourneyType: 1, isDomestic: true, adultCount: 1 });
    const { status, data } = await prices(found.body.data.searchId);
    expect(status).toBe(200);
    const [list = []] = data.results;
    expect(list.length).toBeGreaterThanOrEqual(300);
    for (const fare of list) {
      expect(fare.markup).toEqual({ ruleId: retailRule.id, amount: 29900 });
      // ₹299 service fee and the ₹53.82 GST on it: the total payable is the price shown.
      expect(fare.publishedPrice).toBe(fare.publishedFare + 29900 + 5382);
    }
  });

  it('serves the same calls under the flight client base', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nfs/flights/api/search',
      headers: { 'site-id': siteId },
      payload: oneWay('BLR', 'DEL'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.searchId).toBeTruthy();
  });

  it('reads the cached fares again without asking the supplier', async () => {
    const found = await search(oneWay('BOM', 'DEL'));
    const searchesBefore = sandbox.operations.filter((o) => o === 'Search').length;
    const first = await prices(found.body.data.searchId);
    const second = await prices(found.body.data.searchId);
    expect(second.data).toEqual(first.data);
    expect(sandbox.operations.filter((o) => o === 'Search').length).toBe(searchesBefore);
  });

  it('sends the priced page gzipped to a client that takes gzip, plain to one that does not', async () => {
    const found = await search(oneWay('DEL', 'MAA'));
    const asked = (acceptEncoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/api/getFlightPrice',
        headers: { 'site-id': siteId, 'accept-encoding': acceptEncoding },
        payload: { searchId: found.body.data.searchId },
      });
    const gzipped = await asked('gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().data.results[0].length).toBeGreaterThan(0);
  });

  it('knows which Accept-Encoding headers take gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('prices the same search for each buyer’s own markup group', async () => {
    const agents = await createMarkupGroup(t.db, siteId, { groupName: 'Agents' });
    const rule = await createMarkupRule(t.db, siteId, {
      groupId: agents.id,
      valueType: 'percentage',
      value: 100,
      per: 'booking',
    });
    const { user, token } = await signIn(t, siteId, { userType: 'travelAgent' });
    await t.db.update(users).set({ markupGroupId: agents.id }).where(eq(users.id, user.id));

    const found = await search(oneWay('DEL', 'HYD'));
    const anonymous = await prices(found.body.data.searchId);
    const agent = await prices(found.body.data.searchId, { token });
    const [a] = anonymous.data.results[0] ?? [];
    const [b] = agent.data.results[0] ?? [];
    expect(a?.resultIndex).toBe(b?.resultIndex);
    expect(b?.markup).toEqual({
      ruleId: rule.id,
      amount: Math.round(((b?.publishedFare ?? 0) * 100) / 10_000),
    });
    expect(a?.markup.ruleId).toBe(retailRule.id);
  });

  it('an airline-specific markup of the white label beats the default markup', async () => {
    const site = await createSite(t.db);
    await createMarkupRule(t.db, site.id, { valueType: 'fixed', value: 10000, per: 'booking' });
    const ai = await createMarkupRule(t.db, site.id, {
      kind: 'airlineSpecific',
      airlineCode: 'AI',
      valueType: 'fixed',
      value: 50000,
      per: 'booking',
    });
    const found = await search(oneWay(), { site: site.id });
    const { data } = await prices(found.body.data.searchId, { site: site.id });
    const list = data.results[0] ?? [];
    expect(
      list
        .filter((f) => f.airlineCode === 'AI')
        .every((f) => f.markup.ruleId === ai.id && f.markup.amount === 50000),
    ).toBe(true);
    expect(list.filter((f) => f.airlineCode !== 'AI').every((f) => f.markup.amount === 10000)).toBe(true);
    expect(list.some((f) => f.airlineCode === 'AI')).toBe(true);
  });

  it('counts every search as a look of the user who made it', async () => {
    const { user, token } = await signIn(t, siteId);
    await search(oneWay('MAA', 'DEL'), { token });
    await search(oneWay('MAA', 'BOM'), { token });
    const looks = await t.db.select().from(flightSearches).where(eq(flightSearches.userId, user.id));
    expect(looks.map((l) => l.origin)).toEqual(['MAA', 'MAA']);
    expect(looks[0]?.passengers).toBe(1);
  });

  it('keeps a domestic return as two lists and a special return as combined fares', async () => {
    const returnTrip = (returnType?: number) => ({
      ...oneWay('DEL', 'BOM'),
      JourneyType: 2,
      returnType,
      segments: [
        { origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(8) },
        { origin: 'BOM', destination: 'DEL', preferredDepartureTime: inDays(12) },
      ],
    });
    const normal = await prices((await search(returnTrip())).body.data.searchId);
    expect(normal.data.results).toHaveLength(2);
    const special = await search(returnTrip(5));
    expect(special.body.data.searchBy.returnType).toBe(5);
    const combined = await prices(special.body.data.searchId);
    expect(combined.data.results).toHaveLength(1);
    expect(combined.data.results[0]?.[0]?.segments).toHaveLength(2);
  });

  it('reads fare rules of a result, once from the supplier', async () => {
    const found = await search(oneWay());
    const { data } = await prices(found.body.data.searchId);
    const resultIndex = data.results[0]?.[0]?.resultIndex;
    const body = { searchId: found.body.data.searchId, resultIndex };
    const first = await call(t.app, 'api/getFareRules', body, { siteId });
    expect(first.status).toBe(200);
    expect(first.body.data[0].fareRuleDetail).toBeTruthy();
    const calls = sandbox.operations.filter((o) => o === 'FareRule').length;
    await call(t.app, 'api/getFareRules', body, { siteId });
    expect(sandbox.operations.filter((o) => o === 'FareRule').length).toBe(calls);
  });

  it('gives the cheapest fare of each day of a month with the markup, marking the lowest', async () => {
    const month = inDays(40).slice(0, 7);
    const res = await call(
      t.app,
      'api/getCalendarFare',
      { origin: 'DEL', destination: 'BOM', month },
      { siteId },
    );
    expect(res.status).toBe(200);
    const days = res.body.data.days as { date: string; fare: number; isLowestFareOfMonth: boolean }[];
    expect(days.length).toBeGreaterThan(20);
    expect(days.every((d) => d.date.startsWith(month))).toBe(true);
    const lowest = Math.min(...days.map((d) => d.fare));
    expect(days.filter((d) => d.isLowestFareOfMonth).every((d) => d.fare === lowest)).toBe(true);
  });

  describe('bad input: a clear message, the right status, nothing cached or counted', () => {
    const cases: [string, object, string][] = [
      ['same origin and destination', oneWay('DEL', 'DEL'), 'Origin and destination must be different'],
      ['an unknown airport', oneWay('DEL', 'QQQ'), 'Unknown airport code QQQ'],
      ['a past date', oneWay('DEL', 'BOM', -2), 'Departure date cannot be in the past'],
      [
        'a date beyond the 10-month list',
        oneWay('DEL', 'BOM', 330),
        'Flights can be searched up to 10 months ahead',
      ],
      [
        'a return before the departure',
        {
          ...oneWay(),
          JourneyType: 2,
          segments: [
            { origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(9) },
            { origin: 'BOM', destination: 'DEL', preferredDepartureTime: inDays(8) },
          ],
        },
        'Return date cannot be before the departure date',
      ],
      [
        'more infants than adults',
        { ...oneWay(), adultCount: 1, infantCount: 2 },
        'Infants cannot be more than adults',
      ],
      [
        'more than 9 seats',
        { ...oneWay(), adultCount: 6, childCount: 4 },
        'At most 9 seats can be booked at once',
      ],
      ['no adult', { ...oneWay(), adultCount: 0 }, 'At least one adult is required'],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const looksBefore = (await t.db.select().from(flightSearches)).length;
      const searchesBefore = sandbox.operations.filter((o) => o === 'Search').length;
      const res = await search(body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errorMessage).toContain(message);
      expect((await t.db.select().from(flightSearches)).length).toBe(looksBefore);
      expect(sandbox.operations.filter((o) => o === 'Search').length).toBe(searchesBefore);
    });

    it('a searchId of another site, or one never made, is not found', async () => {
      const found = await search(oneWay());
      const other = await createSite(t.db);
      const elsewhere = await prices(found.body.data.searchId, { site: other.id });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.errorMessage).toBe('This search has expired. Please search again.');
      expect((await prices('no-such-search')).status).toBe(404);
      const rules = await call(
        t.app,
        'api/getFareRules',
        { searchId: found.body.data.searchId, resultIndex: 'OB1' },
        { siteId: other.id },
      );
      expect(rules.status).toBe(404);
    });

    it('an expired trace says so, and the search is forgotten', async () => {
      const found = await search(oneWay('DEL', 'GOI'));
      const { data } = await prices(found.body.data.searchId);
      await sandbox.faults('expireTrace');
      const res = await call(
        t.app,
        'api/getFareRules',
        { searchId: found.body.data.searchId, resultIndex: data.results[0]?.[0]?.resultIndex },
        { siteId },
      );
      expect(res.status).toBe(410);
      expect(res.body.errorMessage).toBe('Your session (TraceId) is expired.');
      expect((await prices(found.body.data.searchId)).status).toBe(404);
    });

    it('a supplier that is down or too slow gets a plain message, not a 500', async () => {
      await sandbox.faults('http500');
      const down = await search(oneWay());
      expect(down.status).toBe(503);
      expect(down.body.errorMessage).toBe(
        'The airline system is not responding. Please try again in a moment.',
      );
      await sandbox.faults('timeout');
      expect((await search(oneWay())).status).toBe(504);
    });

    it('a calendar for a month outside the list is refused', async () => {
      const res = await call(
        t.app,
        'api/getCalendarFare',
        { origin: 'DEL', destination: 'BOM', month: '2020-01' },
        { siteId },
      );
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toBe('Choose a month within the next 10 months');
    });
  });

  it('on a locked-mode site only a signed-in user may search', async () => {
    const locked = await createSite(t.db, { isLocked: true });
    expect((await search(oneWay(), { site: locked.id })).status).toBe(401);
    const { token } = await signIn(t, locked.id);
    expect((await search(oneWay(), { site: locked.id, token })).status).toBe(200);
  });

  it('looks up airports by code, city or name, the exact code first', async () => {
    const lookup = async (searchQuery: string) =>
      (await call(t.app, 'api/getAirports', { searchQuery }, { siteId })).body.data as {
        airportCode: string;
        label: string;
      }[];
    expect((await lookup('bom'))[0]).toMatchObject({ airportCode: 'BOM', label: 'Mumbai (BOM)' });
    expect((await lookup('mumb'))[0]?.airportCode).toBe('BOM');
    expect((await lookup('Heathrow'))[0]?.airportCode).toBe('LHR');
    expect((await lookup('')).map((o) => o.airportCode).slice(0, 3)).toEqual(['DEL', 'BOM', 'BLR']);
    expect(await lookup('zzzzzz')).toEqual([]);
  });

  it('ranks airports for the site’s home country and finds former city names', async () => {
    const italian = await createSite(t.db, { homeCountry: 'IT' });
    const first = async (searchQuery: string, site = siteId) =>
      (await call(t.app, 'api/getAirports', { searchQuery }, { siteId: site })).body.data[0]?.label;
    expect(await first('Goa')).toBe('Goa (GOI)');
    expect(await first('Goa', italian.id)).toBe('Genoa (GOA)');
    expect(await first('Bombay')).toBe('Mumbai (BOM)');
  });

  it('lists sources, airlines with logos, and serves a logo', async () => {
    const sources = await call(t.app, 'api/getSources', {}, { siteId, method: 'GET' });
    expect(sources.body.data.map((s: { code: string }) => s.code)).toContain('GDS');
    const airlines = await call(t.app, 'master/getAirlinesStaticData', {}, { siteId });
    const indigo = airlines.body.data.find((a: { airlineCode: string }) => a.airlineCode === '6E');
    expect(indigo).toMatchObject({
      airlineName: 'IndiGo Airlines',
      logoUrl: '/api/master/airlineLogo/6E.svg',
    });
    const logo = await t.app.inject({ method: 'GET', url: indigo.logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect((await t.app.inject({ method: 'GET', url: '/api/master/airlineLogo/A0.svg' })).statusCode).toBe(
      404,
    );
  });
});
