import type { SearchBy } from '@app/contracts';
import type { Cache } from '../../platform/cache';
import type { SupplierFare } from '../../suppliers/flight-supplier';

/** What we remember of a search for as long as the supplier remembers its trace. */
export type SearchMeta = {
  userId: string | null;
  traceId: string;
  /** ISO time: the fares' own validity, the supplier's trace lifetime */
  expiresAt: string;
  searchBy: SearchBy;
};

/**
 * Whose prices a page holds: a markup group's id, or 'default' for buyers without a group of
 * their own (priced with the site's default group).
 */
export type PriceKey = string;

/**
 * Searches live in the shared cache (Redis when set), keyed by site so no site can read another's.
 * A search is its meta (small, read by every later call) and the supplier's fares before markup,
 * once, as JSON text; then, for each way it has been priced (a markup group under one version of
 * the site's rules, on one day), that page ready to send: gzipped JSON, a few percent of the fares'
 * size. Pricing is a pure function of the fares and the rules, so a page is made once and a rule
 * change makes the next read price afresh. All of it expires with the supplier's trace.
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
    /** The fares first: a reader that finds the meta finds the fares too, unless they were evicted. */
    async save(siteId: string, searchId: string, meta: SearchMeta, fares: SupplierFare[][]) {
      const ttl = ttlUntil(meta.expiresAt);
      await cache.setText(key('fares', siteId, searchId), JSON.stringify(fares), ttl);
      await cache.set(key('search', siteId, searchId), meta, ttl);
    },
    async fares(siteId: string, searchId: string): Promise<SupplierFare[][] | undefined> {
      const text = await cache.getText(key('fares', siteId, searchId));
      return text === undefined ? undefined : (JSON.parse(text) as SupplierFare[][]);
    },
    /** A priced page as sent (gzipped JSON); `pricing` names the group, rules' version and day. */
    page: (siteId: string, searchId: string, pricing: string) =>
      cache.getBytes(key(`page:${pricing}`, siteId, searchId)),
    savePage: (siteId: string, searchId: string, pricing: string, gzipped: Buffer, expiresAt: string) =>
      cache.setBytes(key(`page:${pricing}`, siteId, searchId), gzipped, ttlUntil(expiresAt)),
    async forget(siteId: string, searchId: string) {
      await cache.del(key('search', siteId, searchId));
      await cache.del(key('fares', siteId, searchId));
    },
    /** Anything else tied to the search (fare rules) under its own name, for the search's lifetime. */
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
