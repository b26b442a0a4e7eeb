import { z } from 'zod';
import { ok, optionalText, paged, requiredText } from '../common/fields';
import { getSiteWalletEntriesRequest, SITE_WALLET_MSG } from '../wallet/site-wallet-entries';
import { ORDER_PRODUCT_KINDS } from './product-kinds';
import { orderRefund, REFUND_METHODS, REFUND_STATES, type RefundState } from './refunds';

export * from './product-kinds';

/**
 * The payment-gateway screens (issue 16): staff's record of every gateway payment and refund,
 * their pending entries with a refresh, and a customer's own payments. Money is paise.
 */

/** One attempt to pay an order (decision 0035): pending → paid | failed | closed. */
export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'closed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A row of the gateway record is a payment in, or a refund out. */
export const GATEWAY_ENTRY_KINDS = ['payment', 'refund'] as const;
export type GatewayEntryKind = (typeof GATEWAY_ENTRY_KINDS)[number];

/** The status filter: any state of a payment or of a refund ('failed' is either). */
export const GATEWAY_ENTRY_STATES = [...new Set([...PAYMENT_STATES, ...REFUND_STATES])] as readonly (
  | PaymentState
  | RefundState
)[];
export type GatewayEntryState = PaymentState | RefundState;
const ENTRY_STATES = GATEWAY_ENTRY_STATES as [GatewayEntryState, ...GatewayEntryState[]];

/** Entries on one page of the staff record, and of a customer's payments. */
export const PAYMENT_RECORDS_PAGE_SIZE = 20;

export const PAYMENT_RECORDS_MSG = {
  date: SITE_WALLET_MSG.date,
  dateOrder: SITE_WALLET_MSG.dateOrder,
  page: SITE_WALLET_MSG.page,
  pastLastPage: SITE_WALLET_MSG.pastLastPage,
  status: 'Choose a status',
  notFound: 'This payment does not exist.',
  notGateway: 'Only a payment made at the gateway can be refreshed.',
  orderNotFound: 'This order does not exist.',
  emptyTitle: 'No payment-gateway transactions',
  emptyBody: 'Payments made at the gateway, and the refunds sent back through it, appear here.',
  emptyFiltered: 'Nothing matches these filters.',
  pendingEmptyTitle: 'No pending payments',
  pendingEmptyBody: 'Every payment started at the gateway has an answer.',
  myEmptyTitle: 'No payments yet',
  myEmptyBody: 'What you pay for your bookings, by wallet or online, appears here.',
  refundsEmptyTitle: 'No refunds',
  refundsEmptyBody:
    'Money given back to you, to your wallet or to your card, appears here with how far it got.',
  walletRefundsEmptyBody:
    'Refunds paid into this wallet appear here. A booking paid by card is refunded to the card.',
  refreshed: {
    paid: 'The gateway confirmed the payment: the order goes on to fulfilment.',
    failed: 'The gateway declined the payment: the order is closed.',
    closed: 'The payment ended unpaid: the order is closed.',
    pending: 'The gateway has no final answer yet: try again later.',
    unavailable: 'The gateway could not be reached: try again later.',
  },
} as const;

/** The file the staff export downloads as. */
export const GATEWAY_TRANSACTIONS_FILE_NAME = 'payment-gateway-transactions.xlsx';

const { page, fromDate, toDate, customer } = getSiteWalletEntriesRequest.shape;

/** staff/payments/list and its export: the filters of the record (dates are the site's days). */
export const gatewayTransactionsRequest = z
  .object({
    page,
    fromDate,
    toDate,
    status: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(ENTRY_STATES, { error: PAYMENT_RECORDS_MSG.status }).optional(),
    ),
    /** part of the customer's name or e-mail */
    customer,
    /** part of the order's reference (FLD-26-000042) */
    orderReference: optionalText(40),
  })
  .superRefine((v, ctx) => {
    // ISO dates compare correctly as text.
    if (v.fromDate && v.toDate && v.fromDate > v.toDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: PAYMENT_RECORDS_MSG.dateOrder });
  });
export type GatewayTransactionsRequest = z.input<typeof gatewayTransactionsRequest>;
export type GatewayTransactionFilters = z.output<typeof gatewayTransactionsRequest>;

/** Whose order a row belongs to, and which order. */
const orderOf = {
  orderId: z.string(),
  /** the order's readable reference (FLD-26-000042) */
  orderReference: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
};

