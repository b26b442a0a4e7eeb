import type { SiteData, SiteModule, UserView } from '@app/contracts';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathFor, landingPathFor } from '../features/accounts/home-path';
import { EmptyState } from '../ui/EmptyState';
import { PageSkeleton } from '../ui/PageSkeleton';
import { accessRedirect, coreSiteTarget, type RouteAccess } from './access';
import { type RedirectTarget, readRedirectParams, resolveRedirect } from './redirects';
import { useAppStore, useSite } from './store';

/** Lets a visitor into the child routes, or sends them where accessRedirect says. */
export function RequireAccess({ access }: { access: RouteAccess }) {
  const location = useLocation();
  const token = useAppStore((s) => s.auth?.token ?? null);
  const userType = useAppStore((s) => s.auth?.user.userType ?? null);
  const { isLocked } = useSite();
  const redirect = accessRedirect(access, {
    token,
    userType,
    isLocked,
    path: `${location.pathname}${location.search}`,
  });
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

/** Goes to a redirect target: inside the app by the router, elsewhere by a full page load. */
export function GoTo({ target }: { target: RedirectTarget }) {
  const externalUrl = target.kind === 'external' ? target.url : null;
  useEffect(() => {
    if (externalUrl) window.location.assign(externalUrl);
  }, [externalUrl]);
  return target.kind === 'internal' ? <Navigate to={target.path} replace /> : <PageSkeleton />;
}

/**
 * /login and /signup: a signed-in user goes on to redirectTo (honouring redirectType), else to where
 * signing in lands (staff: their dashboard; customers: `/`).
 */
export function AnonymousOnly() {
  const location = useLocation();
  const userType = useAppStore((s) => s.auth?.user.userType ?? null);
  if (!userType) return <Outlet />;
  const params = readRedirectParams(location.search);
  return <GoTo target={resolveRedirect(params, window.location.origin, landingPathFor(userType))} />;
}

/** `/`: out to the site's core website; if it has none, to the user's dashboard or the login page. */
export function indexTarget(site: SiteData, user: UserView | null): RedirectTarget {
  return (
    coreSiteTarget(site.coreSiteUrl) ?? {
      kind: 'internal',
      path: user ? homePathFor(user.userType) : '/login',
    }
  );
}

export function IndexRedirect() {
  const site = useSite();
  const user = useAppStore((s) => s.auth?.user ?? null);
  return <GoTo target={indexTarget(site, user)} />;
}

/**
 * The screens of a module the site has switched off: the server answers their calls 403 and the
 * menus hide them, so an old link or bookmark says so instead of showing a page of failures.
 */
export function RequireModule({ module, title }: { module: SiteModule; title: string }) {
  const { activeModules } = useSite();
  return activeModules.includes(module) ? (
    <Outlet />
  ) : (
    <EmptyState title={title} message="This site does not offer them." />
  );
}
