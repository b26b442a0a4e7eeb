/**
 * An order's methods, statuses, time limits and messages, apart from the order calls' schemas
 * (orders.ts): those check passengers, whose phones need libphonenumber, and a rule or screen that
 * needs only a word of these (who may pay by wallet, the credit banner on every page) must not load
 * them (issue 25, decision 0063).
 */

export const PAYMENT_METHODS = ['wallet', 'gateway'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Payment validity (spec §9): an order's amount holds 15 minutes. */
export const PAYMENT_VALIDITY_MINUTES = 15;
/** Return verification: up to 5 more tries, 2 seconds apart (spec §4, §9). */
export const PAYMENT_VERIFY_RETRIES = 5;
export const PAYMENT_VERIFY_INTERVAL_MS = 2_000;

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'completed',
  'failed',
  'expired',
  'held',
  'released',
  'lapsed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_MSG = {
  paymentSuccessful: 'Payment Successful',
  ticketUnconfirmed:
    'Payment received. The airline has not yet confirmed your ticket: we are checking with them and will e-mail you. Please do not book again.',
  held: 'Booking held. Nothing has been charged: pay when you ticket it.',
  holdFailed: (reason: string) => `The airline could not hold your booking (${reason}). Nothing was charged.`,
  released: 'This booking was released: the seats went back to the airline.',
  lapsed: "This hold lapsed: it was not ticketed before the airline's time limit.",
  notHeld: 'This booking is no longer held.',
  holdExpired: "The airline's time limit for this hold has passed.",
  paymentInProgress:
    'A payment for this booking is still open at the payment gateway. Finish or cancel it there, or try again in a few minutes.',
  holdPaymentFailed: 'Payment unsuccessful. Nothing was charged and your booking is still held.',
  paymentUnsuccessful: 'Payment unsuccessful',
  paymentFailed: 'Payment failed, Please contact support',
  lowBalance: (balance: string, amount: string) =>
    `Your wallet balance of ${balance} is not enough for this booking of ${amount}. Nothing was booked or charged.`,
  lowFunds: (balance: string, creditLimit: string, amount: string) =>
    `Your wallet balance of ${balance} and credit line of ${creditLimit} are not enough for this booking of ${amount}. Nothing was booked or charged.`,
  walletNotAllowed: 'Wallet payment is for travel agents and corporate customers.',
  orderNotFound: 'Order not found',
  orderExpired: 'This payment has expired. Please search and book again.',
  holdNotAllowed: 'You are not allowed to hold bookings. Please ticket now.',
  bookingFailed: (reason: string, refundedTo: 'wallet' | 'gateway' | 'staff') =>
    refundedTo === 'staff'
      ? `The airline could not issue your ticket (${reason}). Our team has been alerted to return your payment and will contact you.`
      : `The airline could not issue your ticket (${reason}). Your payment has been refunded to your ${refundedTo === 'wallet' ? 'wallet' : 'original payment method'}.`,
} as const;
