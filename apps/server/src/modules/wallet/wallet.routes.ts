import {
  addWlUserWalletEntryCall,
  downloadWalletBalancesCall,
  getMyWalletEntryCall,
  getWalletBalanceOfCall,
  getWalletMonthlyDetailsCall,
  getWlUserWalletEntryCall,
  searchTransactionByPNRCall,
  userPaymentEntryCall,
  walletBalancesFileName,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { currentUser } from '../../platform/request-context';
import { sendWorkbook } from '../../platform/xlsx-download';
import { auditBy } from '../audit/audit';
import type { WalletService } from './wallet.service';
import { writeWalletBalancesSheet } from './wallet-balances-sheet';

/**
 * The wallet calls of spec §7 Users. wl/user/getWlUserWalletBalance (the caller's own balance)
 * lives with the payment calls; staff read anyone's with getWalletBalanceOf.
 */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.route({
    ...routeOf(addWlUserWalletEntryCall),
    handler: async (request) => {
      const { message, entry, owner } = await wallet.addEntry(
        auditBy(request),
        currentUser(request),
        request.site.id,
        request.body,
      );
      return { success: true as const, message, data: { entry, owner } };
    },
  });

  app.route({
    ...routeOf(getWlUserWalletEntryCall),
    handler: async (request) => ({
      success: true as const,
      data: await wallet.entries(request.site.id, request.body, request.body.page),
    }),
  });

  app.route({
    ...routeOf(getWalletBalanceOfCall),
    handler: async (request) => ({
      success: true as const,
      data: await wallet.owner(request.site.id, request.body),
    }),
  });

  app.route({
    ...routeOf(getMyWalletEntryCall),
    handler: async (request) => ({
      success: true as const,
      data: await wallet.myEntries(currentUser(request), request.body.page),
    }),
  });

  app.route({
    ...routeOf(userPaymentEntryCall),
    handler: async (request) => ({
      success: true as const,
      data: await wallet.payments(currentUser(request), request.body.page),
    }),
  });

  app.route({
    ...routeOf(searchTransactionByPNRCall),
    handler: async (request) => ({
      success: true as const,
      data: await wallet.byPnr(request.site.id, request.body.pnr),
    }),
  });

  app.route({
    ...routeOf(getWalletMonthlyDetailsCall),
    handler: async (request) => ({
      success: true as const,
      data: await wallet.monthly(currentUser(request), request.body.userId),
    }),
  });

  app.route({
    ...routeOf(downloadWalletBalancesCall),
    handler: async (request, reply) => {
      const { asOf, rows } = await wallet.balances(request.site.id, request.query.date);
      return sendWorkbook(request, reply, walletBalancesFileName(asOf), (out) =>
        writeWalletBalancesSheet(out, rows, asOf),
      );
    },
  });
};
