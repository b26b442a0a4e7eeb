import type { UserType } from '@app/contracts';
import { APP_BASE, authPath, type LoginPage, type RedirectTarget } from './redirects';

/** How a route may be reached (spec §2, §6). */
export type RouteAccess = 'locked' | 'user' | 'staff';

export interface AccessContext {
  token: string | null;
  userType: UserType | null;
  isLocked: boolean;
  /** The app path asked for, with its query ('/user/dashboard?tab=1'). */
  path: string;
}

const isFlightPath = (path: string) => /^\/flight(?:[/?#]|$)/.test(path);

/**
 * The sign-in page for a visitor of `path`: on a locked-mode site the flight area has its own,
 * /flight/login (spec §2); everything else, and every path of an open site, uses /login.
 */
export function loginPageFor(path: string, isLocked: boolean): LoginPage {
  return isLocked && isFlightPath(path) ? '/flight/login' : '/login';
}

/**
 * Where a visitor must go instead of the route, or null to let them in:
 * - locked: anonymous visitors of a locked-mode site go to login;
 * - user: without an auth token, to /login?redirectTo={path};
 * - staff: as user, and signed-in non-staff to /403.
 * On a locked-mode site, login for a /flight/* path is /flight/login (loginPageFor).
 */
export function accessRedirect(access: RouteAccess, ctx: AccessContext): string | null {
  const toLogin = authPath(loginPageFor(ctx.path, ctx.isLocked), { redirectTo: ctx.path });
  if (access === 'locked') return ctx.isLocked && !ctx.token ? toLogin : null;
  if (!ctx.token) return toLogin;
  if (access === 'staff' && ctx.userType !== 'staff') return '/403';
  return null;
}

/**
 * Where `/` sends a visitor: the site's core website (spec §2). A core URL under /app stays inside the
 * app; one that would lead straight back to `/` (and loop) is ignored.
 */
export function coreSiteTarget(coreSiteUrl: string, origin = window.location.origin): RedirectTarget | null {
  const raw = coreSiteUrl.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return { kind: 'external', url: url.href };
  const isApp = url.pathname === APP_BASE || url.pathname.startsWith(`${APP_BASE}/`);
  if (!isApp) return url.pathname === '/' ? null : { kind: 'external', url: url.href };
  const path = url.pathname.slice(APP_BASE.length).replace(/\/+$/, '') || '/';
  return path === '/' ? null : { kind: 'internal', path: `${path}${url.search}${url.hash}` };
}
