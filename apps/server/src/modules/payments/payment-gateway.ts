/** A hosted payment gateway in our own terms; PhonePe's protocol today, others by the same shape. */
export interface PaymentGateway {
  readonly provider: string;
  /** Starts a payment; the browser goes to `payPageUrl` and comes back to `returnUrl`. */
  createPayment(input: {
    orderId: string;
    userId: string;
    /** paise */
    amount: number;
    returnUrl: string;
    callbackUrl: string;
  }): Promise<{ payPageUrl: string }>;
  /** What the gateway says of an order, from its signed status API (never from the browser's return). */
  status(orderId: string): Promise<PaymentStatus>;
  /**
   * Whether a server-to-server notice carries the signature of this account (its `response` field
   * as received, and the X-VERIFY header sent with it).
   */
  verifiesNotice(response: string, signature: string | undefined): boolean;
  refund(input: {
    refundId: string;
    orderId: string;
    amount: number;
    callbackUrl: string;
  }): Promise<PaymentStatus>;
}

export type PaymentStatus = {
  state: 'paid' | 'failed' | 'pending' | 'notFound';
  /** paise, as the gateway recorded it */
  amount: number | null;
  gatewayTransactionId: string | null;
  code: string;
};

export class PaymentGatewayError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'rejected' | 'forged',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
