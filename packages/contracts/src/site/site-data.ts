import { z } from 'zod';
import { SITE_MODULES } from '../common/enums';

export const DEFAULT_BRANDING_LABEL = 'Flight Deals';

/** The page's title: the site's title, else its label, else the default (index.html and the app agree). */
export const siteTitleOf = (form: { title: string; label: string }) =>
  form.title.trim() || form.label.trim() || DEFAULT_BRANDING_LABEL;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** What a site looks like and which parts of the product it runs (spec §1, §3 site data, §7 detect). */
export const siteData = z.object({
  id: z.string(),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  adminContact: z.string().nullable(),
  adminEmail: z.string().nullable(),
  brandingSettings: z.object({
    form: z.object({
      label: z.string(),
      title: z.string(),
      faviconUrl: z.string().nullable(),
      primaryColor: hexColor,
      secondaryColor: hexColor,
      backgroundColor: hexColor,
    }),
  }),
  popupAlert: z.object({ title: z.string(), message: z.string() }).nullable(),
  popupFrequencyDays: z.number().int().min(0),
  trackingTag: z.string().nullable(),
  scriptUrls: z.array(z.string()),
  wlMeta: z.object({ googleClientId: z.string().nullable(), canShowPermissionMenu: z.boolean() }),
  activeModules: z.array(z.enum(SITE_MODULES)),
  isLocked: z.boolean(),
  coreSiteUrl: z.string(),
  /** where the site sells from (ISO 3166 alpha-2): its airports rank first in city search */
  homeCountry: z.string().length(2),
  /** the IANA time zone of the site's dates */
  timeZone: z.string(),
  /** the currency of its prices (ISO 4217), amounts in its minor unit */
  currency: z.string().length(3),
  /** the titles staff set per public page (SEO), by its path: they win over the app's own */
  seoTitles: z.record(z.string(), z.string()).optional(),
});
export type SiteData = z.infer<typeof siteData>;

/**
 * The id of the JSON script element in which the server's index.html carries the site detection's
 * answer (`data`), so the app starts without asking for it.
 */
export const SITE_DATA_ELEMENT_ID = 'site-data';
