import {
  createPaymentCall,
  gatewayCallbackCall,
  getActiveGatewayCall,
  getFlightDetailsCall,
  getWlUserWalletBalanceCall,
  orderSuccessCallbackCall,
  setFlightDetailsCall,
  ticketHeldOrderCall,
  verifyPaymentCall,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOrderAnySite } from '../../commerce/orders/orders.queries';
import type { PaymentLinks } from '../../commerce/payments/order-payments';
import { findPaymentAnySite } from '../../commerce/payments/payments';
import { routeOf } from '../../platform/calls';
import type { Db } from '../../platform/db/client';
import { appLinkBase } from '../../platform/link-base';
import { currentUser } from '../../platform/request-context';
import { buyerOf } from '../flights/flight-pricing';
import type { PaymentGateway } from '../payments/payment-gateway';
import { requirePermission } from '../rbac/permissions';
import { walletBalance } from '../wallet/wallet.ledger';
import type { OrderContext } from './order-holds';
import type { OrderService } from './orders.service';

type Options = { db: Db; orders: OrderService; gateway: PaymentGateway };

/** The buyer's address for the supplier, and this site's address for the links of the confirmation. */
export async function orderContextOf(db: Db, request: FastifyRequest): Promise<OrderContext> {
  return { endUserIp: request.ip, linkBase: await appLinkBase(db, request) };
}

/** Where the gateway sends the buyer back (the web app) and notifies us (the API). */
async function paymentLinksOf(db: Db, request: FastifyRequest): Promise<PaymentLinks> {
  const appBase = await appLinkBase(db, request);
  return { appBase, apiBase: appBase.replace(/\/app$/, '/api') };
}

/** api/setFlightDetails and api/payments/orderSuccessCallback: also served at the flight client base. */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, orders }) => {
  app.route({
    ...routeOf(setFlightDetailsCall),
    handler: async (request) => {
      const user = currentUser(request);
      if (request.body.holdBooking) await requirePermission(db, user, 'flights.hold');
      return {
        success: true as const,
        data: await orders.setFlightDetails(buyerOf(request), user, request.body),
      };
    },
  });
  app.route({
    ...routeOf(orderSuccessCallbackCall),
    handler: async (request) => ({
      success: true as const,
      data: await orders.orderSuccessCallback(
        buyerOf(request),
        currentUser(request),
        request.body.orderId,
        await orderContextOf(db, request),
      ),
    }),
  });

  app.route({
    ...routeOf(getFlightDetailsCall),
    handler: async (request) => ({
      success: true as const,
      data: await orders.flightDetails(buyerOf(request), currentUser(request), request.body.orderId),
    }),
  });
  app.route({
    ...routeOf(ticketHeldOrderCall),
    handler: async (request) => ({
      success: true as const,
      data: await orders.ticketHeldOrder(
        buyerOf(request),
        currentUser(request),
        request.body,
        await orderContextOf(db, request),
        await paymentLinksOf(db, request),
      ),
    }),
  });
};

/** The payment calls of spec §7 (under /api/ only). */
export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, orders, gateway }) => {
  app.route({
    ...routeOf(getActiveGatewayCall),
    handler: async () => ({ success: true as const, data: { provider: gateway.provider, name: 'PhonePe' } }),
  });

  app.route({
    ...routeOf(createPaymentCall),
    handler: async (request) => ({
      success: true as const,
      data: await orders.createPayment(
        buyerOf(request),
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
      data: await orders.verifyPayment(
        buyerOf(request),
        currentUser(request),
        request.params.provider,
        request.body.orderId,
        await orderContextOf(db, request),
      ),
    }),
  });

  // The gateway's server-to-server notice. It proves nothing by itself: it only prompts us to ask
  // the signed status API, exactly as a customer's return does.
  app.route({
    ...routeOf(gatewayCallbackCall),
    handler: async (request) => {
      let orderId: string | undefined;
      try {
        orderId = JSON.parse(Buffer.from(request.body.response, 'base64').toString('utf8'))?.data
          ?.merchantTransactionId;
      } catch {
        orderId = undefined;
      }
      // The notice names the payment (a held order's attempts carry their own ids, <orderId>T<n>).
      const payment = typeof orderId === 'string' ? await findPaymentAnySite(db, orderId) : undefined;
      const order = payment && (await findOrderAnySite(db, payment.orderId));
      if (order) await orders.settleFromGateway(order, { endUserIp: request.ip });
      return { success: true as const };
    },
  });

  app.route({
    ...routeOf(getWlUserWalletBalanceCall),
    handler: async (request) => {
      const user = currentUser(request);
      // The credit line comes along so the web offers the wallet exactly when the debit will pass.
      const balance = await walletBalance(db, request.site.id, user.id);
      return { success: true as const, data: { balance, creditLimit: user.walletCreditLimit } };
    },
  });
};
