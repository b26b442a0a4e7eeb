import { createHash } from 'node:crypto';
import {
  SETTINGS_MSG,
  SITE_IMAGE_MAX_BYTES,
  type SiteImageKind,
  type SiteSettings,
  type SiteSettingsView,
  siteAssetPath,
} from '@app/contracts';
import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/errors';
import { type AuditBy, changedFields, recordAudit } from '../audit/audit';
import { hasText, sanitizeRichText } from './rich-text';
import { type SiteRow, sites } from './site.schema';
import { siteAssets } from './site-assets.schema';
import type { SiteCache } from './site-cache';

export function settingsView(site: SiteRow): SiteSettingsView {
  return {
    companyName: site.companyName,
    brandingLabel: site.brandingLabel,
    title: site.title,
    adminContact: site.adminContact,
    adminEmail: site.adminEmail,
    address: site.address,
    legalName: site.legalName,
    gstin: site.gstin,
    primaryColor: site.primaryColor,
    secondaryColor: site.secondaryColor,
    backgroundColor: site.backgroundColor,
    popupAlertTitle: site.popupAlertTitle,
    popupAlertMessage: site.popupAlertMessage,
    popupFrequencyDays: site.popupFrequencyDays,
    trackingTag: site.trackingTag,
    scriptUrls: site.scriptUrls,
    googleClientId: site.googleClientId,
    canShowPermissionMenu: site.canShowPermissionMenu,
    isLocked: site.isLocked,
    bankDetails: site.bankDetails ?? null,
    activeModules: site.activeModules,
    logoUrl: site.logoUrl,
    faviconUrl: site.faviconUrl,
  };
}

/** The popup's formatted text, sanitised; nothing when no words are left. */
function popupOf(message: string | undefined): string | null {
  const clean = message ? sanitizeRichText(message) : '';
  return hasText(clean) ? clean : null;
}

/** The columns a save writes: what was left blank is stored as nothing, not ''; what was left out stays. */
function columnsOf(input: SiteSettings) {
  const columns = {
    ...input,
    title: input.title ?? '',
    adminContact: input.adminContact ?? null,
    adminEmail: input.adminEmail ?? null,
    address: input.address ?? null,
    legalName: input.legalName ?? null,
    gstin: input.gstin ?? null,
    popupAlertTitle: input.popupAlertTitle ?? null,
    popupAlertMessage: popupOf(input.popupAlertMessage),
    trackingTag: input.trackingTag ?? null,
    googleClientId: input.googleClientId ?? null,
  };
  if (columns.bankDetails === undefined) delete columns.bankDetails;
  return columns;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);

/**
 * Every image becomes a PNG drawn by sharp: an SVG served from our own origin could run script, and a
 * camera photo is too big for a header. Logos fit 480×160; favicons are 64×64 on transparency.
 */
async function drawImage(kind: SiteImageKind, bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: 40_000_000 });
  const resized =
    kind === 'favicon'
      ? image.resize(64, 64, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      : image.resize(480, 160, { fit: 'inside', withoutEnlargement: true });
  return resized.png({ compressionLevel: 9 }).toBuffer();
}

function decodeDataUrl(dataUrl: string): { type: string; bytes: Buffer } {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match?.[1] || !match[2])
    throw badRequest(SETTINGS_MSG.imageUnreadable, { file: SETTINGS_MSG.imageUnreadable });
  return { type: match[1].toLowerCase(), bytes: Buffer.from(match[2], 'base64') };
}

/** Branding, contact, popup, scripts, sign-in, locked mode and modules: read, saved, audited. */
export function createSiteSettings(db: Db, siteCache: SiteCache) {
  async function load(siteId: string) {
    const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
    if (!site) throw notFound();
    return site;
  }

  return {
    get: async (siteId: string) => settingsView(await load(siteId)),

    /** One save: the row and its audit entry together; then every instance forgets the old row. */
    async save(by: AuditBy, siteId: string, input: SiteSettings) {
      const saved = await db.transaction(async (tx) => {
        const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
        if (!site) throw notFound();
        const next = columnsOf(input);
        const { before, after, changed } = changedFields(settingsView(site), next);
        if (changed.length === 0) return site;
        const [updated] = await tx.update(sites).set(next).where(eq(sites.id, siteId)).returning();
        await recordAudit(tx, by, {
          action: 'settings.save',
          targetKind: 'site',
          targetId: siteId,
          summary: `Site settings changed: ${changed.join(', ')}`,
          before,
          after,
        });
        return updated ?? site;
      });
      await siteCache.forget(siteId);
      return { message: SETTINGS_MSG.saved, settings: settingsView(saved) };
    },

    /** A new logo or favicon: checked, redrawn as PNG, stored by its hash, and put on the site. */
    async uploadImage(by: AuditBy, siteId: string, kind: SiteImageKind, dataUrl: string) {
      const { type, bytes } = decodeDataUrl(dataUrl);
      if (!IMAGE_TYPES.has(type)) throw badRequest(SETTINGS_MSG.imageType, { file: SETTINGS_MSG.imageType });
      if (bytes.length > SITE_IMAGE_MAX_BYTES)
        throw badRequest(SETTINGS_MSG.imageTooLarge, { file: SETTINGS_MSG.imageTooLarge });
      let png: Buffer;
      try {
        png = await drawImage(kind, bytes);
      } catch {
        throw badRequest(SETTINGS_MSG.imageUnreadable, { file: SETTINGS_MSG.imageUnreadable });
      }
      // Hashed with the site: two sites' same picture are two rows, each going with its site.
      const id = createHash('sha256').update(siteId).update(png).digest('hex').slice(0, 32);
      const url = siteAssetPath(`${id}.png`);
      const column = kind === 'logo' ? 'logoUrl' : 'faviconUrl';
      await db.transaction(async (tx) => {
        const [site] = await tx.select().from(sites).where(eq(sites.id, siteId)).for('update');
        if (!site) throw notFound();
        await tx
          .insert(siteAssets)
          .values({ id, siteId, kind, contentType: 'image/png', bytes: png })
          .onConflictDoNothing();
        // One image of each kind per site: the one it replaces goes, so uploads never pile up.
        await tx
          .delete(siteAssets)
          .where(and(eq(siteAssets.siteId, siteId), eq(siteAssets.kind, kind), ne(siteAssets.id, id)));
        await tx
          .update(sites)
          .set({ [column]: url })
          .where(eq(sites.id, siteId));
        await recordAudit(tx, by, {
          action: `settings.${kind}`,
          targetKind: 'site',
          targetId: siteId,
          summary: kind === 'logo' ? 'Logo changed' : 'Favicon changed',
          before: { [column]: site[column] },
          after: { [column]: url },
        });
      });
      await siteCache.forget(siteId);
      return { message: SETTINGS_MSG.imageSaved, url };
    },

    /** A stored image by its file name (`<hash>.png`). */
    async asset(file: string) {
      const [asset] = await db
        .select()
        .from(siteAssets)
        .where(eq(siteAssets.id, file.replace(/\.png$/, '')));
      if (!asset) throw notFound();
      return asset;
    },
  };
}
export type SiteSettingsService = ReturnType<typeof createSiteSettings>;
