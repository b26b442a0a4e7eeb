import { escapeHtml, siteTitleOf } from '@app/contracts';
import type { SiteRow } from '../modules/site/site.schema';

export type PageSite = Pick<SiteRow, 'title' | 'brandingLabel' | 'companyName' | 'logoUrl'>;

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
 * from the company name.
 */
function headTags(site: PageSite, origin: string): string {
  const title = siteTitleOf({ title: site.title, label: site.brandingLabel });
  const description = `Search and book flights with ${site.companyName}.`;
  const image = absoluteUrl(site.logoUrl, origin);
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
 * The built index.html with the site's head tags in place of its placeholder title. Without a site
 * (a domain nobody set up) the page stays as built: the app then says the site is not set up.
 */
export function renderIndexPage(template: string, site: PageSite | undefined, origin: string): string {
  if (!site) return template;
  const tags = headTags(site, origin);
  const title = /<title>[^<]*<\/title>/;
  // A function replacement: `$&` and the like in a site's name must stay text.
  return title.test(template)
    ? template.replace(title, () => tags)
    : template.replace('</head>', () => `${tags}\n  </head>`);
}
