import {
  addSiteDomainCall,
  createPlatformSiteCall,
  makePrimaryDomainCall,
  platformAccessCall,
  platformSitesCall,
  removeSiteDomainCall,
  siteDomainsCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPlatformAdmin } from '../../platform/actor';
import { routeOf } from '../../platform/calls';
import { currentUser } from '../../platform/request-context';
import { auditBy } from '../audit/audit';
import type { PlatformSites } from './platform-sites.service';
import type { SiteDomains } from './site-domains.service';

/** The site's domains (settings.site) and the platform's sites (its owners only; decision 0041). */
export const siteAdminRoutes: FastifyPluginAsyncZod<{
  domains: SiteDomains;
  platformSites: PlatformSites;
  platformAdmins: readonly string[];
}> = async (app, { domains, platformSites, platformAdmins }) => {
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
    ...routeOf(platformSitesCall),
    handler: async () => ({ success: true as const, data: { sites: await platformSites.list() } }),
  });

  app.route({
    ...routeOf(createPlatformSiteCall),
    handler: async (request) => platformSites.create(auditBy(request), request.body),
  });
};
