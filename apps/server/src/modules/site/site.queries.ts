import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type SiteRow, siteDomains, sites } from './site.schema';

export async function findSiteById(db: DbOrTx, id: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id));
  return row;
}

export async function findSiteByDomain(db: DbOrTx, domain: string): Promise<SiteRow | undefined> {
  const [row] = await db
    .select({ site: sites })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.domain, domain));
  return row?.site;
}

/** A site's domains, its primary first: links built where no request names a host take the first. */
export async function domainsOf(db: DbOrTx, siteId: string): Promise<string[]> {
  const rows = await siteDomainRows(db, siteId);
  return rows.map((r) => r.domain);
}

export function siteDomainRows(db: DbOrTx, siteId: string) {
  return db
    .select({ domain: siteDomains.domain, isPrimary: siteDomains.isPrimary })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, siteId))
    .orderBy(desc(siteDomains.isPrimary), asc(siteDomains.domain));
}
