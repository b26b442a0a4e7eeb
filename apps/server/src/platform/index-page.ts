import { escapeHtml, SITE_DATA_ELEMENT_ID, type SiteData, siteTitleOf } from '@app/contracts';
import type { SiteRow } from '../modules/site/site.schema';

export type PageSite = Pick<SiteRow, 'title' | 'brandingLabel' | 'companyName' | 'logoUrl'>;

export type IndexPage = {
  /** the request's site; none for a domain nobody set up */
  site: (PageSite & { data: SiteData }) | undefined;
  origin: string;
  /** chunk files under /app/ to fetch beside the entry (the landing page's) */
  preloads: string[];
  /** staff's title, description and image for the requested public page (SEO), if any */
  seo?: PageSeo;
  /**
   * The title of a document a buyer hands on (a ticket), whose page names no site: it may be an
   * agency's, sold on from the site (decision 0053).
   */
  documentTitle?: string;
};

/** What staff set for one public page: each wins over the site's own where set. */
export type PageSeo = { title: string | null; description: string | null; ogImageUrl: string | null };

/** An absolute http(s) URL for link previews (they need one), from a path of ours or a URL. */
function absoluteUrl(url: string | null, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const absolute = new URL(url, origin);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The head tags of a site's page: what a browser tab, a search result and a link preview (Open
 * Graph) show before any script runs. Sites have no description of their own yet, so it is made
 * from the company name; staff's SEO settings for the page replace each of the three.
 */
function headTags(site: PageSite, origin: string, seo: PageSeo | undefined): string {
  const title = seo?.title || siteTitleOf({ title: site.title, label: site.brandingLabel });
  const description = seo?.description || `Search and book flights with ${site.companyName}.`;
  const image = absoluteUrl(seo?.ogImageUrl || site.logoUrl, origin);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.companyName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(image ? [meta('property', 'og:image', image)] : []),
  ].join('\n    ');
}

/**
 * The head of a ticket's link: what a link preview shows of a traveller's ticket is neither the
 * site's name nor its logo (the agency that sent it may be someone else), and no search engine lists it.
 */
const documentTags = (title: string) =>
  [
    `<title>${escapeHtml(title)}</title>`,
    '<meta name="robots" content="noindex" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
  ].join('\n    ');

/**
 * The app bar's logo, fetched beside the scripts: it is then in the browser's memory when the app
 * first renders, so the image has its size at once and the site's name beside it does not move when
 * it arrives (decision 0061). A ticket's page shows no site logo, so it has none.
 */
const logoPreload = (logoUrl: string | null) =>
  logoUrl ? [`<link rel="preload" as="image" href="${escapeHtml(logoUrl)}" />`] : [];

/**
 * JSON inside a script element: `<`, `>` and `&` escaped so no value can close the element, and the
 * two line separators JavaScript once refused.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The built index.html for one request: the site's head tags in place of its placeholder title, the
 * site detection's answer inline (the app starts without asking for it; a JSON script is never run,
 * so the CSP needs nothing for it) and modulepreload links for the landing page's chunks. Without a
 * site (a domain nobody set up) only the preloads are added: the app then says the site is not set up.
 */
export function renderIndexPage(
  template: string,
  { site, origin, preloads, seo, documentTitle }: IndexPage,
): string {
  const links = preloads.map(
    (file) => `<link rel="modulepreload" crossorigin href="/app/${escapeHtml(file)}">`,
  );
  const body = site
    ? `<script id="${SITE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(site.data)}</script>`
    : '';
  const title = /<title>[^<]*<\/title>/;
  // Function replacements: `$&` and the like in a site's name must stay text.
  let page = template;
  if (site) {
    const tags = documentTitle
      ? documentTags(documentTitle)
      : [headTags(site, origin, seo), ...logoPreload(site.logoUrl)].join('\n    ');
    page = title.test(page)
      ? page.replace(title, () => tags)
      : page.replace('</head>', () => `${tags}\n  </head>`);
  }
  // After the entry's own script and preloads: those are fetched first.
  if (links.length) page = page.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
  return body ? page.replace('</body>', () => `${body}\n  </body>`) : page;
}
