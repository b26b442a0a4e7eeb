import type { Db } from '../../platform/db/client';
import type { RequestCache } from '../../platform/request-cache';
import type { PricingRule } from './markup.pricing';
import { findDefaultGroupId, listRulesOfKinds } from './markup.queries';

type SiteMarkup = { rules: PricingRule[]; defaultGroupId: string | null };

/**
 * A site's airline markup rules and its default group, which every search and result page prices
 * with, kept in the request cache (request-cache.ts) instead of two queries per search. Every change
 * staff make to a site's markup deletes the entry (markup-admin.service.ts), so the next search
 * prices with it. Rule dates are `date` columns, text already: the entry survives JSON unchanged.
 */
export function createMarkupRulesCache(db: Db, cache: RequestCache) {
  const keyOf = (siteId: string) => `markup:${siteId}`;
  return {
    async of(siteId: string): Promise<SiteMarkup> {
      const cached = await cache.get<SiteMarkup>(keyOf(siteId));
      if (cached) return cached;
      const [rules, defaultGroupId] = await Promise.all([
        listRulesOfKinds(db, siteId, ['defaultAirline', 'airlineSpecific']),
        findDefaultGroupId(db, siteId),
      ]);
      const loaded = { rules, defaultGroupId };
      await cache.set(keyOf(siteId), loaded);
      return loaded;
    },
    forget: (siteId: string) => cache.del([keyOf(siteId)]),
  };
}
export type MarkupRulesCache = ReturnType<typeof createMarkupRulesCache>;
