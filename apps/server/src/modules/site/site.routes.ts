import { bankDetailsResponse, detectSitePath, detectSiteRequest, detectSiteResponse } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import type { SiteCache } from './site-cache';
import { toSiteData } from './site-view';

export const siteRoutes: FastifyPluginAsyncZod<{ sites: SiteCache }> = async (app, { sites }) => {
  app.post(
    `/${detectSitePath}`,
    {
      config: { access: 'public' },
      schema: { body: detectSiteRequest, response: { 200: detectSiteResponse } },
    },
    async (request) => {
      // A domain is a host name; a port or a trailing dot must not make it another site.
      const domain = request.body.domain.replace(/:\d+$/, '').replace(/\.$/, '');
      const site = await sites.byDomain(domain);
      if (!site) throw notFound(`No site is set up for ${domain}`);
      return { success: true as const, data: toSiteData(site) };
    },
  );

  app.get(
    '/whitelabel/getBankDetails',
    { config: { access: 'site' }, schema: { response: { 200: bankDetailsResponse } } },
    async (request) => ({ success: true as const, data: request.site.bankDetails ?? null }),
  );
};
