import { createPaymentCall, type OrderOutcome, type orderIdRequest, verifyPaymentCall } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';

type OrderId = z.input<typeof orderIdRequest>;

/** The gateways whose return page we serve; the provider names the verification path. */
export const PAYMENT_PROVIDERS = ['phonepe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** POST payment/createPayment: the gateway's hosted page for an order. */
export function useCreatePayment() {
  return useMutation({
    mutationFn: async (request: OrderId) => (await unwrap(http.call(createPaymentCall, request))).data,
  });
}

/** POST payment/{provider}/verifyPayment: where an order stands after the gateway sent the user back. */
export async function verifyPayment(provider: PaymentProvider, request: OrderId): Promise<OrderOutcome> {
  return (await unwrap(http.call(verifyPaymentCall, request, { params: { provider } }))).data;
}
