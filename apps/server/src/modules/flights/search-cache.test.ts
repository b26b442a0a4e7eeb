import { gunzipSync } from 'node:zlib';
import { FLIGHT_MSG, type FlightPriceData } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Cache, createCache } from '../../platform/cache';
import { createRateLimits } from '../../platform/rate-limits';
import { createMarkupGroup, createMarkupRule, createSite, createUser } from '../../seed/factories';
import { createTboSupplier } from '../../suppliers/tbo/tbo-supplier';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';
import { markupRules } from '../markup/markup.schema';
import { createAirportIndex } from './airport-index';
import { FARES_PER_BUCKET } from './fare-buckets';
import type { Buyer } from './flight-pricing';
import { createFlightService } from './flights.service';
import { createSearchCache } from './search-cache';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The cache, with every write it is asked for noted down. */
function recorded(cache: Cache) {
  const writes: { key: string; bytes: number }[] = [];
  const noted: Cache = {
    ...cache,
    async set(key, value, ttl) {
      writes.push({ key, bytes: JSON.stringify(value).length });
      await cache.set(key, value, ttl);
    },
    async setText(key, text, ttl) {
      writes.push({ key, bytes: text.length });
      await cache.setText(key, text, ttl);
    },
    async setBytes(key, bytes, ttl) {
      writes.push({ key, bytes: bytes.byteLength });
      await cache.setBytes(key, bytes, ttl);
    },
  };
  return { cache: noted, writes };
}

describe('a search is stored once and priced once for each markup group', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig() });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  it('keeps the supplier’s fares once and a small gzipped page per group; a rule change prices afresh', async () => {
    const siteId = (await createSite(t.db)).id;
    const retail = await createMarkupGroup(t.db, siteId, { groupName: 'Retail', isDefault: true });
    const agents = await createMarkupGroup(t.db, siteId, { groupName: 'Agents' });
    const retailRule = await createMarkupRule(t.db, siteId, {
      groupId: retail.id,
      valueType: 'fixed',
      value: 29900,
      per: 'passenger',
    });
    const agentRule = await createMarkupRule(t.db, siteId, {
      groupId: agents.id,
      valueType: 'fixed',
      value: 9900,
      per: 'passenger',
    });
    const agentUser = await createUser(t.db, siteId, { userType: 'travelAgent' });
    await t.db.update(users).set({ markupGroupId: agents.id }).where(eq(users.id, agentUser.id));
    const [agentRow] = await t.db.select().from(users).where(eq(users.id, agentUser.id));

    const { cache, writes } = recorded(createCache(undefined));
    const flights = createFlightService({
      db: t.db,
      supplier: createTboSupplier(sandbox.supplierConfig(), createCache(undefined)),
      searches: createSearchCache(cache),
      airports: await createAirportIndex(),
      rateLimits: createRateLimits(t.db),
    });
    const visitor: Buyer = { siteId, user: null, endUserIp: '10.1.1.1' };
    const agent: Buyer = { siteId, user: agentRow ?? null, endUserIp: '10.1.1.2' };

    const { searchId } = await flights.search(visitor, {
      JourneyType: 1,
      segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: `${inDays(9)}T00:00:00` }],
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      cabinClass: 2,
    } as Parameters<typeof flights.search>[1]);
    const ofSearch = () => writes.filter((w) => w.key.endsWith(searchId));
    const kinds = () => ofSearch().map((w) => w.key.split(':').slice(1, 3).join(':'));
    // The searcher's own page is made right after the search answers, from the fares in hand; then
    // the fares are stored in buckets of about FARES_PER_BUCKET.
    await vi.waitFor(() => expect(kinds()).toContain('fares:0'));
    const meta = await createSearchCache(cache).meta(siteId, searchId);
    const total = meta?.fares.lists.reduce((a, b) => a + b, 0) ?? 0;
    const buckets = Array.from({ length: Math.ceil(total / FARES_PER_BUCKET) }, (_, n) => `fares:${n}`);
    await vi.waitFor(() =>
      expect(kinds().sort()).toEqual([...buckets, 'page:default', `search:${siteId}`].sort()),
    );

    const page = async (buyer: Buyer) =>
      (
        JSON.parse(gunzipSync(await flights.flightPrice(buyer, searchId)).toString()) as {
          data: FlightPriceData;
        }
      ).data;
    const [forVisitor, forAgent, visitorAgain] = [
      await page(visitor),
      await page(agent),
      await page(visitor),
    ];
    // One page for each group that read it, made once; each a few percent of the fares' size.
    // (Both sides sorted: the group's id is random and may sort after 'default'.)
    expect(kinds().sort()).toEqual(
      [...buckets, `page:${agents.id}`, 'page:default', `search:${siteId}`].sort(),
    );
    const faresBytes = ofSearch()
      .filter((w) => w.key.startsWith('flights:fares:'))
      .reduce((sum, w) => sum + w.bytes, 0);
    for (const written of ofSearch().filter((w) => w.key.startsWith('flights:page:')))
      expect(written.bytes).toBeLessThan(faresBytes / 5);

    const [v] = forVisitor.results[0] ?? [];
    const [a] = forAgent.results[0] ?? [];
    expect(a?.resultIndex).toBe(v?.resultIndex);
    expect(a?.publishedFare).toBe(v?.publishedFare);
    expect(v?.markup).toEqual({ ruleId: retailRule.id, amount: 29900 });
    expect(a?.markup).toEqual({ ruleId: agentRule.id, amount: 9900 });
    // Each buyer's service fee with its 18% GST.
    expect(v?.publishedPrice).toBe((v?.publishedFare ?? 0) + 29900 + 5382);
    expect(a?.publishedPrice).toBe((a?.publishedFare ?? 0) + 9900 + 1782);
    expect(visitorAgain).toEqual(forVisitor);
    // The one fare a booking starts from is priced for its buyer the same way.
    const shown = await flights.shownFare(agent, searchId, a?.resultIndex ?? '');
    expect(shown.fare).toEqual(a);

    // Staff change the agents' markup: their next read is priced with it, and so is their booking.
    await t.db.update(markupRules).set({ value: 19900 }).where(eq(markupRules.id, agentRule.id));
    const [repriced] = (await page(agent)).results[0] ?? [];
    expect(repriced?.markup).toEqual({ ruleId: agentRule.id, amount: 19900 });
    expect((await flights.shownFare(agent, searchId, a?.resultIndex ?? '')).fare).toEqual(repriced);

    // The fares evicted (or expired) while the meta is kept: a booking step and a page still to be
    // priced say the search has expired, as when the meta goes.
    for (const bucket of buckets) await cache.del(`flights:${bucket}:${siteId}:${searchId}`);
    await t.db.update(markupRules).set({ value: 14900 }).where(eq(markupRules.id, agentRule.id));
    const expired = { statusCode: 404, message: FLIGHT_MSG.searchNotFound };
    await expect(flights.shownFare(agent, searchId, a?.resultIndex ?? '')).rejects.toMatchObject(expired);
    await expect(flights.flightPrice(agent, searchId)).rejects.toMatchObject(expired);
  });
});
