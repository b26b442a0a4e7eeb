import { z } from 'zod';
import { passengerInput } from '../bookings-passengers/passengers';
import { ok } from '../common/fields';
import { flightResult } from '../flights/flight-result';
import { fareSummarySchema } from './fare-summary';

export const PAYMENT_METHODS = ['wallet', 'gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Payment validity (spec §9): an order's amount holds 15 minutes. */
export const PAYMENT_VALIDITY_MINUTES = 15;
/** Return verification: up to 5 more tries, 2 seconds apart (spec §4, §9). */
export const PAYMENT_VERIFY_RETRIES = 5;
export const PAYMENT_VERIFY_INTERVAL_MS = 2_000;

export const ORDER_MSG = {
  paymentSuccessful: 'Payment Successful',
  paymentUnsuccessful: 'Payment unsuccessful',
  paymentFailed: 'Payment failed, Please contact support',
  lowBalance: (balance: string, amount: string) =>
    `Your wallet balance of ${balance} is not enough for this booking of ${amount}. Nothing was booked or charged.`,
  walletNotAllowed: 'Wallet payment is for travel agents and corporate customers.',
  orderNotFound: 'Order not found',
  orderExpired: 'This payment has expired. Please search and book again.',
  holdNotAllowed: 'You are not allowed to hold bookings. Please ticket now.',
  bookingFailed: (reason: string, refundedTo: 'wallet' | 'gateway' | 'staff') =>
    refundedTo === 'staff'
      ? `The airline could not issue your ticket (${reason}). Our team has been alerted to return your payment and will contact you.`
      : `The airline could not issue your ticket (${reason}). Your payment has been refunded to your ${refundedTo === 'wallet' ? 'wallet' : 'original payment method'}.`,
} as const;

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
  status: z.enum(['pending', 'paid', 'processing', 'completed', 'failed', 'expired']),
  amount: z.number(),
  message: z.string(),
  /** the search whose booking details to open, and whether the return leg is still to book */
  searchId: z.string(),
  showReturn: z.boolean(),
  bookings: z.array(
    z.object({ bookingId: z.string(), pnr: z.string().nullable(), status: z.string(), legIndex: z.number() }),
  ),
});
export type OrderOutcome = z.infer<typeof orderOutcome>;
export const orderOutcomeResponse = ok({ data: orderOutcome });

/** api/getFlightDetails: an order as confirmed, for a reloaded review or return page. */
export const flightDetailsResponse = ok({
  data: z.object({
    orderId: z.string(),
    searchId: z.string(),
    status: z.string(),
    amount: z.number(),
    expiryTime: z.string(),
    isPayingOnline: z.boolean(),
    fares: z.array(flightResult),
    fareSummary: fareSummarySchema,
    passengers: z.array(
      z.object({ title: z.string(), firstName: z.string(), lastName: z.string(), paxType: z.number() }),
    ),
  }),
});

/** api/ticketHeldBooking: tickets a held (already paid) booking before its time limit. */
export const bookingIdRequest = z.object({ bookingId: z.string().min(1).max(64) });
export const heldBookingTicketedResponse = ok({
  data: z.object({ bookingId: z.string(), pnr: z.string().nullable(), status: z.string() }),
});
