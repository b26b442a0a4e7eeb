import { z } from 'zod';
import { createPaymentResponse, orderIdRequest, orderOutcomeResponse } from '../bookings/orders';
import { activeGatewayResponse } from '../site/payment-gateway';
import { defineCall } from './define-call';

/** The payment gateway a call names in its path (`payment/:provider/…`). */
const gatewayParams = z.object({ provider: z.string().max(20) });
/** The gateway's server-to-server notice: a base64 JSON it signs, read only to find the order. */
const gatewayCallbackRequest = z.object({ response: z.string().max(20_000) });

export const getActiveGatewayCall = defineCall({
  method: 'GET',
  path: 'payment/getActiveGateway',
  response: activeGatewayResponse,
  access: 'site',
});

export const createPaymentCall = defineCall({
  method: 'POST',
  path: 'payment/createPayment',
  request: orderIdRequest,
  response: createPaymentResponse,
  access: 'user',
});

export const verifyPaymentCall = defineCall({
  method: 'POST',
  path: 'payment/:provider/verifyPayment',
  request: orderIdRequest,
  params: gatewayParams,
  response: orderOutcomeResponse,
  access: 'user',
});

export const gatewayCallbackCall = defineCall({
  method: 'POST',
  path: 'payment/:provider/callback',
  request: gatewayCallbackRequest,
  params: gatewayParams,
  access: 'public',
});
