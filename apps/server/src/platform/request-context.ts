import type { UserType } from '@app/contracts';
import { OWN_MSG } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../modules/accounts/accounts.schema';
import { type RoutePermission, requirePermission } from '../modules/rbac/permissions';
import type { SiteRow } from '../modules/site/site.schema';
import type { SiteCache } from '../modules/site/site-cache';
import type { Db } from './db/client';
import { AppError, forbidden, unauthorized } from './errors';
import type { LiveSession, Sessions } from './sessions';

/**
 * Who may call a route: `public` needs no site (site detection), `site` a site but no session,
 * `optional` resolves a session when one is sent, `locked` is `optional` on open sites and `user` on
 * locked-mode sites (spec §2), `user` requires a session, `staff` requires a staff user holding the
 * route's permission.
 */
export type Access = 'public' | 'site' | 'optional' | 'locked' | 'user' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Further restricts `user` routes to these user types. */
    userTypes?: readonly UserType[];
    /** What the caller must hold; every `staff` route names one (checked at start-up). */
    permission?: RoutePermission;
    /** `shortError` also answers field errors as error.shortError (the create-agent call, spec §8). */
    fieldErrors?: 'shortError';
  }
  interface FastifyRequest {
    site: SiteRow;
    user: UserRow | null;
    sessionId: string | null;
    /** The signed-in user as the session call answers it, looked up with the session. */
    userView: LiveSession['view'] | null;
  }
}

/** The config of a staff route: staff only, holding this permission. */
export const staffOnly = (permission: RoutePermission) => ({ access: 'staff' as const, permission });

/** The user of a route declared `user` or `staff`; the hook guarantees it is set. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Resolves the site from the `site-id` header and the session from `auth-token` on every request,
 * before the body is even parsed. Routes default to `user`: a route must say it is open.
 */
export const requestContext = fp(
  async (app: FastifyInstance, { db, sessions, sites }: { db: Db; sessions: Sessions; sites: SiteCache }) => {
    app.decorateRequest('site', null as unknown as SiteRow);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('userView', null);

    app.addHook('onRequest', async (request) => {
      // Unknown paths fall through to the not-found handler; the web app's files need no site.
      if (!request.url.startsWith('/api/') || !request.routeOptions.url) return;
      const access = request.routeOptions.config.access ?? 'user';
      if (access === 'public') return;

      const siteId = headerOf(request, 'site-id');
      // Ids are UUIDs; anything else cannot name a site and is not worth a lookup.
      const site = siteId && UUID.test(siteId) ? await sites.byId(siteId) : undefined;
      if (!site) throw new AppError(400, OWN_MSG.unknownSite);
      request.site = site;
      if (access === 'site') return;

      const token = headerOf(request, 'auth-token');
      const session = token ? await sessions.find(site.id, token) : undefined;
      if (session) {
        request.user = session.user;
        request.sessionId = session.sessionId;
        request.userView = session.view;
      }
      if (access === 'optional' || (access === 'locked' && !site.isLocked)) return;
      if (!session) throw unauthorized();
      if (access === 'staff' && session.user.userType !== 'staff') throw forbidden();
      const allowed = request.routeOptions.config.userTypes;
      if (allowed && !allowed.includes(session.user.userType)) throw forbidden();
      const permission = request.routeOptions.config.permission;
      if (permission) await requirePermission(db, session.user, permission);
    });

    // A staff call without a named permission would be open to every staff member: refuse to start.
    app.addHook('onRoute', (route) => {
      const config = route.config as { access?: Access; permission?: RoutePermission } | undefined;
      if (config?.access === 'staff' && !config.permission) {
        throw new Error(`Staff route ${route.method} ${route.url} names no permission`);
      }
    });
  },
  { name: 'request-context' },
);

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const one = Array.isArray(value) ? value[0] : value;
  return one && one.length <= 512 ? one : undefined;
}

const UUID = /^[0-9a-f-]{36}$/i;
