import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import type { RequestCache } from '../../platform/request-cache';
import type { PricingRule } from './markup.pricing';
import { findDefaultGroupId, listRulesOfKinds } from './markup.queries';

type SiteMarkup = {
  rules: PricingRule[];
  defaultGroupId: string | null;
  /** names these rules by their content: a page priced with them is good while it stays the same */
  version: string;
};

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
      const version = createHash('sha256')
        .update(JSON.stringify({ rules, defaultGroupId }))
        .digest('base64url')
        .slice(0, 16);
      const loaded = { rules, defaultGroupId, version };
      await cache.set(keyOf(siteId), loaded);
      return loaded;
    },
    forget: (siteId: string) => cache.del([keyOf(siteId)]),
  };
}
export type MarkupRulesCache = ReturnType<typeof createMarkupRulesCache>;
