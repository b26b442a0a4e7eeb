import type { FlightPriceData, SearchBy } from '@app/contracts';
import type { Cache } from '../../platform/cache';

/** What we remember of a search for as long as the supplier remembers its trace. */
export type SearchMeta = {
  userId: string | null;
  /** whose prices the cached fares hold */
  priceKey: PriceKey;
  traceId: string;
  /** ISO time */
  expiresAt: string;
  searchBy: SearchBy;
};

/**
 * Whose prices a cached copy holds: a markup group's id, or 'default' for buyers without a group
 * of their own (priced with the site's default group when the search was made).
 */
export type PriceKey = string;

/**
 * Searches live in the shared cache (Redis when set), keyed by site so no site can read another's.
 * Each price key's fares are kept as the finished response body: a reader gets bytes, not a
 * re-serialisation of 300 results, and the in-process cache holds one string per search instead of
 * a graph of thousands of objects for the garbage collector to walk.
 */
export function createSearchCache(cache: Cache) {
  const key = (kind: string, siteId: string, searchId: string) => `flights:${kind}:${siteId}:${searchId}`;
  const ttlUntil = (expiresAt: string) =>
    Math.max(1, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));

  return {
    async meta(siteId: string, searchId: string) {
      const meta = await cache.get<SearchMeta>(key('search', siteId, searchId));
      return meta && Date.parse(meta.expiresAt) > Date.now() ? meta : undefined;
    },
    async saveMeta(siteId: string, searchId: string, meta: SearchMeta) {
      await cache.set(key('search', siteId, searchId), meta, ttlUntil(meta.expiresAt));
    },
    body(siteId: string, searchId: string, priceKey: PriceKey) {
      return cache.get<string>(key(`priced:${priceKey}`, siteId, searchId));
    },
    async saveBody(siteId: string, priceKey: PriceKey, data: FlightPriceData) {
      const body = JSON.stringify({ success: true, data });
      await cache.set(key(`priced:${priceKey}`, siteId, data.searchId), body, ttlUntil(data.expiresAt));
      return body;
    },
    async forget(siteId: string, searchId: string) {
      await cache.del(key('search', siteId, searchId));
    },
    /** Anything else tied to the search (fare rules, later fare quotes) under its own name. */
    async remember<T>(
      siteId: string,
      searchId: string,
      name: string,
      expiresAt: string,
      load: () => Promise<T>,
    ) {
      const cacheKey = key(name, siteId, searchId);
      const hit = await cache.get<T>(cacheKey);
      if (hit !== undefined) return hit;
      const value = await load();
      await cache.set(cacheKey, value, ttlUntil(expiresAt));
      return value;
    },
  };
}
export type SearchCache = ReturnType<typeof createSearchCache>;
