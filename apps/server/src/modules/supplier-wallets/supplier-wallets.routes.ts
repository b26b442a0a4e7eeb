import { getSupplierWalletsCall } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import type { SupplierWalletService } from './supplier-wallets.service';

/** Staff read the supplier balances beside their own site's spend; the site comes from the request. */
export const supplierWalletRoutes: FastifyPluginAsyncZod<{ supplierWallets: SupplierWalletService }> = async (
  app,
  { supplierWallets },
) => {
  app.route({
    ...routeOf(getSupplierWalletsCall),
    handler: async (request, reply) => {
      // Money read live: no cache may serve yesterday's balance.
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: { suppliers: await supplierWallets.wallets(request.site.id, request.ip) },
      };
    },
  });
};
