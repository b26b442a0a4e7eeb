import {
  bookingIdRequest,
  createPaymentResponse,
  flightDetailsResponse,
  heldBookingTicketedResponse,
  ok,
  orderIdRequest,
  orderOutcomeResponse,
  setFlightDetailsRequest,
  setFlightDetailsResponse,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { appLinkBase } from '../../platform/link-base';
import { currentUser } from '../../platform/request-context';
import { buyerOf } from '../flights/flight-pricing';
import type { PaymentGateway } from '../payments/payment-gateway';
import { requirePermission } from '../rbac/permissions';
import { walletBalance } from '../wallet/wallet.ledger';
import { findOrderAnySite } from './orders.queries';
import type { OrderService } from './orders.service';

type Options = { db: Db; orders: OrderService; gateway: PaymentGateway };

/** api/setFlightDetails and api/payments/orderSuccessCallback: also served at the flight client base. */
export const orderRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, orders }) => {
  app.post(
    '/api/setFlightDetails',
    {
      config: { permission: 'flights.book' },
      schema: { body: setFlightDetailsRequest, response: { 200: setFlightDetailsResponse } },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.body.holdBooking) await requirePermission(db, user, 'flights.hold');
      return {
        success: true as const,
        data: await orders.setFlightDetails(buyerOf(request), user, request.body),
      };
    },
  );
  app.post(
    '/api/payments/orderSuccessCallback',
    { schema: { body: orderIdRequest, response: { 200: orderOutcomeResponse } } },
    async (request) => ({
      success: true as const,
      data: await orders.orderSuccessCallback(buyerOf(request), currentUser(request), request.body.orderId),
    }),
  );

  app.post(
    '/api/getFlightDetails',
    { schema: { body: orderIdRequest, response: { 200: flightDetailsResponse } } },
    async (request) => ({
      success: true as const,
      data: await orders.flightDetails(buyerOf(request), currentUser(request), request.body.orderId),
    }),
  );
  app.post(
    '/api/ticketHeldBooking',
    {
      config: { permission: 'flights.book' },
      schema: { body: bookingIdRequest, response: { 200: heldBookingTicketedResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await orders.ticketHeldBooking(buyerOf(request), currentUser(request), request.body.bookingId),
    }),
  );
};

/** The payment calls of spec §7 (under /api/ only). */
export const paymentRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, orders, gateway }) => {
  app.get(
    '/payment/getActiveGateway',
    {
      config: { access: 'site' },
      schema: { response: { 200: ok({ data: z.object({ provider: z.string(), name: z.string() }) }) } },
    },
    async () => ({ success: true as const, data: { provider: gateway.provider, name: 'PhonePe' } }),
  );

  app.post(
    '/payment/createPayment',
    { schema: { body: orderIdRequest, response: { 200: createPaymentResponse } } },
    async (request) => {
      const appBase = await appLinkBase(db, request);
      const apiBase = appBase.replace(/\/app$/, '/api');
      return {
        success: true as const,
        data: await orders.createPayment(
          buyerOf(request),
          currentUser(request),
          request.body.orderId,
          appBase,
          apiBase,
        ),
      };
    },
  );

  app.post(
    '/payment/:provider/verifyPayment',
    {
      schema: {
        params: z.object({ provider: z.string().max(20) }),
        body: orderIdRequest,
        response: { 200: orderOutcomeResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.verifyPayment(
        buyerOf(request),
        currentUser(request),
        request.params.provider,
        request.body.orderId,
      ),
    }),
  );

  // The gateway's server-to-server notice. It proves nothing by itself: it only prompts us to ask
  // the signed status API, exactly as a customer's return does.
  app.post(
    '/payment/:provider/callback',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ provider: z.string().max(20) }),
        body: z.object({ response: z.string().max(20_000) }),
      },
    },
    async (request) => {
      let orderId: string | undefined;
      try {
        orderId = JSON.parse(Buffer.from(request.body.response, 'base64').toString('utf8'))?.data
          ?.merchantTransactionId;
      } catch {
        orderId = undefined;
      }
      const order = typeof orderId === 'string' ? await findOrderAnySite(db, orderId) : undefined;
      if (order) await orders.settleFromGateway(order, request.ip);
      return { success: true as const };
    },
  );

  app.post(
    '/wl/user/getWlUserWalletBalance',
    { schema: { response: { 200: ok({ data: z.object({ balance: z.number() }) }) } } },
    async (request) => ({
      success: true as const,
      data: { balance: await walletBalance(db, request.site.id, currentUser(request).id) },
    }),
  );
};
