import { Redis } from 'ioredis';
import { memoryCache, redisCache } from './cache';
import { createCacheInvalidations } from './cache-invalidations';
import { createNearCache } from './near-cache';

/**
 * The in-process budget of sessions, sites and markup rules (a session entry is 2–6 KB, more with an
 * agent's logo; a site's about 1.3 KB): the whole store without Redis, the near cache in front of
 * it with Redis.
 */
export const REQUEST_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * How long an instance answers from its near cache before asking Redis again. Deletions reach every
 * near cache at once (cache-invalidations.ts); this bounds what one that did not reach it could cost.
 */
export const NEAR_CACHE_SECONDS = 1;

/**
 * What nearly every call looks up — the site, the session with its user, a site's markup rules —
 * kept a few seconds: in Redis when set, with a second's copy in each instance in front of it
 * (near-cache.ts), else in this process within REQUEST_CACHE_BYTES. Its own store: never evicted by
 * search results, and never sharing keys with them. Whoever changes a cached row deletes its key;
 * `del` resolves once no instance will answer the old value any more. `seconds` only bounds what a
 * missed deletion could cost. With `seconds` 0 nothing is kept.
 */
export type RequestCache = {
  get<T>(key: string): Promise<T | undefined>;
  /**
   * Kept for the cache's seconds, or for `atMostSeconds` when that is shorter. For what was just
   * loaded after a miss: a change is a `del`, which every instance hears, and a `set` is not.
   */
  set(key: string, value: unknown, atMostSeconds?: number): Promise<void>;
  del(keys: string[]): Promise<void>;
  close(): Promise<void>;
};

/** The near cache's size and TTL; tests keep entries longer, so that only a deletion can end one. */
export type NearCacheOptions = { bytes: number; seconds: number };

export function createRequestCache(
  redisUrl: string | undefined,
  seconds: number,
  near: NearCacheOptions = { bytes: REQUEST_CACHE_BYTES, seconds: NEAR_CACHE_SECONDS },
): RequestCache {
  if (seconds <= 0) {
    return { get: async () => undefined, set: async () => {}, del: async () => {}, close: async () => {} };
  }
  return redisUrl ? redisRequestCache(redisUrl, seconds, near) : memoryRequestCache(seconds);
}

function memoryRequestCache(seconds: number): RequestCache {
  const store = memoryCache(REQUEST_CACHE_BYTES);
  return {
    get: (key) => store.get(key),
    async set(key, value, atMostSeconds = seconds) {
      const ttl = Math.min(seconds, atMostSeconds);
      if (ttl > 0) await store.set(key, value, ttl);
    },
    async del(keys) {
      await Promise.all(keys.map((key) => store.del(key)));
    },
    close: () => store.close(),
  };
}

function redisRequestCache(url: string, seconds: number, nearOptions: NearCacheOptions): RequestCache {
  // Auto-pipelining: the lookups of all requests in one turn of the event loop go in one write.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const shared = redisCache(redis);
  const nearSeconds = Math.min(seconds, nearOptions.seconds);
  const near = createNearCache(nearOptions.bytes, nearSeconds);
  const invalidations = createCacheInvalidations({
    url,
    commands: redis,
    drop: near.drop,
    dropAll: near.clear,
    serving: near.setServing,
    maxWaitSeconds: nearSeconds,
  });
  return {
    async get<T>(key: string) {
      const held = near.get(key);
      if (held !== undefined) return JSON.parse(held) as T;
      const mark = near.mark();
      const text = await shared.getText(key);
      if (text === undefined) return undefined;
      near.keep(key, text, seconds, mark);
      return JSON.parse(text) as T;
    },
    async set(key, value, atMostSeconds = seconds) {
      const ttl = Math.min(seconds, atMostSeconds);
      if (ttl <= 0) return;
      const text = JSON.stringify(value);
      near.keep(key, text, ttl, near.mark());
      await shared.setText(key, text, ttl);
    },
    async del(keys) {
      if (keys.length === 0) return;
      // Here first: this instance's own next read goes to Redis even before the others have heard.
      near.drop(keys);
      await Promise.all(keys.map((key) => shared.del(key)));
      await invalidations.tell(keys);
    },
    async close() {
      await invalidations.close();
      near.close();
      await shared.close();
    },
  };
}
