import { documentTitle, NO_SEO_TITLES, type SeoTitleLookup, type SiteData } from '@app/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentPageName } from '../ui/page-name';
import { pageNameFromAddress } from './page-names';
import { useSite } from './store';

/**
 * The titles staff set per public path. No SEO settings exist yet; the SEO release returns a lookup
 * over the site's own here, and its titles then win over the page's name (decision 0026).
 */
export const seoTitlesOf = (_site: SiteData): SeoTitleLookup => NO_SEO_TITLES;

/** Keeps the browser tab's title on the page on screen: its name and the site's. */
export function DocumentTitle() {
  const site = useSite();
  const { pathname, search } = useLocation();
  const heading = useCurrentPageName();
  const title = documentTitle({
    pageName: pageNameFromAddress(pathname, search) ?? heading,
    form: site.brandingSettings.form,
    override: seoTitlesOf(site)(pathname),
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
