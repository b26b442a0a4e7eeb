/**
 * Which scripts a site makes the web app load. The web app loads exactly these, and the server
 * allows exactly their origins in the Content-Security-Policy of index.html: one rule for both.
 */

/** Google Identity Services, loaded only for sites with a sign-in client id. */
export const GOOGLE_IDENTITY_SRC = 'https://accounts.google.com/gsi/client';

/** Only http(s) URLs and paths of this origin may be loaded; `javascript:` and the like never. */
export function isLoadableScriptUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const GTAG_ID = /^(G|UA|AW|DC)-[A-Z0-9-]+$/i;
const GTM_ID = /^GTM-[A-Z0-9]+$/i;

/** A Google tag (gtag.js) or Tag Manager container, or a plain script URL. */
export type TrackingScript = { kind: 'gtm' | 'gtag' | 'url'; id: string; src: string };

/** The site's tracking tag: a Google tag id (G-, UA-, AW-, DC-), a GTM container id, or a script URL. */
export function trackingScriptOf(tag: string | null | undefined): TrackingScript | undefined {
  const id = tag?.trim();
  if (!id) return undefined;
  if (GTM_ID.test(id)) return { kind: 'gtm', id, src: `https://www.googletagmanager.com/gtm.js?id=${id}` };
  if (GTAG_ID.test(id)) return { kind: 'gtag', id, src: `https://www.googletagmanager.com/gtag/js?id=${id}` };
  return isLoadableScriptUrl(id) ? { kind: 'url', id, src: id } : undefined;
}

/** The site's extra script URLs that may be loaded, trimmed, in order. */
export const loadableScriptUrls = (urls: readonly string[]) =>
  urls.map((url) => url.trim()).filter((url) => url && isLoadableScriptUrl(url));
