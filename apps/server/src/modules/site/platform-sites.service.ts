import { DOMAIN_MSG, type NewSite, PLATFORM_MSG, type PlatformSiteView, SITE_MODULES } from '@app/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { users } from '../accounts/accounts.schema';
import type { AccountService } from '../accounts/accounts.service';
import { type AuditBy, recordAudit } from '../audit/audit';
import { markupGroups } from '../markup/markup.schema';
import { type SiteRow, siteDomains, sites } from './site.schema';
import { insertSite } from './site-rows';

/** The markup group every new site starts with: its customers' group until staff add others. */
export const FIRST_MARKUP_GROUP = 'Default';

const summaryOf = (site: SiteRow, primaryDomain: string | null, userCount: number): PlatformSiteView => ({
  id: site.id,
  companyName: site.companyName,
  shortCode: site.shortCode,
  primaryDomain,
  createdAt: site.createdAt.toISOString(),
  userCount,
});

/**
 * The platform's sites, for its owners (PLATFORM_ADMINS, decision 0041): the list, and a new site
 * for a new owner made in one transaction — the site with its modules and branding, its primary
 * domain, its default markup group and its owner as staff super admin. Staff without a permission
 * group hold the catalog's defaults, so a site needs no permission rows of its own.
 */
export function createPlatformSites({ db, accounts }: { db: Db; accounts: AccountService }) {
  return {
    async list(): Promise<PlatformSiteView[]> {
      const userCounts = db
        .select({ siteId: users.siteId, n: count().as('n') })
        .from(users)
        .groupBy(users.siteId)
        .as('user_counts');
      const rows = await db
        .select({ site: sites, primaryDomain: siteDomains.domain, userCount: userCounts.n })
        .from(sites)
        .leftJoin(siteDomains, and(eq(siteDomains.siteId, sites.id), eq(siteDomains.isPrimary, true)))
        .leftJoin(userCounts, eq(userCounts.siteId, sites.id))
        .orderBy(asc(sites.createdAt), asc(sites.companyName));
      return rows.map((r) => summaryOf(r.site, r.primaryDomain, Number(r.userCount ?? 0)));
    },

    async create(by: AuditBy, input: NewSite) {
      const { site, owner } = await db.transaction(async (tx) => {
        // New sites are made one at a time, so two with one short code cannot both pass the check
        // (a double submit included: the second finds the first's code and domain).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform-sites.create'))`);
        const [codeHolder] = await tx
          .select({ id: sites.id })
          .from(sites)
          .where(eq(sites.shortCode, input.shortCode));
        if (codeHolder) {
          throw badRequest(PLATFORM_MSG.shortCodeTaken, { shortCode: PLATFORM_MSG.shortCodeTaken });
        }
        const [domainHolder] = await tx
          .select({ siteId: siteDomains.siteId })
          .from(siteDomains)
          .where(eq(siteDomains.domain, input.primaryDomain));
        if (domainHolder) throw badRequest(DOMAIN_MSG.taken, { primaryDomain: DOMAIN_MSG.taken });

        const site = await insertSite(
          tx,
          {
            companyName: input.companyName,
            shortCode: input.shortCode,
            title: input.companyName,
            brandingLabel: input.companyName,
            adminEmail: input.ownerEmail,
            activeModules: [...SITE_MODULES],
            homeCountry: input.homeCountry,
            currency: input.currency,
            timeZone: input.timeZone,
          },
          [input.primaryDomain],
        );
        await tx
          .insert(markupGroups)
          .values({ siteId: site.id, groupName: FIRST_MARKUP_GROUP, isDefault: true });
        // No password: the owner sets one from the mailed link, as any account staff make.
        const [owner] = await tx
          .insert(users)
          .values({
            siteId: site.id,
            firstName: input.ownerFirstName,
            lastName: input.ownerLastName,
            email: input.ownerEmail,
            userType: 'staff',
            isSuperAdmin: true,
          })
          .returning();

        const entry = {
          action: 'settings.sites.create',
          targetKind: 'site',
          targetId: site.id,
          summary: `Created the site ${site.companyName} (${site.shortCode}) on ${input.primaryDomain} for ${input.ownerEmail}`,
          after: {
            companyName: site.companyName,
            shortCode: site.shortCode,
            primaryDomain: input.primaryDomain,
            ownerEmail: input.ownerEmail,
            homeCountry: site.homeCountry,
            currency: site.currency,
            timeZone: site.timeZone,
          },
        };
        // In the platform owner's log, and in the new site's own, where its owner will look.
        await recordAudit(tx, by, entry);
        if (by.actor.kind === 'staff') await recordAudit(tx, { ...by, actor: { ...by.actor, site } }, entry);
        return { site, owner: owner! };
      });
      await accounts.mailSetPasswordLink(site, owner, `https://${input.primaryDomain}/app`, 'created');
      return {
        success: true as const,
        message: PLATFORM_MSG.created(site.companyName),
        data: summaryOf(site, input.primaryDomain, 1),
      };
    },
  };
}
export type PlatformSites = ReturnType<typeof createPlatformSites>;
