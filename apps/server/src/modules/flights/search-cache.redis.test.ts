import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarkupGroup, createMarkupRule, createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';

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

    // One copy of the fares however many groups read them, and one priced page per group that read
    // it (ready to send, gzipped), made from that copy.
    const keys = await redis.keys(`flights:*:${siteId}:${searchId}`);
    const kinds = keys.map((k) => k.split(':').slice(1, 3).join(':')).sort();
    expect(kinds).toEqual(
      [`fares:${siteId}`, `page:${agents.id}`, 'page:default', `search:${siteId}`].sort(),
    );
    for (const key of keys) {
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(10 * 60);
      expect(ttl).toBeLessThanOrEqual(15 * 60);
    }
    // The fares as the supplier gave them: no markup in the stored copy.
    const stored = JSON.parse((await redis.get(`flights:fares:${siteId}:${searchId}`)) ?? '[]');
    expect(stored[0][0].markup).toBeUndefined();
  });
});
