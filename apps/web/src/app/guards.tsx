import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathFor } from '../features/accounts/home-path';
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

/** /login and /signup: a signed-in user goes on to redirectTo (honouring redirectType), else to `/`. */
export function AnonymousOnly() {
  const location = useLocation();
  const signedIn = useAppStore((s) => !!s.auth);
  if (!signedIn) return <Outlet />;
  return <GoTo target={resolveRedirect(readRedirectParams(location.search))} />;
}

/** `/`: out to the site's core website; if it has none, to the user's dashboard or the login page. */
export function IndexRedirect() {
  const site = useSite();
  const user = useAppStore((s) => s.auth?.user ?? null);
  const target = coreSiteTarget(site.coreSiteUrl) ?? {
    kind: 'internal' as const,
    path: user ? homePathFor(user.userType) : '/login',
  };
  return <GoTo target={target} />;
}
