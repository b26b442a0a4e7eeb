import { DEFAULT_BRANDING_LABEL, type SiteData } from '@app/contracts';
import { injectScriptUrls, injectTrackingTag } from './site-scripts';

const FAVICON_ID = 'site-favicon';

/** The label shown in the app bar: the site's own, else the spec's default 'Flight Deals'. */
export const brandLabel = (site: SiteData) =>
  site.brandingSettings.form.label.trim() || DEFAULT_BRANDING_LABEL;

/** Points the page's single favicon link at the site's icon (created when index.html has none). */
export function applyFavicon(url: string | null) {
  let link = document.getElementById(FAVICON_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = FAVICON_ID;
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = url || 'data:,';
}

/**
 * What the site data changes outside React: favicon, tracking tag and script URLs. The title names
 * the page as well as the site, so the frame keeps it (app/DocumentTitle.tsx).
 */
export function applySiteHead(site: SiteData) {
  applyFavicon(site.brandingSettings.form.faviconUrl);
  injectTrackingTag(site.trackingTag);
  injectScriptUrls(site.scriptUrls);
}
