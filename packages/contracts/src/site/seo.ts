import { z } from 'zod';
import type { SiteModule } from '../common/enums';
import { ok, optionalText } from '../common/fields';
import { documentTitle } from './page-title';
import { scriptUrl } from './site-settings';

/** A browser tab and a search result show about this much of a title, and of a description. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

export const SEO_MSG = {
  path: 'This page has no SEO settings',
} as const;

/**
 * The site's public pages (spec §2 routes, under /app): what search engines may list and staff may
 * title. `name` is the page's own heading, so its default title is the app's (documentTitle); the
 * home page has none and carries the site's title. A page with a module is public only where it is on.
 */
export const SEO_PAGES = [
  { path: '/', label: 'Home', name: null },
  { path: '/flight/search', label: 'Flight search', name: 'Flight search' },
  {
    path: '/fixed-departures',
    label: 'Fixed departures',
    name: 'Fixed departures',
    module: 'fixedDepartures' as SiteModule,
  },
  { path: '/terms_and_conditions', label: 'Terms and conditions', name: 'Terms and conditions' },
  { path: '/privacy_policy', label: 'Privacy policy', name: 'Privacy policy' },
  {
    path: '/cancellation_return_refund_policy',
    label: 'Cancellation, return and refund policy',
    name: 'Cancellation, return and refund policy',
  },
  { path: '/api-partner-program', label: 'API partner program', name: 'API partner program' },
  { path: '/login', label: 'Log in', name: 'Log in' },
  { path: '/signup', label: 'Sign up', name: 'Create your account' },
] as const satisfies readonly { path: string; label: string; name: string | null; module?: SiteModule }[];
export type SeoPage = (typeof SEO_PAGES)[number];
export const SEO_PATHS = SEO_PAGES.map((page) => page.path) as [SeoPage['path'], ...SeoPage['path'][]];
export type SeoPath = SeoPage['path'];

/** The page's title in the app when staff set none: its heading and the site's name. */
export const defaultSeoTitle = (page: SeoPage, form: { title: string; label: string }) =>
  documentTitle({ pageName: page.name, form });

/**
 * The public pages a site shows anyone: those of modules it runs; on a locked-mode site (spec §2)
 * only the login page. What sitemap.xml lists and robots.txt allows.
 */
export function publicSeoPages(site: { activeModules: readonly string[]; isLocked: boolean }): SeoPage[] {
  if (site.isLocked) return SEO_PAGES.filter((page) => page.path === '/login');
  return SEO_PAGES.filter((page) => !('module' in page) || site.activeModules.includes(page.module));
}

/** An image address, optional: blank is none. The rule of the site's script addresses. */
const optionalImageUrl = z.preprocess(
  (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
  scriptUrl
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
);

/** One page's title, description and Open Graph image; all three blank removes staff's settings. */
export const saveSeoRequest = z.object({
  path: z.enum(SEO_PATHS, { error: SEO_MSG.path }),
  title: optionalText(SEO_TITLE_MAX),
  description: optionalText(SEO_DESCRIPTION_MAX),
  ogImageUrl: optionalImageUrl,
});
export type SaveSeoInput = z.input<typeof saveSeoRequest>;

export const seoPageView = z.object({
  path: z.string(),
  label: z.string(),
  /** the app's own title for the page */
  defaultTitle: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  ogImageUrl: z.string().nullable(),
  /** when staff last changed the page; null: never, or their settings were removed */
  updatedAt: z.string().nullable(),
});
export type SeoPageView = z.infer<typeof seoPageView>;
export const seoPagesResponse = ok({ data: z.object({ pages: z.array(seoPageView) }) });
export const seoSaved = ok({ data: z.object({ message: z.string(), page: seoPageView }) });
