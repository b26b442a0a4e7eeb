import { documentTitle, NO_SEO_TITLES, type SeoTitleLookup, type SiteData } from '@app/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentPageName } from '../ui/page-name';
import { pageNameFromAddress } from './page-names';
import { useSite } from './store';

/**
 * The titles staff set per public path (/staff/seo): the site data carries them (index.html and site
 * detection), and they win over the page's name (decision 0026).
 */
export const seoTitlesOf = (site: SiteData): SeoTitleLookup => {
  const titles = site.seoTitles;
  if (!titles) return NO_SEO_TITLES;
  // A trailing slash is the same page, as the server reads it.
  return (path) => titles[path.length > 1 ? path.replace(/\/+$/, '') : path];
};

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