export const gatewayTransaction = z.object({
  kind: z.enum(GATEWAY_ENTRY_KINDS),
  /** the payment's merchant transaction id, or the refund's id */
  id: z.string(),
  ...orderOf,
  /** paise, positive both ways */
  amount: z.number().int(),
  state: z.enum(ENTRY_STATES),
  provider: z.string().nullable(),
  /** the gateway's own id of a payment, or the refund's merchant reference */
  gatewayReference: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type GatewayTransaction = z.infer<typeof gatewayTransaction>;

/** Over every entry the filters match: paid in, settled refunds out, and the difference. */
export const gatewayTotals = z.object({
  paid: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
});
export type GatewayTotals = z.infer<typeof gatewayTotals>;

export const gatewayTransactionsResponse = ok({
  data: z.object({ ...paged(gatewayTransaction), totals: gatewayTotals }),
});
export type GatewayTransactionsPage = z.infer<typeof gatewayTransactionsResponse>['data'];

/** staff/payments/pending and user/payments/list: a page and nothing else. */
export const paymentsPageRequest = z.object({ page }).strict();
export type PaymentsPageRequest = z.input<typeof paymentsPageRequest>;

export const pendingPayment = z.object({
  id: z.string(),
  ...orderOf,
  amount: z.number().int(),
  provider: z.string().nullable(),
  createdAt: z.string(),
  /** whole minutes since the payment was started, when the page was read */
  ageMinutes: z.number().int(),
});
export type PendingPayment = z.infer<typeof pendingPayment>;

export const pendingPaymentsResponse = ok({ data: z.object(paged(pendingPayment)) });
export type PendingPaymentsPage = z.infer<typeof pendingPaymentsResponse>['data'];

/** staff/payments/refreshStatus: ask the gateway about one payment and act on its answer. */
export const refreshPaymentRequest = z.object({ paymentId: requiredText(64) }).strict();
export type RefreshPaymentRequest = z.input<typeof refreshPaymentRequest>;

/** What the refresh found: the gateway's final answer, none yet, or no answer at all. */
export const REFRESH_OUTCOMES = ['paid', 'failed', 'closed', 'pending', 'unavailable'] as const;
export type RefreshOutcome = (typeof REFRESH_OUTCOMES)[number];

export const refreshPaymentResponse = ok({
  data: z.object({
    paymentId: z.string(),
    outcome: z.enum(REFRESH_OUTCOMES),
    paymentState: z.enum(PAYMENT_STATES),
    orderStatus: z.string(),
    message: z.string(),
  }),
});
export type RefreshPaymentAnswer = z.infer<typeof refreshPaymentResponse>['data'];

/** One payment of the customer's own, gateway or wallet. */
export const myPayment = z.object({
  id: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  amount: z.number().int(),
  method: z.enum(REFUND_METHODS),
  state: z.enum(PAYMENT_STATES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type MyPayment = z.infer<typeof myPayment>;

export const myPaymentsResponse = ok({ data: z.object(paged(myPayment)) });
export type MyPaymentsPage = z.infer<typeof myPaymentsResponse>['data'];

/** user/payments/order: one order of the caller's, with its payments and refunds. */
export const myOrderPaymentsRequest = z.object({ orderId: requiredText(64) }).strict();
export type MyOrderPaymentsRequest = z.input<typeof myOrderPaymentsRequest>;

export const myOrderPaymentsResponse = ok({
  data: z.object({
    order: z.object({
      id: z.string(),
      reference: z.string(),
      status: z.string(),
      amount: z.number().int(),
      productKind: z.enum(ORDER_PRODUCT_KINDS).nullable(),
      createdAt: z.string(),
    }),
    payments: z.array(myPayment),
    refunds: z.array(orderRefund),
  }),
});
export type MyOrderPayments = z.infer<typeof myOrderPaymentsResponse>['data'];

/** user/refunds/list: the caller's own refunds, newest first; `method` keeps those going one way (the wallet's). */
export const myRefundsRequest = z.object({ page, method: z.enum(REFUND_METHODS).optional() }).strict();
export type MyRefundsRequest = z.input<typeof myRefundsRequest>;

/** One refund of the caller's, with the order it belongs to (its page is where the product shows it). */
export const myRefund = orderRefund.extend({
  orderId: z.string(),
  orderReference: z.string(),
  productKind: z.enum(ORDER_PRODUCT_KINDS).nullable(),
});
export type MyRefund = z.infer<typeof myRefund>;

export const myRefundsResponse = ok({ data: z.object(paged(myRefund)) });
export type MyRefundsPage = z.infer<typeof myRefundsResponse>['data'];
