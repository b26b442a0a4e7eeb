import { z } from 'zod';
import { passengerInput } from '../bookings-passengers/passengers';
import { itemFacts } from '../commerce/item-standing';
import { paymentState } from '../commerce/payment-state';
import { orderRefund } from '../commerce/refunds';
import { ok } from '../common/fields';
import { flightResult } from '../flights/flight-result';
import { fareSummarySchema } from './fare-summary';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order-constants';

/** POST api/setFlightDetails: the confirmed trip, passengers and how it will be paid. */
export const setFlightDetailsRequest = z.object({
  searchId: z.string().min(1).max(64),
  resultIndexes: z.array(z.string().min(1).max(64)).min(1).max(2),
  passengers: z.array(passengerInput).min(1).max(9),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** GDS fares only, and only for users allowed to hold */
  holdBooking: z.boolean().default(false),
});
export type SetFlightDetailsRequest = z.input<typeof setFlightDetailsRequest>;

/** Payment order (spec §3): amount, orderId, isPayingOnline. */
export const paymentOrder = z.object({
  amount: z.number(),
  orderId: z.string(),
  isPayingOnline: z.boolean(),
  expiryTime: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;
export const setFlightDetailsResponse = ok({ data: paymentOrder });

export const orderIdRequest = z.object({ orderId: z.string().min(1).max(40) });

/** payment/createPayment: the gateway's hosted page for an order. */
export const createPaymentResponse = ok({
  data: z.object({
    orderId: z.string(),
    redirectUrl: z.string(),
    expiryTime: z.string(),
    amount: z.number(),
  }),
});

/** Where an order stands, after a callback or a verification. */
export const orderOutcome = z.object({
  orderId: z.string(),
  /** the readable reference people quote (FLD-26-000042) */
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  amount: z.number(),
  /** a held order: when the airline lets the seats go unless ticketed (ISO instant) */
  heldUntil: z.string().nullable(),
  message: z.string(),
  /** the search whose booking details to open, and whether the return leg is still to book */
  searchId: z.string(),
  showReturn: z.boolean(),
  bookings: z.array(
    z.object({ bookingId: z.string(), pnr: z.string().nullable(), status: z.string(), legIndex: z.number() }),
  ),
  /** the payment state of spec §3: the order's latest attempt to pay (none for a hold placed unpaid) */
  payment: paymentState.nullable().optional(),
});
export type OrderOutcome = z.infer<typeof orderOutcome>;
export const orderOutcomeResponse = ok({ data: orderOutcome });

/**
 * What happened to the buyer's money: nothing taken, taken (the order's amount), or given back —
 * to the wallet, through the gateway, or (when the gateway refused the refund) by our staff.
 */
export const orderMoney = z.object({
  /** paise taken and kept: the amount paid less what was refunded */
  charged: z.number(),
  /** paise given back, and where */
  refunded: z.number(),
  refundedTo: z.enum(['wallet', 'gateway', 'staff']).nullable(),
});
export type OrderMoney = z.infer<typeof orderMoney>;

/** One booking (leg) of an order as its page shows it, with its e-ticket while it has one. */
export const orderBooking = z.object({
  bookingId: z.string(),
  legIndex: z.number(),
  pnr: z.string().nullable(),
  status: z.string(),
  /** the e-ticket's slug, for a ticketed booking with a PNR */
  slug: z.string().nullable(),
  /** what the booking is now, for `itemStanding` and the page's `orderHeadline` (decision 0058) */
  facts: itemFacts,
});

/**
 * api/getFlightDetails: an order as its page shows it — a reloaded review or return page, the
 * confirmation after paying, a held booking, or what happened when it failed.
 */
/** One line of an order's timeline, as staff read it. */
export const orderEventView = z.object({
  at: z.string(),
  /** the state machine's event (pay, fulfil…), an item's (item:ticketed…) or a refund's (refund:settled…) */
  event: z.string(),
  toStatus: z.enum(ORDER_STATUSES).nullable(),
  note: z.string().nullable(),
  /** minor units, when the line moves money */
  amount: z.number().int().nullable(),
});
export type OrderEventView = z.infer<typeof orderEventView>;

export const orderView = z.object({
  orderId: z.string(),
  reference: z.string(),
  searchId: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** what the buyer sees of where the order stands */
  message: z.string(),
  amount: z.number(),
  expiryTime: z.string(),
  isPayingOnline: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  heldUntil: z.string().nullable(),
  createdAt: z.string(),
  money: orderMoney,
  /** where the confirmation and the e-ticket were mailed: the lead passenger's address */
  contactEmail: z.string().nullable(),
  fares: z.array(flightResult),
  fareSummary: fareSummarySchema,
  passengers: z.array(
    z.object({ title: z.string(), firstName: z.string(), lastName: z.string(), paxType: z.number() }),
  ),
  bookings: z.array(orderBooking),
  /** the money owed back on this order, oldest first, each with where it goes and how far it got */
  refunds: z.array(orderRefund),
  /** staff only (empty for the buyer): the order's timeline, oldest first */
  events: z.array(orderEventView),
});
export type OrderView = z.infer<typeof orderView>;
export const flightDetailsResponse = ok({ data: orderView });

export const bookingIdRequest = z.object({ bookingId: z.string().min(1).max(64) });

/**
 * api/ticketHeldOrder: Ticket now. A hold made under the no-money model is paid here, from the
 * wallet or at the gateway; one paid when it was made (decision 0009) is ticketed at once.
 */
export const ticketHeldOrderRequest = z.object({
  orderId: z.string().min(1).max(40),
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type TicketHeldOrderRequest = z.input<typeof ticketHeldOrderRequest>;
/** Ticketed (or refused) here, or a gateway page to pay on first: exactly one is set. */
export const ticketHeldOrderResponse = ok({
  data: z.object({
    outcome: orderOutcome.nullable(),
    payment: z
      .object({ orderId: z.string(), redirectUrl: z.string(), expiryTime: z.string(), amount: z.number() })
      .nullable(),
  }),
});
export type TicketHeldOrderResult = z.infer<typeof ticketHeldOrderResponse>['data'];
