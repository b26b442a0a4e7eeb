import { getSiteWalletEntriesCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { SiteWalletService } from './site-wallet-entries.service';

/** Staff list the wallet entries of their own site: the site comes from the request, never the body. */
export const siteWalletRoutes: FastifyPluginAsyncZod<{ siteWallet: SiteWalletService }> = async (
  app,
  { siteWallet },
) => {
  app.route({
    ...routeOf(getSiteWalletEntriesCall),
    handler: async (request) => ({
      success: true as const,
      data: await siteWallet.entries(request.site.id, request.body),
    }),
  });
};
