import {
  addSiteDomainCall,
  createPlatformSiteCall,
  makePrimaryDomainCall,
  platformAccessCall,
  platformSitesCall,
  removeSiteDomainCall,
  resendOwnerLinkCall,
  setupChecklistCall,
  siteDomainsCall,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPlatformAdmin } from '../../platform/actor';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { otherSiteLinkBase } from '../../platform/link-base';
import { currentUser } from '../../platform/request-context';
import { auditBy } from '../audit/audit';
import type { PlatformSites } from './platform-sites.service';
import { setupChecklistOf } from './setup-checklist';
import type { SiteDomains } from './site-domains.service';

/** Links to a site's app as the asking admin reaches it: their scheme and port, its domain. */
const baseFor = (request: FastifyRequest) => (domain: string) => otherSiteLinkBase(request, domain);

/**
 * The site's domains and setup checklist (settings.site), and the platform's sites (its owners
 * only; decisions 0041, 0055).
 */
export const siteAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  domains: SiteDomains;
  platformSites: PlatformSites;
  platformAdmins: readonly string[];
  platformDomain: string;
}> = async (app, { db, domains, platformSites, platformAdmins, platformDomain }) => {
  app.route({
    ...routeOf(siteDomainsCall),
    handler: async (request) => ({
      success: true as const,
      data: { domains: await domains.list(request.site.id) },
    }),
  });

  app.route({
    ...routeOf(addSiteDomainCall),
    handler: async (request) => domains.add(auditBy(request), request.site.id, request.body.domain),
  });

  app.route({
    ...routeOf(removeSiteDomainCall),
    handler: async (request) => domains.remove(auditBy(request), request.site.id, request.body.domain),
  });

  app.route({
    ...routeOf(makePrimaryDomainCall),
    handler: async (request) => domains.makePrimary(auditBy(request), request.site.id, request.body.domain),
  });

  app.route({
    ...routeOf(platformAccessCall),
    handler: async (request) => ({
      success: true as const,
      data: { isPlatformAdmin: isPlatformAdmin(currentUser(request), platformAdmins) },
    }),
  });

  app.route({
    ...routeOf(setupChecklistCall),
    handler: async (request) => ({
      success: true as const,
      data: await setupChecklistOf(db, request.site.id, currentUser(request).id, platformDomain),
    }),
  });

  app.route({
    ...routeOf(platformSitesCall),
    handler: async (request) => ({
      success: true as const,
      data: { sites: await platformSites.list(baseFor(request)) },
    }),
  });

  app.route({
    ...routeOf(createPlatformSiteCall),
    handler: async (request) => platformSites.create(auditBy(request), request.body, baseFor(request)),
  });

  app.route({
    ...routeOf(resendOwnerLinkCall),
    handler: async (request) =>
      platformSites.resendOwnerLink(auditBy(request), request.body.siteId, baseFor(request)),
  });
};
