import { z } from 'zod';
import { ok, paged } from '../common/fields';

/**
 * Money going back to a buyer the way it came (decision 0027): to the wallet (settled with its
 * ledger entry) or to the card through the gateway (requested → sent → settled, or failed).
 */
export const REFUND_STATES = ['requested', 'sent', 'settled', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const REFUND_METHODS = ['wallet', 'gateway'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** One refund of an order as the buyer (and staff) see it on the order's page. */
export const orderRefund = z.object({
  id: z.string(),
  /** minor units (paise) */
  amount: z.number().int(),
  method: z.enum(REFUND_METHODS),
  state: z.enum(REFUND_STATES),
  /** why the money goes back, in words the buyer reads */
  reason: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

/** Refunds on one page of the staff list. */
export const REFUNDS_PAGE_SIZE = 20;

/** staff/refunds/list: the site's refunds, newest first, a page at a time, of one state or all. */
export const refundsListRequest = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    state: z.enum(REFUND_STATES).optional(),
  })
  .strict();
export type RefundsListRequest = z.input<typeof refundsListRequest>;

export const staffRefund = z.object({
  id: z.string(),
  orderId: z.string(),
  /** the order's readable reference (FLD-26-000042), from the product that owns the order */
  orderReference: z.string(),
  /** who paid: the account's name and e-mail */
  buyer: z.string(),
  /** minor units (paise) */
  amount: z.number().int(),
  method: z.enum(REFUND_METHODS),
  state: z.enum(REFUND_STATES),
  reason: z.string(),
  /** why the gateway refused it, while it is failed */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type StaffRefund = z.infer<typeof staffRefund>;

export const refundsListResponse = ok({
  data: z.object({
    ...paged(staffRefund),
  }),
});

/** staff/refunds/retry: a failed refund sent to the gateway again. */
export const refundRetryRequest = z
  .object({ id: z.string().trim().min(1, 'Choose a refund').max(64) })
  .strict();
export type RefundRetryRequest = z.input<typeof refundRetryRequest>;
export const refundRetryResponse = ok({
  data: z.object({ id: z.string(), state: z.enum(REFUND_STATES), message: z.string() }),
});

export const REFUND_MSG = {
  notFound: 'This refund does not exist.',
  notFailed: 'Only a failed refund can be retried: this one has not failed.',
  retried: 'The refund is being sent to the gateway again.',
  emptyTitle: 'No refunds',
  emptyBody: 'Money going back to buyers, to their wallet or their card, appears here.',
  emptyOfState: 'No refund is in this state.',
} as const;
