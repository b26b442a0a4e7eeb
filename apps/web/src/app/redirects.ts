/** The base path the app is served under (spec: "The web app is served under the base path /app"). */
export const APP_BASE = '/app';

export interface RedirectParams {
  redirectTo?: string | null;
  redirectType?: string | null;
}

/** Where to go after login: a path inside the app, or (redirectType 'external') a page of this origin. */
export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** The sign-in pages: /flight/login is the flight area's own on locked sites (spec §2). */
export type LoginPage = '/login' | '/flight/login';

const AUTH_PAGES = ['/login', '/flight/login', '/logout', '/signup'];

export function readRedirectParams(search: string | URLSearchParams): RedirectParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return { redirectTo: params.get('redirectTo'), redirectType: params.get('redirectType') };
}

/** `/login` or `/logout` carrying redirectTo and redirectType (both kept across logout, spec §2). */
export function authPath(page: LoginPage | '/logout', params: RedirectParams = {}): string {
  const query = new URLSearchParams();
  if (params.redirectTo) query.set('redirectTo', params.redirectTo);
  if (params.redirectType) query.set('redirectType', params.redirectType);
  const text = query.toString();
  return text ? `${page}?${text}` : page;
}

/** The current location as an app path (without /app), e.g. '/user/dashboard?tab=1'. */
export function currentAppPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const { pathname } = location;
  const inApp = pathname === APP_BASE || pathname.startsWith(`${APP_BASE}/`);
  const path = inApp ? pathname.slice(APP_BASE.length) || '/' : pathname;
  return `${path}${location.search}`;
}

/** Login params that bring the user back here afterwards; auth pages keep the params they already carry. */
export function redirectParamsFor(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): RedirectParams {
  const path = currentAppPath(location);
  const pathname = path.split('?')[0] ?? '/';
  if (AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) {
    return readRedirectParams(location.search);
  }
  const { redirectType } = readRedirectParams(location.search);
  return { redirectTo: pathname === '/' ? null : path, redirectType };
}

/**
 * Resolves redirectTo safely: only paths of this app (never `//host` or a login page, which would loop),
 * or, with redirectType 'external', a URL of this same origin. Anything else goes to `homePath`.
 */
export function resolveRedirect(
  params: RedirectParams,
  origin = window.location.origin,
  homePath = '/',
): RedirectTarget {
  const home: RedirectTarget = { kind: 'internal', path: homePath };
  const to = params.redirectTo?.trim();
  if (!to) return home;
  if (params.redirectType === 'external') {
    try {
      const url = new URL(to, origin);
      return url.origin === origin ? { kind: 'external', url: url.href } : home;
    } catch {
      return home;
    }
  }
  if (!to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return home;
  const path = to.startsWith(`${APP_BASE}/`) ? to.slice(APP_BASE.length) : to;
  const pathname = path.split('?')[0] ?? '/';
  if (AUTH_PAGES.includes(pathname)) return home;
  return { kind: 'internal', path };
}
