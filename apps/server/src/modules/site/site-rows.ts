import type { DbOrTx } from '../../platform/db/client';
import { siteDomains, sites } from './site.schema';

export type SiteValues = typeof sites.$inferInsert;

/**
 * The one place a site's rows are written: the site and its domains, the first of them primary.
 * The platform's new-site call (platform-sites.service.ts) and the seed and test factories all
 * come through here, so a site made either way answers on its domains the same.
 */
export async function insertSite(db: DbOrTx, values: SiteValues, domains: readonly string[]) {
  if (domains.length === 0) throw new Error('A site needs at least one domain');
  const [site] = await db.insert(sites).values(values).returning();
  await db
    .insert(siteDomains)
    .values(domains.map((domain, i) => ({ domain, siteId: site!.id, isPrimary: i === 0 })));
  return site!;
}
