import {
  createPaymentResponse,
  type OrderOutcome,
  type orderIdRequest,
  orderOutcomeResponse,
} from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';

type OrderId = z.input<typeof orderIdRequest>;

/** The gateways whose return page we serve; the provider names the verification path. */
export const PAYMENT_PROVIDERS = ['phonepe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_PATHS = {
  createPayment: 'payment/createPayment',
  verifyPayment: (provider: PaymentProvider) => `payment/${provider}/verifyPayment`,
} as const;

/** POST payment/createPayment: the gateway's hosted page for an order. */
export function useCreatePayment() {
  return useMutation({
    mutationFn: async (request: OrderId) =>
      (await unwrap(http.post(PAYMENT_PATHS.createPayment, request, { schema: createPaymentResponse }))).data,
  });
}

/** POST payment/{provider}/verifyPayment: where an order stands after the gateway sent the user back. */
export async function verifyPayment(provider: PaymentProvider, request: OrderId): Promise<OrderOutcome> {
  return (
    await unwrap(http.post(PAYMENT_PATHS.verifyPayment(provider), request, { schema: orderOutcomeResponse }))
  ).data;
}
