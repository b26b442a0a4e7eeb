import type { FlightPriceData, SearchBy } from '@app/contracts';
import type { Cache } from '../../platform/cache';
import type { SupplierFare } from '../../suppliers/flight-supplier';

/** What we remember of a search for as long as the supplier remembers its trace. */
export type SearchMeta = {
  userId: string | null;
  traceId: string;
  /** ISO time */
  expiresAt: string;
  searchBy: SearchBy;
};

/**
 * Searches live in the shared cache (Redis when set), keyed by site so no site can read another's.
 * Priced results are kept per markup group as the finished response body: a reader gets bytes,
 * not a re-serialisation of 300 results.
 */
export function createSearchCache(cache: Cache) {
  const metaKey = (siteId: string, searchId: string) => `flights:search:${siteId}:${searchId}`;
  const faresKey = (siteId: string, searchId: string) => `flights:fares:${siteId}:${searchId}`;
  const bodyKey = (siteId: string, searchId: string, groupId: string | null) =>
    `flights:priced:${siteId}:${searchId}:${groupId ?? 'none'}`;
  const ttlUntil = (expiresAt: string) =>
    Math.max(1, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));

  return {
    async meta(siteId: string, searchId: string) {
      const meta = await cache.get<SearchMeta>(metaKey(siteId, searchId));
      return meta && Date.parse(meta.expiresAt) > Date.now() ? meta : undefined;
    },
    /** The supplier's fares before markup, so each markup group's prices derive from the same fares. */
    async save(siteId: string, searchId: string, meta: SearchMeta, fares: SupplierFare[][]) {
      await cache.set(faresKey(siteId, searchId), fares, ttlUntil(meta.expiresAt));
      await cache.set(metaKey(siteId, searchId), meta, ttlUntil(meta.expiresAt));
    },
    fares(siteId: string, searchId: string) {
      return cache.get<SupplierFare[][]>(faresKey(siteId, searchId));
    },
    pricedBody(siteId: string, searchId: string, groupId: string | null) {
      return cache.get<string>(bodyKey(siteId, searchId, groupId));
    },
    async savePriced(siteId: string, groupId: string | null, data: FlightPriceData) {
      const body = JSON.stringify({ success: true, data });
      await cache.set(bodyKey(siteId, data.searchId, groupId), body, ttlUntil(data.expiresAt));
      return body;
    },
    async forget(siteId: string, searchId: string) {
      await cache.del(metaKey(siteId, searchId));
    },
    /** Anything else tied to the search (fare rules, later fare quotes) under its own name. */
    async remember<T>(
      siteId: string,
      searchId: string,
      name: string,
      expiresAt: string,
      load: () => Promise<T>,
    ) {
      const key = `flights:${name}:${siteId}:${searchId}`;
      const hit = await cache.get<T>(key);
      if (hit !== undefined) return hit;
      const value = await load();
      await cache.set(key, value, ttlUntil(expiresAt));
      return value;
    },
  };
}
export type SearchCache = ReturnType<typeof createSearchCache>;
