import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/accounts/accounts.schema';
import { createSite, createUser } from '../seed/factories';
import { startRedisProxy } from '../test/redis-proxy';
import { createTestApp, type TestApp } from '../test/test-app';
import { entryBytes } from './cache';
import { DELETED_CHANNEL } from './cache-invalidations';
import { hashToken } from './passwords';
import {
  createRequestCache,
  type NearCacheOptions,
  REQUEST_CACHE_BYTES,
  type RequestCache,
} from './request-cache';
import { createSessions } from './sessions';

const redisUrl = process.env.TEST_REDIS_URL ?? '';
/** Near copies that outlive any test: here only a deletion, or a lost subscription, can end one. */
const LASTING: NearCacheOptions = { bytes: REQUEST_CACHE_BYTES, seconds: 60 };
const POLL = { timeout: 30_000, interval: 20 };

// Needs a Redis server: CI sets TEST_REDIS_URL (.ci/run); without it this file has nothing to test.
describe.runIf(redisUrl)('request cache on Redis, with a near cache in each instance', () => {
  let raw: Redis;
  const opened: RequestCache[] = [];
  const instance = (near = LASTING) => {
    const cache = createRequestCache(redisUrl, 60, near);
    opened.push(cache);
    return cache;
  };
  beforeAll(() => {
    raw = new Redis(redisUrl);
  });
  afterAll(async () => {
    await Promise.all(opened.map((cache) => cache.close()));
    await raw.quit();
  });

  const keyOf = (name: string) => `test:${randomUUID()}:${name}`;
  /** Changes Redis as no instance would: without telling anyone. */
  const behindTheBack = (key: string, value: unknown) => raw.set(key, JSON.stringify(value), 'EX', 60);
  /** Until the instance answers from its near cache, which it does once its subscription is confirmed. */
  const untilNear = (cache: RequestCache) => {
    const probe = keyOf('probe');
    return expect
      .poll(async () => {
        await cache.set(probe, 'near');
        await behindTheBack(probe, 'redis');
        return cache.get(probe);
      }, POLL)
      .toBe('near');
  };

  it('a delete on one instance is seen by the other at once, though the other held the value near', async () => {
    const [one, other] = [instance(), instance()];
    await untilNear(one);
    await untilNear(other);
    const key = keyOf('site');
    await one.set(key, { title: 'Old' });
    expect(await other.get(key)).toEqual({ title: 'Old' });
    await behindTheBack(key, { title: 'Behind' });
    expect(await other.get(key)).toEqual({ title: 'Old' });

    await one.del([key]);
    expect(await other.get(key)).toBeUndefined();
    expect(await one.get(key)).toBeUndefined();
  });

  it('keeps its near copies within its byte budget, the least recently used out first', async () => {
    const keys = [1, 2, 3].map((n) => keyOf(`entry-${n}`));
    const value = 'x'.repeat(1000);
    const cache = instance({ bytes: entryBytes(JSON.stringify(value), keys[0]!) * 2, seconds: 60 });
    await untilNear(cache);
    for (const key of keys) await cache.set(key, value);
    for (const key of keys) await behindTheBack(key, 'changed in Redis');
    expect(await cache.get(keys[1]!)).toBe(value);
    expect(await cache.get(keys[2]!)).toBe(value);
    expect(await cache.get(keys[0]!)).toBe('changed in Redis');
  });

  describe.each([
    ['closed', 'cut'],
    ['silent (no close, no answer to its pings)', 'stall'],
  ] as const)('while its subscription is %s', (_, failure) => {
    it('answers from Redis, and near again once the subscription is back', async () => {
      const proxy = await startRedisProxy(redisUrl, 'request-cache-invalidations');
      // Closed before the proxy, so that its connections do not go on reconnecting to nothing.
      const cache = createRequestCache(proxy.url, 60, LASTING);
      try {
        await untilNear(cache);
        const key = keyOf('held');
        await cache.set(key, 'near');
        await behindTheBack(key, 'redis');
        expect(await cache.get(key)).toBe('near');

        // The subscription cannot come back meanwhile: only the bypass can show Redis's value.
        proxy[failure]();
        await expect.poll(() => cache.get(key), POLL).toBe('redis');
        const other = keyOf('set while down');
        await cache.set(other, 'near');
        await behindTheBack(other, 'redis');
        expect(await cache.get(other)).toBe('redis');

        proxy.restore();
        await untilNear(cache);
      } finally {
        await cache.close();
        await proxy.close();
      }
    }, 60_000);
  });

  it('completes a delete heard by a listener that never answers (after the near cache’s TTL)', async () => {
    const silent = new Redis(redisUrl);
    const heard: string[] = [];
    silent.on('message', (_channel: string, message: string) => heard.push(message));
    await silent.subscribe(DELETED_CHANNEL);
    try {
      const cache = instance({ bytes: REQUEST_CACHE_BYTES, seconds: 1 });
      const key = keyOf('told');
      await cache.del([key]);
      await expect.poll(() => heard.some((message) => message.includes(key)), POLL).toBe(true);
    } finally {
      await silent.quit();
    }
  });

  describe('sessions', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('refuses a signed-out session on the other instance’s next call, though that one held it near', async () => {
      const [one, other] = [instance(), instance()];
      await untilNear(other);
      const [onOne, onOther] = [one, other].map((cache) => createSessions(t.db, cache, 30));
      const site = await createSite(t.db);
      const user = await createUser(t.db, site.id, { firstName: 'Meera' });
      const token = await onOne!.start(user);
      const found = await onOther!.find(site.id, token);
      expect(found?.user.firstName).toBe('Meera');
      // Renamed in the database and gone from Redis: the other instance still answers from its copy.
      await t.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, user.id));
      await raw.del(`session:${hashToken(token)}`);
      expect((await onOther!.find(site.id, token))?.user.firstName).toBe('Meera');

      await onOne!.end(found!.sessionId);
      expect(await onOther!.find(site.id, token)).toBeUndefined();
    });

    it('keeps an agent’s logo once in a cached session, and gives it back on the user row too', async () => {
      const cache = instance();
      const sessions = createSessions(t.db, cache, 30);
      const site = await createSite(t.db);
      const logo = `data:image/png;base64,${'A'.repeat(4000)}`;
      const user = await createUser(t.db, site.id, { userType: 'travelAgent', taLogoUrl: logo });
      const token = await sessions.start(user);
      await sessions.find(site.id, token);
      const kept = JSON.parse((await raw.get(`session:${hashToken(token)}`))!);
      expect([kept.user.taLogoUrl, kept.view.taLogoUrl]).toEqual([null, logo]);
      // Read from the cache (renamed behind its back: not from the database), here near, and by
      // another instance from Redis: the row and the view both carry the logo.
      await t.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, user.id));
      for (const reader of [sessions, createSessions(t.db, instance(), 30)]) {
        const found = await reader.find(site.id, token);
        expect([found?.user.firstName, found?.user.taLogoUrl, found?.view.taLogoUrl]).toEqual([
          'Test',
          logo,
          logo,
        ]);
      }
    });
  });
});
