import type { Db } from '../../platform/db/client';
import type { RequestCache } from '../../platform/request-cache';
import { domainsOf, findSiteByDomain, findSiteById } from './site.queries';
import type { SiteRow } from './site.schema';

/**
 * Sites by id (every API call names one) and by domain (site detection, every page load), kept in
 * the request cache (request-cache.ts).
 * Unknown ids and domains are not kept: they cost a query each, as before.
 */
export function createSiteCache(db: Db, cache: RequestCache) {
  async function remember(key: string, load: () => Promise<SiteRow | undefined>) {
    const cached = await cache.get<SiteRow>(key);
    // JSON keeps the date as text.
    if (cached) return { ...cached, createdAt: new Date(cached.createdAt) };
    const site = await load();
    if (site) await cache.set(key, site);
    return site;
  }

  return {
    byId: (id: string) => remember(`site:${id}`, () => findSiteById(db, id)),
    byDomain: (domain: string) => remember(`site-domain:${domain}`, () => findSiteByDomain(db, domain)),
    /**
     * A site's settings or domains changed: call after the write, so no instance serves the old row.
     * A domain just removed is no longer the site's: name it, so it stops answering at once.
     */
    async forget(siteId: string, removedDomains: readonly string[] = []) {
      const domains = [...(await domainsOf(db, siteId)), ...removedDomains];
      await cache.del([`site:${siteId}`, ...domains.map((domain) => `site-domain:${domain}`)]);
    },
  };
}
export type SiteCache = ReturnType<typeof createSiteCache>;
