import {
  createPaymentCall,
  gatewayCallbackCall,
  getActiveGatewayCall,
  getWlUserWalletBalanceCall,
  orderSuccessCallbackCall,
  verifyPaymentCall,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteGateways } from '../../modules/payments/site-gateways';
import { walletFundsOf } from '../../modules/wallet-credit/credit-limit';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { unauthorized } from '../../platform/errors';
import { appLinkBase } from '../../platform/link-base';
import { currentUser } from '../../platform/request-context';
import type { PaymentLinks } from '../payments/order-payments';
import { findPaymentAnySite } from '../payments/payments';
import type { OrderContext } from '../products';
import type { Checkout } from './checkout';
import { findOrderAnySite } from './orders.queries';

type Options = { db: Db; checkout: Checkout; gateways: SiteGateways };

/** The buyer's address for the supplier, and this site's address for the links of the confirmation. */
export async function orderContextOf(db: Db, request: FastifyRequest): Promise<OrderContext> {
  return { endUserIp: request.ip, linkBase: await appLinkBase(db, request) };
}

/** Where the gateway sends the buyer back (the web app) and notifies us (the API). */
export async function paymentLinksOf(db: Db, request: FastifyRequest): Promise<PaymentLinks> {
  const appBase = await appLinkBase(db, request);
  return { appBase, apiBase: appBase.replace(/\/app$/, '/api') };
}

/** api/payments/orderSuccessCallback, for every product: also served at the flight client's base. */
export const checkoutRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, checkout }) => {
  app.route({
    ...routeOf(orderSuccessCallbackCall),
    handler: async (request) => ({
      success: true as const,
      data: await checkout.orderSuccessCallback(
        request.site.id,
        currentUser(request),
        request.body.orderId,
        await orderContextOf(db, request),
      ),
    }),
  });
};

/** The payment calls of spec §7 (under /api/ only), for every product. */
export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, checkout, gateways }) => {
  // What this site's new online payments go through now: its own account, the platform's, or none.
  app.route({
    ...routeOf(getActiveGatewayCall),
    handler: async (request) => {
      const { provider, name, mode } = await gateways.active(request.site.id);
      return { success: true as const, data: { provider, name, mode } };
    },
  });

  app.route({
    ...routeOf(createPaymentCall),
    handler: async (request) => ({
      success: true as const,
      data: await checkout.createPayment(
        request.site.id,
        currentUser(request),
        request.body.orderId,
        await paymentLinksOf(db, request),
      ),
    }),
  });

  app.route({
    ...routeOf(verifyPaymentCall),
    handler: async (request) => ({
      success: true as const,
      data: await checkout.verifyPayment(
        request.site.id,
        currentUser(request),
        request.params.provider,
        request.body.orderId,
        await orderContextOf(db, request),
      ),
    }),
  });

  // The gateway's server-to-server notice. Even signed it only prompts us to ask the signed status
  // API, exactly as a customer's return does; one not signed by the account of the payment's site
  // (found from its order) is refused, so nobody can make us ask the gateway at will.
  app.route({
    ...routeOf(gatewayCallbackCall),
    handler: async (request) => {
      let paymentId: string | undefined;
      try {
        paymentId = JSON.parse(Buffer.from(request.body.response, 'base64').toString('utf8'))?.data
          ?.merchantTransactionId;
      } catch {
        paymentId = undefined;
      }
      // The notice names the payment (a held order's attempts carry their own ids, <orderId>T<n>).
      const payment = typeof paymentId === 'string' ? await findPaymentAnySite(db, paymentId) : undefined;
      const order = payment && (await findOrderAnySite(db, payment.orderId));
      if (!order || payment.provider !== request.params.provider) return { success: true as const };
      const signature = request.headers['x-verify'];
      const gateway = await gateways.forPayment(order.siteId);
      if (
        !gateway.verifiesNotice(request.body.response, typeof signature === 'string' ? signature : undefined)
      ) {
        request.log.warn({ paymentId: payment.id }, 'gateway notice failed its signature check');
        throw unauthorized('The notice failed its signature check');
      }
      await checkout.settleFromGateway(order, { endUserIp: request.ip });
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(getWlUserWalletBalanceCall),
    handler: async (request) => {
      const user = currentUser(request);
      // The credit line comes along so the web offers the wallet exactly when the debit will pass.
      // The limit is the one in force today (decision 0047).
      return { success: true as const, data: await walletFundsOf(db, request.site.id, user.id) };
    },
  });
};
