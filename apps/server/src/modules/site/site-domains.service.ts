import { DOMAIN_MSG, type SiteDomainView } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { type AuditBy, recordAudit } from '../audit/audit';
import { siteDomainRows } from './site.queries';
import { siteDomains } from './site.schema';
import type { SiteCache } from './site-cache';

const refuse = (message: string) => badRequest(message, { domain: message });

/**
 * The domains a site answers on (decision 0041): staff add aliases, remove them, and choose the
 * primary. Each change is audited in its transaction; afterwards the site cache forgets the site and
 * every domain touched, so detection answers the change on the next request, on every instance.
 */
export function createSiteDomains(db: Db, sites: SiteCache) {
  /** The site's domains, locked until the transaction ends: two staff editing at once take turns. */
  async function lockedDomains(tx: DbOrTx, siteId: string) {
    return tx
      .select({ domain: siteDomains.domain, isPrimary: siteDomains.isPrimary })
      .from(siteDomains)
      .where(eq(siteDomains.siteId, siteId))
      .for('update');
  }

  async function saved(siteId: string, removed: string[] = []) {
    await sites.forget(siteId, removed);
    return { success: true as const, message: DOMAIN_MSG.saved, data: { domains: await list(siteId) } };
  }

  const list = (siteId: string): Promise<SiteDomainView[]> => siteDomainRows(db, siteId);

  return {
    list,

    async add(by: AuditBy, siteId: string, domain: string) {
      await db.transaction(async (tx) => {
        await lockedDomains(tx, siteId);
        // The domain is the table's key: whoever has it, this insert does nothing.
        const [added] = await tx
          .insert(siteDomains)
          .values({ domain, siteId, isPrimary: false })
          .onConflictDoNothing()
          .returning();
        if (!added) {
          const [holder] = await tx
            .select({ siteId: siteDomains.siteId })
            .from(siteDomains)
            .where(eq(siteDomains.domain, domain));
          throw refuse(holder?.siteId === siteId ? DOMAIN_MSG.alreadyOurs : DOMAIN_MSG.taken);
        }
        await recordAudit(tx, by, {
          action: 'settings.domain.add',
          targetKind: 'domain',
          targetId: domain,
          summary: `Added the domain ${domain}`,
          after: { domain, isPrimary: false },
        });
      });
      return saved(siteId);
    },

    async remove(by: AuditBy, siteId: string, domain: string) {
      await db.transaction(async (tx) => {
        const domains = await lockedDomains(tx, siteId);
        const found = domains.find((d) => d.domain === domain);
        if (!found) throw refuse(DOMAIN_MSG.notOurs);
        // A site always keeps its primary, so never loses its last domain either.
        if (found.isPrimary || domains.length === 1) throw refuse(DOMAIN_MSG.primaryStays);
        await tx
          .delete(siteDomains)
          .where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.domain, domain)));
        await recordAudit(tx, by, {
          action: 'settings.domain.remove',
          targetKind: 'domain',
          targetId: domain,
          summary: `Removed the domain ${domain}`,
          before: { domain, isPrimary: false },
        });
      });
      return saved(siteId, [domain]);
    },

    async makePrimary(by: AuditBy, siteId: string, domain: string) {
      await db.transaction(async (tx) => {
        const domains = await lockedDomains(tx, siteId);
        const target = domains.find((d) => d.domain === domain);
        if (!target) throw refuse(DOMAIN_MSG.notOurs);
        if (target.isPrimary) return;
        const was = domains.find((d) => d.isPrimary)?.domain ?? null;
        // The old primary steps down first: the database allows one primary per site.
        await tx
          .update(siteDomains)
          .set({ isPrimary: false })
          .where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.isPrimary, true)));
        await tx
          .update(siteDomains)
          .set({ isPrimary: true })
          .where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.domain, domain)));
        await recordAudit(tx, by, {
          action: 'settings.domain.primary',
          targetKind: 'domain',
          targetId: domain,
          summary: `Made ${domain} the primary domain`,
          before: { primaryDomain: was },
          after: { primaryDomain: domain },
        });
      });
      return saved(siteId);
    },
  };
}
export type SiteDomains = ReturnType<typeof createSiteDomains>;
