import { z } from 'zod';

/**
 * The payment state of spec §3, as the order calls answer it: the order's latest attempt to pay.
 * `transactionId` is the gateway's own id of the payment once it gave one; `redirectTo` the hosted
 * page the attempt was sent to; `expiryTime` when it can no longer be paid (ISO instant).
 */
export const paymentState = z.object({
  amount: z.number(),
  orderId: z.string(),
  traceId: z.string().nullable(),
  redirectTo: z.string().nullable(),
  remark: z.string().nullable(),
  serviceName: z.string().nullable(),
  supplierSiteId: z.string().nullable(),
  transactionId: z.string().nullable(),
  expiryTime: z.string().nullable(),
});
export type PaymentStateView = z.infer<typeof paymentState>;
