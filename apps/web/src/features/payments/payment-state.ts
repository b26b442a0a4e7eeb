import { z } from 'zod';

/** Where the stored payment lives: this tab only, as it only matters for the gateway's return. */
export const PAYMENT_STATE_KEY = 'payment-state';

/** Payment state (spec §3) as kept across the trip to the gateway and back. */
const paymentState = z.object({
  amount: z.number(),
  orderId: z.string(),
  transactionId: z.string().optional(),
  expiryTime: z.string(),
  /** the review page to go back to if the payment does not go through */
  redirectTo: z.string(),
  /** the review page's router state, so going back there does not lose the passengers */
  review: z.unknown().optional(),
  /**
   * The product's own page of this order (a fixed departure's), where a settled order goes with its
   * outcome; without it, the flight order page.
   */
  orderPage: z.string().optional(),
});
export type PaymentState = z.infer<typeof paymentState>;

const isExpired = (state: PaymentState, now: number) => {
  const expiry = Date.parse(state.expiryTime);
  return Number.isNaN(expiry) || expiry <= now;
};

export function savePaymentState(state: PaymentState) {
  sessionStorage.setItem(PAYMENT_STATE_KEY, JSON.stringify(state));
}

/** The gateway's page for an order, as payment/createPayment (or Ticket now) answers it. */
interface GatewayPage {
  amount: number;
  orderId: string;
  expiryTime: string;
  redirectUrl: string;
}

/**
 * Hands the buyer to the gateway's hosted page, keeping in this tab what its return page needs: the
 * order, where to go back to if the payment does not go through, and the product's order page.
 */
export function leaveForGateway(
  page: GatewayPage,
  back: Pick<PaymentState, 'redirectTo' | 'review' | 'orderPage'>,
) {
  savePaymentState({ amount: page.amount, orderId: page.orderId, expiryTime: page.expiryTime, ...back });
  window.location.assign(page.redirectUrl);
}

export function clearPaymentState() {
  sessionStorage.removeItem(PAYMENT_STATE_KEY);
}

/** The stored payment; past its expiry time it is treated as absent (spec §4) and dropped. */
export function readPaymentState(now = Date.now()): PaymentState | null {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(PAYMENT_STATE_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const parsed = paymentState.safeParse(raw);
  if (!parsed.success || isExpired(parsed.data, now)) {
    clearPaymentState();
    return null;
  }
  return parsed.data;
}
