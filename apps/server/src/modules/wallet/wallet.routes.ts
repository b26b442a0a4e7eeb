import { PassThrough } from 'node:stream';
import {
  addWalletEntryRequest,
  addWalletEntryResponse,
  searchTransactionByPnrRequest,
  searchTransactionByPnrResponse,
  userPaymentsResponse,
  WALLET_BALANCES_FILE_NAME,
  walletBalanceOfRequest,
  walletBalanceOfResponse,
  walletEntriesRequest,
  walletEntriesResponse,
  walletMonthlyRequest,
  walletMonthlyResponse,
  walletPageRequest,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, staffOnly } from '../../platform/request-context';
import { XLSX_CONTENT_TYPE } from '../bookings/ticket-queue-sheet';
import type { WalletService } from './wallet.service';
import { writeWalletBalancesSheet } from './wallet-balances-sheet';

const staff = staffOnly('wallets.view');

/**
 * The wallet calls of spec §7 Users. wl/user/getWlUserWalletBalance (the caller's own balance)
 * lives with the payment calls; staff read anyone's with getWalletBalanceOf.
 */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.post(
    '/wl/user/addWlUserWalletEntry',
    {
      config: staffOnly('wallets.credit'),
      schema: { body: addWalletEntryRequest, response: { 200: addWalletEntryResponse } },
    },
    async (request) => {
      const { message, entry, owner } = await wallet.addEntry(
        currentUser(request),
        request.site.id,
        request.body,
      );
      return { success: true as const, message, data: { entry, owner } };
    },
  );

  app.post(
    '/wl/user/getWlUserWalletEntry',
    { config: staff, schema: { body: walletEntriesRequest, response: { 200: walletEntriesResponse } } },
    async (request) => ({
      success: true as const,
      data: await wallet.entries(request.site.id, request.body, request.body.page),
    }),
  );

  app.post(
    '/wl/user/getWalletBalanceOf',
    { config: staff, schema: { body: walletBalanceOfRequest, response: { 200: walletBalanceOfResponse } } },
    async (request) => ({ success: true as const, data: await wallet.owner(request.site.id, request.body) }),
  );

  app.post(
    '/wl/user/getMyWalletEntry',
    { schema: { body: walletPageRequest, response: { 200: walletEntriesResponse } } },
    async (request) => ({
      success: true as const,
      data: await wallet.myEntries(currentUser(request), request.body.page),
    }),
  );

  app.post(
    '/wl/user/userPaymentEntry',
    { schema: { body: walletPageRequest, response: { 200: userPaymentsResponse } } },
    async (request) => ({
      success: true as const,
      data: await wallet.payments(currentUser(request), request.body.page),
    }),
  );

  app.post(
    '/wl/user/searchTransactionByPNR',
    {
      config: staff,
      schema: { body: searchTransactionByPnrRequest, response: { 200: searchTransactionByPnrResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await wallet.byPnr(request.site.id, request.body.pnr),
    }),
  );

  app.post(
    '/wl/user/getWalletMonthlyDetails',
    { schema: { body: walletMonthlyRequest, response: { 200: walletMonthlyResponse } } },
    async (request) => ({
      success: true as const,
      data: await wallet.monthly(currentUser(request), request.body.userId),
    }),
  );

  app.get('/wl/user/downloadWalletBalances', { config: staff }, async (request, reply) => {
    const out = new PassThrough();
    // Headers leave with the first byte, so the workbook is written only once send() holds the stream.
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${WALLET_BALANCES_FILE_NAME}"`)
      .header('cache-control', 'no-store');
    writeWalletBalancesSheet(out, wallet.balances(request.site.id)).catch((error: unknown) => {
      request.log.error({ err: error }, 'wallet balances export failed');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply.send(out);
  });
};
