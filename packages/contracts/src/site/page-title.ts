import { DEFAULT_BRANDING_LABEL, siteTitleOf } from './site-data';

/** Between a page's name and the site's: 'Delhi → Mumbai, 7 Dec · Flight Deals'. */
export const PAGE_TITLE_SEPARATOR = ' · ';

export interface DocumentTitleParts {
  /** The page's own name ('Log in', 'DEL → BOM, 7 Dec'); none while a page is loading or unnamed. */
  pageName?: string | null;
  /** The site's branding form: its label names the site after the page, its title stands alone. */
  form: { title: string; label: string };
  /** A title staff set for this public page (SEO): it wins over everything else. */
  override?: string | null;
}

/**
 * A browser tab's title: staff's SEO title for the page if they set one; else the page's name and
 * the site's ('Log in · Flight Deals'); else, for a page with no name, the site's own title
 * (what index.html carries). Pure, so the server can render the same title into index.html.
 */
export function documentTitle({ pageName, form, override }: DocumentTitleParts): string {
  const own = override?.trim();
  if (own) return own;
  const name = pageName?.trim();
  if (!name) return siteTitleOf(form);
  return `${name}${PAGE_TITLE_SEPARATOR}${form.label.trim() || DEFAULT_BRANDING_LABEL}`;
}

/**
 * The titles staff set per public path (the SEO screen of the staff Settings menu, spec §2), as the
 * site data carries them (`seoTitles`); every caller of documentTitle passes its answer as `override`.
 */
export type SeoTitleLookup = (path: string) => string | undefined;
export const NO_SEO_TITLES: SeoTitleLookup = () => undefined;
