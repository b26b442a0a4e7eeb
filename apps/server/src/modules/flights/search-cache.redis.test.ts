import { FLIGHT_MSG } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createMarkupGroup, createMarkupRule, createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { oneWaySearch } from '../../test/searches';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';
import { bucketOf, FARES_PER_BUCKET } from './fare-buckets';

const redisUrl = process.env.TEST_REDIS_URL;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Needs a Redis server: CI sets TEST_REDIS_URL (.ci/run); without it this file has nothing to test.
describe.runIf(redisUrl)('search cache on Redis', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let redis: Redis;
  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ redisUrl, supplier: sandbox.supplierConfig() });
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
    await redis.quit();
  });

  it('keeps a search in Redis once, expiring with the trace, with a priced page for each group that read it', async () => {
    const siteId = (await createSite(t.db)).id;
    const agents = await createMarkupGroup(t.db, siteId, { groupName: 'Agents' });
    await createMarkupRule(t.db, siteId, { groupId: agents.id, valueType: 'fixed', value: 9900 });
    const { user, token } = await signIn(t, siteId, { userType: 'travelAgent' });
    await t.db.update(users).set({ markupGroupId: agents.id }).where(eq(users.id, user.id));
    const found = await call(
      t.app,
      'api/search',
      {
        JourneyType: 1,
        segments: [{ origin: 'BLR', destination: 'GOI', preferredDepartureTime: inDays(6) }],
        adultCount: 1,
      },
      { siteId },
    );
    expect(found.status).toBe(200);
    const { searchId } = found.body.data;
    const read = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId });
    expect(read.status).toBe(200);
    expect(read.body.data.results[0].length).toBeGreaterThan(0);
    const agentRead = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId, token });
    expect(agentRead.body.data.results[0][0].markup.amount).toBe(9900);
    expect(read.body.data.results[0][0].markup.amount).not.toBe(9900);

    // One copy of the fares however many groups read them (in buckets a booking step reads one of),
    // and one priced page per group that read it (ready to send, gzipped), made from that copy.
    const count = read.body.data.results[0].length;
    const buckets = Array.from({ length: Math.ceil(count / FARES_PER_BUCKET) }, (_, n) => `fares:${n}`);
    const keys = await redis.keys(`flights:*:${siteId}:${searchId}`);
    const kinds = keys.map((k) => k.split(':').slice(1, 3).join(':')).sort();
    expect(kinds).toEqual([...buckets, `page:${agents.id}`, 'page:default', `search:${siteId}`].sort());
    for (const key of keys) {
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(10 * 60);
      expect(ttl).toBeLessThanOrEqual(15 * 60);
    }
    // The fares as the supplier gave them: no markup in the stored copy.
    const [[list, position, fare]] = JSON.parse(
      (await redis.get(`flights:fares:0:${siteId}:${searchId}`)) ?? '[]',
    );
    expect(fare.resultIndex).toBe(read.body.data.results[list][position].resultIndex);
    expect(fare.markup).toBeUndefined();
  });

  it('a booking step finds its fare right after the search; with its bucket gone the search has expired', async () => {
    const siteId = (await createSite(t.db)).id;
    const found = await call(t.app, 'api/search', oneWaySearch('DEL', 'BOM', 8), { siteId });
    const { searchId } = found.body.data;
    // No result page read first: the quote reads the one bucket its fare is in, waiting for its write.
    const quote = await call(t.app, 'api/fareQuote', { searchId, resultIndex: 'OB7' }, { siteId });
    expect(quote.status).toBe(200);
    expect(quote.body.data.fare.resultIndex).toBe('OB7');
    const page = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId });
    const shown = page.body.data.results[0].find((f: { resultIndex: string }) => f.resultIndex === 'OB7');
    expect(quote.body.data.shownPrice).toBe(shown.publishedPrice);

    const meta = JSON.parse((await redis.get(`flights:search:${siteId}:${searchId}`)) ?? '{}');
    await redis.del(`flights:fares:${bucketOf('OB7', meta.fares.buckets)}:${siteId}:${searchId}`);
    const gone = await call(t.app, 'api/fareQuote', { searchId, resultIndex: 'OB7' }, { siteId });
    expect(gone.status).toBe(404);
    expect(gone.body.errorMessage).toBe(FLIGHT_MSG.searchNotFound);
  });

  // Two instances need one database: PGlite lives in one process's memory, so PostgreSQL only.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a second instance quotes a fare of the first one’s search at once',
    async () => {
      const second = await buildApp(
        testConfig({ databaseUrl: t.databaseUrl, redisUrl, supplier: sandbox.supplierConfig() }),
      );
      try {
        const siteId = (await createSite(t.db)).id;
        for (let i = 0; i < 3; i++) {
          const found = await call(t.app, 'api/search', oneWaySearch('DEL', 'BLR', 5 + i), { siteId });
          const { searchId } = found.body.data;
          const quote = await call(
            second,
            'api/fareQuote',
            { searchId, resultIndex: `OB${3 + i}` },
            { siteId },
          );
          expect(quote.status).toBe(200);
          expect(quote.body.data.fare.resultIndex).toBe(`OB${3 + i}`);
        }
      } finally {
        await second.close();
      }
    },
  );
});
