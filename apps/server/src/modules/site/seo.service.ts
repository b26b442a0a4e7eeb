import {
  defaultSeoTitle,
  SEO_PAGES,
  SETTINGS_MSG,
  type SeoPage,
  type SeoPageView,
  type saveSeoRequest,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { RequestCache } from '../../platform/request-cache';
import { type AuditBy, changedFields, recordAudit } from '../audit/audit';
import { seoPages } from './seo.schema';
import type { SiteRow } from './site.schema';

/** Staff's settings for one page, as index.html and the sitemap use them. */
export type SeoOverride = {
  path: string;
  title: string | null;
  description: string | null;
  ogImageUrl: string | null;
  updatedAt: string;
};

type SiteForm = Pick<SiteRow, 'id' | 'title' | 'brandingLabel'>;

type Fields = { title?: string | null; description?: string | null; ogImageUrl?: string | null };
const fieldsOf = (o: Fields | undefined) => ({
  title: o?.title ?? null,
  description: o?.description ?? null,
  ogImageUrl: o?.ogImageUrl ?? null,
});

const overrideOf = (row: typeof seoPages.$inferSelect): SeoOverride => ({
  ...fieldsOf(row),
  path: row.path,
  updatedAt: row.updatedAt.toISOString(),
});

/** The titles staff set, by path: what the site data carries for the app's tab titles. */
export function seoTitlesOf(overrides: readonly SeoOverride[]): Record<string, string> {
  return Object.fromEntries(overrides.flatMap((o) => (o.title ? [[o.path, o.title]] : [])));
}

function viewOf(page: SeoPage, site: SiteForm, override: SeoOverride | undefined): SeoPageView {
  return {
    path: page.path,
    label: page.label,
    defaultTitle: defaultSeoTitle(page, { title: site.title, label: site.brandingLabel }),
    ...fieldsOf(override),
    updatedAt: override?.updatedAt ?? null,
  };
}

/**
 * Staff's title, description and Open Graph image per public page. Every page load reads them
 * (index.html), so a site's rows are kept in the request cache, and forgotten on each save.
 */
export function createSeo(db: Db, cache: RequestCache) {
  const key = (siteId: string) => `seo:${siteId}`;

  /** A site's overrides, every page's; none for most sites, and that is kept too. */
  async function overrides(siteId: string): Promise<SeoOverride[]> {
    const cached = await cache.get<SeoOverride[]>(key(siteId));
    if (cached) return cached;
    const rows = await db.select().from(seoPages).where(eq(seoPages.siteId, siteId));
    const list = rows.map(overrideOf);
    await cache.set(key(siteId), list);
    return list;
  }

  return {
    overrides,

    /** The staff titles by path, for the app's own tab titles. */
    titles: async (siteId: string) => seoTitlesOf(await overrides(siteId)),

    /** Every public page with its default title and staff's settings. */
    async list(site: SiteForm): Promise<SeoPageView[]> {
      const byPath = new Map((await overrides(site.id)).map((o) => [o.path, o]));
      return SEO_PAGES.map((page) => viewOf(page, site, byPath.get(page.path)));
    },

    /** One page's settings, with their audit entry; all three blank removes the row. */
    async save(by: AuditBy, site: SiteForm, input: z.output<typeof saveSeoRequest>) {
      const page = SEO_PAGES.find((p) => p.path === input.path)!;
      const next = fieldsOf(input);
      const removing = !next.title && !next.description && !next.ogImageUrl;
      const saved = await db.transaction(async (tx) => {
        const where = and(eq(seoPages.siteId, site.id), eq(seoPages.path, page.path));
        const [row] = await tx.select().from(seoPages).where(where).for('update');
        const { before, after, changed } = changedFields(fieldsOf(row), next);
        if (changed.length === 0) return row;
        let written: typeof row;
        if (removing) {
          await tx.delete(seoPages).where(where);
          written = undefined;
        } else {
          [written] = await tx
            .insert(seoPages)
            .values({ siteId: site.id, path: page.path, ...next })
            .onConflictDoUpdate({
              target: [seoPages.siteId, seoPages.path],
              set: { ...next, updatedAt: new Date() },
            })
            .returning();
        }
        await recordAudit(tx, by, {
          action: 'settings.seo',
          targetKind: 'site',
          targetId: site.id,
          summary: removing
            ? `SEO of ${page.label} removed`
            : `SEO of ${page.label} changed: ${changed.join(', ')}`,
          before: { path: page.path, ...before },
          after: { path: page.path, ...after },
        });
        return written;
      });
      await cache.del([key(site.id)]);
      return { message: SETTINGS_MSG.saved, page: viewOf(page, site, saved && overrideOf(saved)) };
    },
  };
}
export type Seo = ReturnType<typeof createSeo>;
