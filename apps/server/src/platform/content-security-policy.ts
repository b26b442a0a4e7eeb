import { GOOGLE_IDENTITY_SRC, loadableScriptUrls, trackingScriptOf } from '@app/contracts';
import type { SiteRow } from '../modules/site/site.schema';

/** The parts of a site the web app's policy depends on. */
export type PolicySite = Pick<
  SiteRow,
  'trackingTag' | 'scriptUrls' | 'googleClientId' | 'logoUrl' | 'faviconUrl'
>;

type Directives = Record<string, string[]>;

/**
 * An absolute http(s) URL's origin, or nothing for a path of our own (already 'self') or anything
 * else. Only a plain scheme://host[:port] may reach the header: a site's URL must never be able to
 * add a source or a directive (`;`, quotes and spaces are legal in some URL parts, never here).
 */
function originOf(url: string | null | undefined): string | undefined {
  if (!url || url.startsWith('/')) return undefined;
  try {
    const { origin } = new URL(url);
    return /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Google Identity Services, as Google documents its CSP: the client script, its stylesheet, the
 * button and One Tap frames, and the status calls it makes (all under accounts.google.com/gsi/).
 */
const GOOGLE_IDENTITY = {
  script: [GOOGLE_IDENTITY_SRC],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
};

/** Google tag / Tag Manager, as Google documents its CSP: gtag.js and the measurement endpoints. */
const GOOGLE_TAG = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/**
 * The policy of the web app's page for one site (none known: the bare app, which then says the
 * site is not set up). Scripts come from us and from exactly the URLs the site makes the app load
 * (contracts' rule, shared with the web app); a site's own script may also call home and send
 * beacons (connect-src, img-src). Styles allow 'unsafe-inline': MUI (emotion) and notistack
 * (goober) insert <style> elements at run time; a nonce would need every one of them wired to it,
 * and styles cannot run code. No eval anywhere (the web app turns zod's eval probe off).
 */
export function webAppDirectives(site: PolicySite | undefined, https: boolean): Directives {
  const tracking = trackingScriptOf(site?.trackingTag);
  const google = tracking?.kind === 'gtm' || tracking?.kind === 'gtag';
  const signIn = Boolean(site?.googleClientId);
  const scriptOrigins = [tracking?.src, ...loadableScriptUrls(site?.scriptUrls ?? [])]
    .map(originOf)
    .filter((origin): origin is string => Boolean(origin));
  const imageOrigins = [site?.logoUrl, site?.faviconUrl].map(originOf).filter(Boolean) as string[];

  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptOrigins, ...(signIn ? GOOGLE_IDENTITY.script : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...(signIn ? GOOGLE_IDENTITY.style : [])],
    // data: for the agent logo preview and the favicon placeholder; the airline logos are ours.
    'img-src': ["'self'", 'data:', ...imageOrigins, ...scriptOrigins, ...(google ? GOOGLE_TAG.img : [])],
    'connect-src': [
      "'self'",
      ...scriptOrigins,
      ...(signIn ? GOOGLE_IDENTITY.connect : []),
      ...(google ? GOOGLE_TAG.connect : []),
    ],
    'frame-src': signIn ? GOOGLE_IDENTITY.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (google) directives['script-src']!.push(...GOOGLE_TAG.script);
  // Only over HTTPS: on plain HTTP (development, the journeys) it would send our own assets to https.
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The header value: each directive once, its sources de-duplicated in order. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * Every response that is not the web app's page (JSON, assets, files): nothing may load or frame it.
 */
export const NON_DOCUMENT_POLICY: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};
