import type { Access, Call, UserType } from '@app/contracts';
import { OWN_MSG } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../modules/accounts/accounts.schema';
import type { RoutePermission } from '../modules/rbac/permissions';
import type { SiteRow } from '../modules/site/site.schema';
import type { SiteCache } from '../modules/site/site-cache';
import { type Actor, authorize, signedInActor } from './actor';
import { bindRouteToCall } from './calls';
import type { Db } from './db/client';
import { AppError, unauthorized } from './errors';
import type { LiveSession, Sessions } from './sessions';

export type { Access } from '@app/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Further restricts `user` routes to these user types. */
    userTypes?: readonly UserType[];
    /** What the caller must hold; every `staff` route names one (checked at start-up). */
    permission?: RoutePermission;
    /** `shortError` also answers field errors as error.shortError (the create-agent call, spec §8). */
    fieldErrors?: 'shortError';
    /** The route's call in the registry, bound at start-up: its access is the one checked. */
    call?: Call;
  }
  interface FastifyRequest {
    site: SiteRow;
    user: UserRow | null;
    sessionId: string | null;
    /** The signed-in user as the session call answers it, looked up with the session. */
    userView: LiveSession['view'] | null;
    /** Who is acting; set on every /api call that names a site. */
    actor: Actor;
  }
}

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
  async (
    app: FastifyInstance,
    {
      db,
      sessions,
      sites,
      platformAdmins = [],
    }: { db: Db; sessions: Sessions; sites: SiteCache; platformAdmins?: readonly string[] },
  ) => {
    app.decorateRequest('site', null as unknown as SiteRow);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('userView', null);

    app.decorateRequest('actor', null as never);

    app.addHook('onRequest', async (request) => {
      // Unknown paths fall through to the not-found handler; the web app's files need no site.
      const call = request.routeOptions.config.call;
      if (!request.url.startsWith('/api/') || !call || call.access === 'public') return;

      const siteId = headerOf(request, 'site-id');
      // Ids are UUIDs; anything else cannot name a site and is not worth a lookup.
      const site = siteId && UUID.test(siteId) ? await sites.byId(siteId) : undefined;
      if (!site) throw new AppError(400, OWN_MSG.unknownSite);
      request.site = site;

      const token = call.access === 'site' ? undefined : headerOf(request, 'auth-token');
      const session = token ? await sessions.find(site.id, token) : undefined;
      if (session) {
        request.user = session.user;
        request.sessionId = session.sessionId;
        request.userView = session.view;
      }
      request.actor = session
        ? signedInActor(site, session.user, session.sessionId)
        : { kind: 'visitor', site };
      await authorize(db, request.actor, call, platformAdmins);
    });

    // Every /api route serves a call of the registry, with the call's schemas and access; a staff
    // call names its permission (the registry's types insist). Anything else refuses to start.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        const problem = bindRouteToCall(route, method);
        if (problem) throw new Error(problem);
        const config = route.config as { access?: Access; permission?: RoutePermission } | undefined;
        if (config?.access === 'staff' && !config.permission) {
          throw new Error(`Staff route ${method} ${route.url} names no permission`);
        }
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
