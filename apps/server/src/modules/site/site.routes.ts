import { detectSiteCall, getBankDetailsCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { notFound } from '../../platform/errors';
import type { SiteCache } from './site-cache';
import { toSiteData } from './site-view';

export const siteRoutes: FastifyPluginAsyncZod<{ sites: SiteCache }> = async (app, { sites }) => {
  app.route({
    ...routeOf(detectSiteCall),
    handler: async (request) => {
      // A domain is a host name; a port or a trailing dot must not make it another site.
      const domain = request.body.domain.replace(/:\d+$/, '').replace(/\.$/, '');
      const site = await sites.byDomain(domain);
      if (!site) throw notFound(`No site is set up for ${domain}`);
      return { success: true as const, data: toSiteData(site) };
    },
  });

  app.route({
    ...routeOf(getBankDetailsCall),
    handler: async (request) => ({ success: true as const, data: request.site.bankDetails ?? null }),
  });
};
