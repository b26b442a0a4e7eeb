import { randomUUID } from 'node:crypto';
import {
  DOMAIN_MSG,
  type NewSite,
  OWNER_LINK_RESENDS_PER_HOUR,
  PLATFORM_MSG,
  type PlatformSiteView,
  SITE_MODULES,
  type SiteOwnerView,
} from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound, tooManyRequests } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';
import type { SecretBox } from '../../platform/secret-box';
import { setPasswordLink } from '../accounts/account-mail-jobs';
import { type UserRow, users } from '../accounts/accounts.schema';
import type { AccountService } from '../accounts/accounts.service';
import { type AuditBy, type AuditEntry, recordAudit } from '../audit/audit';
import { markupGroups } from '../markup/markup.schema';
import { type PlatformSiteRow, platformSiteRows, siteWithOwner } from './platform-sites.queries';
import { type SiteRow, siteDomains, sites } from './site.schema';
import { insertSite } from './site-rows';

/** The markup group every new site starts with: its customers' group until staff add others. */
export const FIRST_MARKUP_GROUP = 'Default';

/** A site's app address as the asking platform admin reaches it (link-base.ts otherSiteLinkBase). */
export type SiteBaseFor = (domain: string) => string;

type Deps = { db: Db; accounts: AccountService; box: SecretBox; rateLimits: RateLimits };

/** In the platform admin's log, and in the site's own, where its owner will look. */
async function auditInBoth(tx: DbOrTx, by: AuditBy, site: SiteRow, entry: AuditEntry) {
  await recordAudit(tx, by, entry);
  if (by.actor.kind === 'staff') await recordAudit(tx, { ...by, actor: { ...by.actor, site } }, entry);
}

/**
 * The platform's sites, for its owners (PLATFORM_ADMINS, decision 0041): the list, and a new site
 * for a new owner made in one transaction — the site with its modules and branding, its primary
 * domain, its default markup group and its owner as staff super admin. Staff without a permission
 * group hold the catalog's defaults, so a site needs no permission rows of its own.
 * Until the owner first signs in, the list shows their set-password link, kept sealed beside its
 * hash for this alone, and a new one may be sent (decision 0055).
 */
export function createPlatformSites({ db, accounts, box, rateLimits }: Deps) {
  /** The owner's link as they would follow it, while they have not signed in and it works. */
  function liveLink(row: PlatformSiteRow, baseFor: SiteBaseFor) {
    const sealed = row.link?.tokenSealed;
    if (row.owner?.firstSignedInAt || !sealed || !row.primaryDomain || !row.link?.expiresAt) return null;
    try {
      const href = setPasswordLink(baseFor(row.primaryDomain), box.open(sealed));
      return { href, expiresAt: row.link.expiresAt.toISOString() };
    } catch {
      // Sealed under an earlier SETTINGS_KEY: a new link is one Resend away.
      return null;
    }
  }

  function ownerOf(row: PlatformSiteRow, baseFor: SiteBaseFor): SiteOwnerView | null {
    if (!row.owner?.email) return null;
    const link = liveLink(row, baseFor);
    return {
      name: [row.owner.firstName, row.owner.lastName].filter(Boolean).join(' '),
      email: row.owner.email,
      firstSignedInAt: row.owner.firstSignedInAt?.toISOString() ?? null,
      setPasswordLink: link?.href ?? null,
      linkExpiresAt: link?.expiresAt ?? null,
    };
  }

  const viewOf = (row: PlatformSiteRow, baseFor: SiteBaseFor): PlatformSiteView => ({
    id: row.site.id,
    companyName: row.site.companyName,
    shortCode: row.site.shortCode,
    primaryDomain: row.primaryDomain,
    createdAt: row.site.createdAt.toISOString(),
    userCount: Number(row.userCount ?? 0),
    owner: ownerOf(row, baseFor),
  });

  async function viewOne(siteId: string, baseFor: SiteBaseFor) {
    const [row] = await platformSiteRows(db, siteId);
    if (!row) throw notFound();
    return viewOf(row, baseFor);
  }

  /** Mails the owner a new set-password link (their earlier one stops working), kept for the list. */
  const mailOwnerLink = (site: SiteRow, owner: UserRow, domain: string, baseFor: SiteBaseFor) =>
    accounts.mailSetPasswordLink(site, owner, baseFor(domain), 'created', box.seal);

  return {
    async list(baseFor: SiteBaseFor): Promise<PlatformSiteView[]> {
      return (await platformSiteRows(db)).map((row) => viewOf(row, baseFor));
    },

    async create(by: AuditBy, input: NewSite, baseFor: SiteBaseFor) {
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

        const ownerId = randomUUID();
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
            ownerId,
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
            id: ownerId,
            siteId: site.id,
            firstName: input.ownerFirstName,
            lastName: input.ownerLastName,
            email: input.ownerEmail,
            userType: 'staff',
            isSuperAdmin: true,
          })
          .returning();

        await auditInBoth(tx, by, site, {
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
        });
        return { site, owner: owner! };
      });
      await mailOwnerLink(site, owner, input.primaryDomain, baseFor);
      return {
        success: true as const,
        message: PLATFORM_MSG.created(site.companyName),
        data: await viewOne(site.id, baseFor),
      };
    },

    /**
     * A new link for an owner who has not signed in (the first may be lost, used up or expired):
     * mailed, and shown in the list; the earlier one stops working. A few an hour per site.
     */
    async resendOwnerLink(by: AuditBy, siteId: string, baseFor: SiteBaseFor) {
      const found = await siteWithOwner(db, siteId);
      if (!found) throw notFound(PLATFORM_MSG.noOwner);
      const { site, owner, primaryDomain } = found;
      if (owner.firstSignedInAt) throw conflict(PLATFORM_MSG.ownerSignedIn);
      if ((await rateLimits.hit(`owner-link:${site.id}`, 3600)) > OWNER_LINK_RESENDS_PER_HOUR) {
        throw tooManyRequests(PLATFORM_MSG.tooManyResends);
      }
      await mailOwnerLink(site, owner, primaryDomain, baseFor);
      await db.transaction((tx) =>
        auditInBoth(tx, by, site, {
          action: 'settings.sites.resendOwnerLink',
          targetKind: 'site',
          targetId: site.id,
          summary: `Sent ${owner.email} a new link to set a password for ${site.companyName}`,
        }),
      );
      return {
        success: true as const,
        message: PLATFORM_MSG.linkResent(owner.email ?? ''),
        data: await viewOne(site.id, baseFor),
      };
    },
  };
}
export type PlatformSites = ReturnType<typeof createPlatformSites>;
