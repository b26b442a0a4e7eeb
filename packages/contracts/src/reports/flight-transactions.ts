import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../bookings/order-constants';
import { myPayment } from '../commerce/payment-records';
import { orderRefund } from '../commerce/refunds';
import { ok, paged } from '../common/fields';
import {
  blankToUndefined,
  endNotBeforeStart,
  FILTER_MSG,
  optionalDay,
  pageField,
} from '../common/filter-fields';

/**
 * POST reports/flightTransactions (/flight/transaction, decision 0044): the caller's own flight
 * orders, each with the payments that paid it and the refunds that went back, newest first. Every
 * signed-in user sees only orders they placed (staff too: the staff screens read everyone's).
 * Dates are the site's calendar days of the order's creation. Money is paise.
 */
export const flightTransactionsPath = 'reports/flightTransactions';
export const FLIGHT_TRANSACTIONS_PAGE_SIZE = 10;

export const FLIGHT_TRANSACTIONS_MSG = {
  ...FILTER_MSG,
  status: 'Choose a status from the list',
  pastLastPage: (page: number, last: number) => `Page ${page} is past the last page (${last})`,
  emptyTitle: 'No flight transactions yet',
  emptyBody: 'Your flight orders, with what you paid and what came back, appear here.',
  emptyFiltered: 'No flight order matches these filters.',
} as const;

/** How an order's status reads to its buyer. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  processing: 'Booking',
  completed: 'Completed',
  failed: 'Failed',
  expired: 'Expired unpaid',
  held: 'On hold',
  released: 'Hold released',
  lapsed: 'Hold lapsed',
};

export const flightTransactionsRequest = z
  .object({
    page: pageField(),
    fromDate: optionalDay(),
    toDate: optionalDay(),
    status: z.preprocess(
      blankToUndefined,
      z.enum(ORDER_STATUSES, { error: FLIGHT_TRANSACTIONS_MSG.status }).optional(),
    ),
  })
  .strict()
  .superRefine(endNotBeforeStart('fromDate', 'toDate'));
export type FlightTransactionsRequest = z.input<typeof flightTransactionsRequest>;
export type FlightTransactionsFilters = z.output<typeof flightTransactionsRequest>;

/** One flight of the order as it was bought: where from, where to, when it leaves. */
export const flightTransactionLeg = z.object({
  origin: z.string(),
  destination: z.string(),
  /** the airline's local departure time, as the fare gave it */
  departureTime: z.string(),
  airlineCode: z.string(),
});

export const flightTransaction = z.object({
  orderId: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** what the buyer agreed to pay, paise */
  amount: z.number().int(),
  createdAt: z.string(),
  legs: z.array(flightTransactionLeg),
  passengerCount: z.number().int(),
  /** the airline's record locators of the legs booked so far */
  pnrs: z.array(z.string()),
  payments: z.array(myPayment),
  refunds: z.array(orderRefund),
  /** paid payments, less settled refunds */
  paid: z.number().int(),
  refunded: z.number().int(),
});
export type FlightTransaction = z.infer<typeof flightTransaction>;

/** Over every order the filters match: money taken (paid payments), money back (settled refunds). */
export const flightTransactionTotals = z.object({
  orders: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
});
export type FlightTransactionTotals = z.infer<typeof flightTransactionTotals>;

export const flightTransactionsResponse = ok({
  data: z.object({
    ...paged(flightTransaction),
    totals: flightTransactionTotals,
  }),
});
export type FlightTransactionList = z.infer<typeof flightTransactionsResponse>['data'];
