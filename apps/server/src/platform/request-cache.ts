import { createCache } from './cache';

/** The in-process budget of sessions, sites and markup rules (a session entry is ~2 KB). */
export const REQUEST_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * What nearly every call looks up — the site, the session with its user, a site's markup rules —
 * kept a few seconds: in Redis when set (so a deletion is seen by every instance at once), else in
 * this process within REQUEST_CACHE_BYTES. Its own store: never evicted by search results, and
 * never sharing keys with them. Whoever changes a cached row deletes its key; `seconds` only bounds
 * what a missed deletion could cost. With `seconds` 0 nothing is kept.
 */
export type RequestCache = {
  get<T>(key: string): Promise<T | undefined>;
  /** Kept for the cache's seconds, or for `atMostSeconds` when that is shorter. */
  set(key: string, value: unknown, atMostSeconds?: number): Promise<void>;
  del(keys: string[]): Promise<void>;
  close(): Promise<void>;
};

export function createRequestCache(redisUrl: string | undefined, seconds: number): RequestCache {
  if (seconds <= 0) {
    return { get: async () => undefined, set: async () => {}, del: async () => {}, close: async () => {} };
  }
  const store = createCache(redisUrl, REQUEST_CACHE_BYTES);
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
