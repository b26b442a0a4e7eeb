import { z } from 'zod';

/** What staff may safely do about a case (decision 0027); each action is idempotent on the server. */
export const ATTENTION_ACTIONS = ['retry', 'refund', 'markTicketed', 'resolve'] as const;
export type AttentionAction = (typeof ATTENTION_ACTIONS)[number];

export const attentionItem = z.object({
  id: z.string(),
  orderId: z.string(),
  /** the order's readable reference (FLD-26-000042) */
  orderReference: z.string(),
  kind: z.string(),
  summary: z.string(),
  /** what the system tried, oldest first, each line stamped with its time */
  tried: z.array(z.string()),
  actions: z.array(z.enum(ATTENTION_ACTIONS)),
  /** paise: what the buyer paid for the order */
  amount: z.number().int(),
  paymentMethod: z.enum(['wallet', 'gateway']),
  openedAt: z.string(),
});
export type AttentionItem = z.infer<typeof attentionItem>;

export const attentionListRequest = z.object({}).strict();
export const attentionListResponse = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(attentionItem) }),
});

export const attentionActRequest = z
  .object({
    id: z.string().trim().min(1, 'Choose a case').max(64),
    action: z.enum(ATTENTION_ACTIONS),
    /** why the case is closed, in a few words, for the next person who reads it */
    note: z.string().trim().min(1, 'Say what was done').max(500, 'At most 500 characters'),
    /** markTicketed only: the PNR the airline confirmed to staff */
    pnr: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{5,8}$/, 'A PNR is 5 to 8 letters and digits')
      .optional(),
  })
  .strict()
  .refine((r) => r.action !== 'markTicketed' || r.pnr !== undefined, {
    message: 'Enter the PNR the airline confirmed',
    path: ['pnr'],
  });
export type AttentionActRequest = z.infer<typeof attentionActRequest>;
export const attentionActResponse = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string(), message: z.string() }),
});

export const ATTENTION_MSG = {
  notFound: 'This case is closed or does not exist.',
  notOffered: 'This case does not offer that action.',
  nothingToRetry: 'Nothing to retry: no refund of this order failed.',
  retried: 'The refund is being sent again.',
  refunded: 'The refund is on its way to the buyer.',
  markedTicketed: 'Marked ticketed. The buyer is sent the confirmation.',
  nothingToMark: 'Nothing to mark: no flight of this order is waiting for the airline’s answer.',
  resolved: 'Case closed.',
  emptyTitle: 'Nothing needs attention',
  emptyBody: 'Orders the system cannot settle by itself appear here, with what it tried.',
} as const;
