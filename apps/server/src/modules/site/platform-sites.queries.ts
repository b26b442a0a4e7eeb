import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client';
import { accountLinks, users } from '../accounts/accounts.schema';
import { siteDomains, sites } from './site.schema';

/**
 * The platform's sites (or one), each with its primary domain, its number of users, the owner it
 * was made for, and that owner's live set-password link as stored (sealed) — only the newest of a
 * user's links works, so there is at most one.
 */
export async function platformSiteRows(db: DbOrTx, siteId?: string) {
  const userCounts = db
    .select({ siteId: users.siteId, n: count().as('n') })
    .from(users)
    .groupBy(users.siteId)
    .as('user_counts');
  const liveLinks = db
    .selectDistinctOn([accountLinks.userId], {
      userId: accountLinks.userId,
      tokenSealed: accountLinks.tokenSealed,
      expiresAt: accountLinks.expiresAt,
    })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.purpose, 'setPassword'),
        isNull(accountLinks.usedAt),
        isNotNull(accountLinks.tokenSealed),
        gt(accountLinks.expiresAt, sql`now()`),
      ),
    )
    .orderBy(accountLinks.userId, desc(accountLinks.createdAt))
    .as('live_links');
  const owners = alias(users, 'owners');
  return db
    .select({
      site: sites,
      primaryDomain: siteDomains.domain,
      userCount: userCounts.n,
      owner: {
        firstName: owners.firstName,
        lastName: owners.lastName,
        email: owners.email,
        firstSignedInAt: owners.firstSignedInAt,
      },
      link: { tokenSealed: liveLinks.tokenSealed, expiresAt: liveLinks.expiresAt },
    })
    .from(sites)
    .leftJoin(siteDomains, and(eq(siteDomains.siteId, sites.id), eq(siteDomains.isPrimary, true)))
    .leftJoin(userCounts, eq(userCounts.siteId, sites.id))
    .leftJoin(owners, eq(owners.id, sites.ownerId))
    .leftJoin(liveLinks, eq(liveLinks.userId, sites.ownerId))
    .where(siteId === undefined ? undefined : eq(sites.id, siteId))
    .orderBy(asc(sites.createdAt), asc(sites.companyName));
}
export type PlatformSiteRow = Awaited<ReturnType<typeof platformSiteRows>>[number];

/** A site with the owner it was made for and its primary domain; undefined without either. */
export async function siteWithOwner(db: DbOrTx, siteId: string) {
  const [row] = await db
    .select({ site: sites, owner: users, primaryDomain: siteDomains.domain })
    .from(sites)
    .innerJoin(users, and(eq(users.id, sites.ownerId), eq(users.siteId, sites.id)))
    .innerJoin(siteDomains, and(eq(siteDomains.siteId, sites.id), eq(siteDomains.isPrimary, true)))
    .where(eq(sites.id, siteId));
  return row;
}
