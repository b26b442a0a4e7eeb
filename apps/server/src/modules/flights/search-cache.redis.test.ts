import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, type TestApp } from '../../test/test-app';

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

  it('keeps a search in Redis, expiring with the trace, and reads it back', async () => {
    const siteId = (await createSite(t.db)).id;
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
    const keys = await redis.keys(`flights:*:${siteId}:${searchId}`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    const ttl = await redis.ttl(`flights:search:${siteId}:${searchId}`);
    expect(ttl).toBeGreaterThan(10 * 60);
    expect(ttl).toBeLessThanOrEqual(15 * 60);
    const read = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId });
    expect(read.status).toBe(200);
    expect(read.body.data.results[0].length).toBeGreaterThan(0);
  });
});
