import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentGatewayConfig } from '../../config';
import { type PaymentGateway, PaymentGatewayError, type PaymentStatus } from './payment-gateway';

type PhonePeAnswer = {
  success: boolean;
  code: string;
  message?: string;
  data?: {
    transactionId?: string | null;
    amount?: number;
    state?: 'COMPLETED' | 'FAILED' | 'PENDING';
    instrumentResponse?: { redirectInfo?: { url: string } };
  };
};

const STATES: Record<string, PaymentStatus['state']> = {
  PAYMENT_SUCCESS: 'paid',
  PAYMENT_ERROR: 'failed',
  TIMED_OUT: 'failed',
  PAYMENT_DECLINED: 'failed',
  PAYMENT_PENDING: 'pending',
  TRANSACTION_NOT_FOUND: 'notFound',
};

/**
 * PhonePe PG v1 (Standard Checkout): requests signed with X-VERIFY = sha256(text + saltKey) ###
 * saltIndex; an answer's signature, where it carries one, checked against the bytes received.
 */
export function createPhonePeGateway(config: PaymentGatewayConfig): PaymentGateway {
  const sign = (text: string) =>
    `${createHash('sha256')
      .update(text + config.saltKey, 'utf8')
      .digest('hex')}###${config.saltIndex}`;

  function signedBy(text: string, header: string | null | undefined) {
    const expected = Buffer.from(sign(text));
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * PhonePe documents X-VERIFY on its callbacks, not on the answers to our own calls (decision 0069
   * §PhonePe; its status samples are plain JSON): an answer fetched from the configured host without
   * one is believed; one that carries a signature must carry the right one.
   */
  function verified(text: string, header: string | null) {
    if (header !== null && !signedBy(text, header))
      throw new PaymentGatewayError('forged', 'The payment gateway answer failed its signature check');
    try {
      return JSON.parse(text) as PhonePeAnswer;
    } catch {
      throw new PaymentGatewayError('unavailable', 'The payment gateway answered something that is not JSON');
    }
  }

  async function send(
    path: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  ) {
    let res: Response;
    try {
      res = await fetch(new URL(path, config.url), {
        ...init,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch {
      throw new PaymentGatewayError('unavailable', 'The payment gateway could not be reached');
    }
    const text = await res.text();
    if (res.status >= 500)
      throw new PaymentGatewayError('unavailable', `The payment gateway answered HTTP ${res.status}`);
    return verified(text, res.headers.get('x-verify'));
  }

  async function signedPost(path: string, payload: object) {
    const request = Buffer.from(JSON.stringify(payload)).toString('base64');
    return send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-verify': sign(request + path) },
      body: JSON.stringify({ request }),
    });
  }

  const toStatus = (answer: PhonePeAnswer): PaymentStatus => ({
    state: STATES[answer.code] ?? 'pending',
    amount: answer.data?.amount ?? null,
    gatewayTransactionId: answer.data?.transactionId ?? null,
    code: answer.code,
  });

  return {
    provider: 'phonepe',

    verifiesNotice: (response, signature) => signedBy(response, signature),

    async createPayment({ orderId, userId, amount, returnUrl, callbackUrl }) {
      const answer = await signedPost('/pg/v1/pay', {
        merchantId: config.merchantId,
        merchantTransactionId: orderId,
        // PhonePe takes fewer than 36 characters, letters, digits, _ and -: our ids are 36-character UUIDs.
        merchantUserId: userId.replaceAll('-', ''),
        amount,
        redirectUrl: returnUrl,
        redirectMode: 'REDIRECT',
        callbackUrl,
        paymentInstrument: { type: 'PAY_PAGE' },
      });
      const payPageUrl = answer.data?.instrumentResponse?.redirectInfo?.url;
      if (answer.code !== 'PAYMENT_INITIATED' || !payPageUrl)
        throw new PaymentGatewayError('rejected', answer.message || answer.code);
      return { payPageUrl };
    },

    async status(orderId) {
      const path = `/pg/v1/status/${config.merchantId}/${orderId}`;
      return toStatus(
        await send(path, {
          method: 'GET',
          headers: { 'x-verify': sign(path), 'x-merchant-id': config.merchantId },
        }),
      );
    },

    async refund({ refundId, orderId, amount, callbackUrl }) {
      const answer = await signedPost('/pg/v1/refund', {
        merchantId: config.merchantId,
        merchantTransactionId: refundId,
        originalTransactionId: orderId,
        amount,
        callbackUrl,
      });
      if (answer.code !== 'PAYMENT_SUCCESS' && answer.code !== 'PAYMENT_PENDING')
        throw new PaymentGatewayError('rejected', answer.message || answer.code);
      return toStatus(answer);
    },
  };
}
