import { bankDetailsResponse, detectSitePath, detectSiteRequest, detectSiteResponse } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { findSiteByDomain } from './site.queries';
import { toSiteData } from './site-view';

export const siteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    `/${detectSitePath}`,
    {
      config: { access: 'public' },
      schema: { body: detectSiteRequest, response: { 200: detectSiteResponse } },
    },
    async (request) => {
      // A domain is a host name; a port or a trailing dot must not make it another site.
      const domain = request.body.domain.replace(/:\d+$/, '').replace(/\.$/, '');
      const site = await findSiteByDomain(db, domain);
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
