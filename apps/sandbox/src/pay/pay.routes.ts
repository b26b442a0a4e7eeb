import { setTimeout as sleep } from 'node:timers/promises';
import { SANDBOX_FAULT_HEADER } from '@app/tbo-air';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FaultState } from '../air/air.routes';
import type { SandboxConfig } from '../config';
import { type Faults, faultNumber, mergeFaults, parseFaults } from '../faults';
import type { CallbackSender } from './callback';
import { checksumMatches, payChecksum, responseChecksum, statusChecksum, toBase64Json } from './checksum';
import { autoPostPage, messagePage, payPage, returnLink } from './page';
import type { Payment, PayStore, Transaction } from './store';

export const PAY_PATHS = {
  pay: '/pg/v1/pay',
  refund: '/pg/v1/refund',
  status: '/pg/v1/status/:merchantId/:merchantTransactionId',
  page: '/pg/pay/:token',
  complete: '/pg/pay/:token/complete',
} as const;

export type Gateway = {
  config: Pick<SandboxConfig, 'pay' | 'paymentTtlSeconds' | 'now'>;
  store: PayStore;
  callbacks: CallbackSender;
  /** Keeps what the last call changed, before it is answered (a no-op without a data folder). */
  persist: () => void;
};

type ApiCode =
  | 'PAYMENT_INITIATED'
  | 'PAYMENT_SUCCESS'
  | 'PAYMENT_ERROR'
  | 'PAYMENT_PENDING'
  | 'TIMED_OUT'
  | 'TRANSACTION_NOT_FOUND'
  | 'BAD_REQUEST'
  | 'AUTHORIZATION_FAILED'
  | 'INVALID_TRANSACTION_ID';

const MESSAGES: Record<ApiCode, string> = {
  PAYMENT_INITIATED: 'Payment initiated',
  PAYMENT_SUCCESS: 'Your payment is successful.',
  PAYMENT_ERROR: 'Payment Failed',
  PAYMENT_PENDING: 'Your payment is in pending state.',
  TIMED_OUT: 'Payment timed out.',
  TRANSACTION_NOT_FOUND: 'No Transaction found with the given details.',
  BAD_REQUEST: 'Please check the inputs you have provided.',
  AUTHORIZATION_FAILED: 'Authorization failed: X-VERIFY does not match.',
  INVALID_TRANSACTION_ID: 'Duplicate merchantTransactionId: retry with a new unique one.',
};

const envelope = z.object({ request: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64') });
const merchantTxnId = z
  .string()
  .min(1)
  // "merchantTransactionId length should be less than 35 characters" (PhonePe's pay API page).
  .max(34)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only');
// Only http(s): the redirect URL ends up in a Location header and an HTML form action.
const httpUrl = z.url({ protocol: /^https?$/ });

const payPayload = z.object({
  merchantId: z.string().min(1),
  merchantTransactionId: merchantTxnId,
  // "merchantUserId length should be less than 36 characters": a UUID with its hyphens is refused.
  merchantUserId: z
    .string()
    .min(1)
    .max(35)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only'),
  amount: z.int().min(100),
  redirectUrl: httpUrl,
  redirectMode: z.enum(['REDIRECT', 'POST']),
  callbackUrl: httpUrl,
  mobileNumber: z
    .string()
    .regex(/^\d{10}$/, 'ten digits')
    .optional(),
  paymentInstrument: z.object({ type: z.literal('PAY_PAGE') }),
});

const refundPayload = z.object({
  merchantId: z.string().min(1),
  merchantUserId: z.string().optional(),
  merchantTransactionId: merchantTxnId,
  originalTransactionId: z.string().min(1),
  // "Amount should be greater than 100 (in Paise)" on the refund page; the SDK pages say 100 is the least.
  amount: z.int().min(100),
  callbackUrl: httpUrl,
});

const completeBody = z.object({ outcome: z.enum(['success', 'failure']) });

class PayFailure extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: ApiCode,
    message = MESSAGES[code],
  ) {
    super(message);
  }
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return MESSAGES.BAD_REQUEST;
  const field = issue.path.length ? issue.path.join('.') : 'request';
  return `Invalid request: ${field}: ${issue.message}`;
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/** Status, answer of a refund, and the S2S callback all carry this one shape. */
function statusBody(txn: Transaction, masqueradePending = false) {
  const code: ApiCode = masqueradePending ? 'PAYMENT_PENDING' : txn.code;
  return {
    success: code === 'PAYMENT_SUCCESS',
    code,
    message: MESSAGES[code],
    data: {
      merchantId: txn.merchantId,
      merchantTransactionId: txn.merchantTransactionId,
      transactionId: txn.transactionId,
      amount: txn.amount,
      state: masqueradePending ? 'PENDING' : txn.state,
      responseCode: masqueradePending ? null : txn.responseCode,
      paymentInstrument: masqueradePending ? null : txn.paymentInstrument,
    },
  };
}

export function registerPayRoutes(app: FastifyInstance, gw: Gateway, faults: FaultState) {
  const { pay } = gw.config;
  const nowMs = () => gw.config.now().getTime();
  const ttlMs = gw.config.paymentTtlSeconds * 1000;

  const faultsOf = (request: FastifyRequest, payment?: Payment): Faults =>
    mergeFaults(
      mergeFaults(faults.global, parseFaults(payment?.faults)),
      parseFaults(headerText(request.headers[SANDBOX_FAULT_HEADER])),
    );

  /** The merchant verifies against the exact bytes, so the body is serialised once, here. */
  const sign = (text: string, active: Faults) =>
    responseChecksum(active.has('badSignature') ? `${text}#tampered` : text, pay.saltKey, pay.saltIndex);

  /** Every API answer goes through here: what the call changed is kept before the merchant hears of it. */
  const answer = (reply: FastifyReply, httpStatus: number, body: object, active: Faults) => {
    gw.persist();
    const text = JSON.stringify(body);
    // `unsigned`: as PhonePe's status and refund pages show their answers, plain JSON, no X-VERIFY.
    if (!active.has('unsigned')) reply.header('x-verify', sign(text, active));
    return reply.code(httpStatus).type('application/json; charset=utf-8').send(text);
  };

  const failure = (reply: FastifyReply, error: PayFailure, active: Faults) =>
    answer(reply, error.httpStatus, { success: false, code: error.code, message: error.message }, active);

  /** Only latency and http500 make sense for a gateway that answers JSON; true when answered. */
  const transportFaults = async (active: Faults, reply: FastifyReply) => {
    const latency = faultNumber(active, 'latency', 0);
    if (latency > 0) await sleep(latency);
    if (!active.has('http500')) return false;
    await reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error');
    return true;
  };

  const notify = (txn: Transaction, active: Faults) => {
    if (!txn.callbackUrl) return;
    const response = toBase64Json(statusBody(txn));
    void gw.callbacks.send(txn.callbackUrl, JSON.stringify({ response }), sign(response, active));
  };

  /** Expiry is noticed lazily, on the next look at the payment; the callback goes out then. */
  const expireIfDue = (payment: Payment, active: Faults) => {
    if (gw.store.expireIfDue(payment, nowMs(), ttlMs)) notify(payment, active);
  };

  /** Decodes a signed `{request: base64}` body: envelope → checksum → JSON → schema, in that order. */
  const signedPayload = <S extends z.ZodType>(
    request: FastifyRequest,
    path: string,
    schema: S,
  ): z.output<S> => {
    const outer = envelope.safeParse(request.body);
    if (!outer.success) throw new PayFailure(400, 'BAD_REQUEST', describe(outer.error));
    const base64 = outer.data.request;
    const expected = payChecksum(base64, path, pay.saltKey, pay.saltIndex);
    if (!checksumMatches(headerText(request.headers['x-verify']), expected))
      throw new PayFailure(401, 'AUTHORIZATION_FAILED');
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
    } catch {
      throw new PayFailure(400, 'BAD_REQUEST', 'Invalid request: request: not base64-encoded JSON');
    }
    const parsed = schema.safeParse(decoded);
    if (!parsed.success) throw new PayFailure(400, 'BAD_REQUEST', describe(parsed.error));
    return parsed.data;
  };

  const checkMerchant = (merchantId: string) => {
    if (merchantId !== pay.merchantId)
      throw new PayFailure(400, 'BAD_REQUEST', `Invalid request: merchantId: unknown merchant ${merchantId}`);
  };

  const checkUnused = (merchantId: string, merchantTransactionId: string) => {
    if (gw.store.get(merchantId, merchantTransactionId)) throw new PayFailure(400, 'INVALID_TRANSACTION_ID');
  };

  /** Catches PayFailure into the PhonePe error envelope; anything else is a real bug and propagates. */
  const api = <P = unknown>(
    handler: (request: FastifyRequest<{ Params: P }>, reply: FastifyReply, active: Faults) => unknown,
  ) => {
    return async (request: FastifyRequest<{ Params: P }>, reply: FastifyReply) => {
      const active = faultsOf(request);
      if (await transportFaults(active, reply)) return reply;
      try {
        return await handler(request, reply, active);
      } catch (error) {
        if (error instanceof PayFailure) return failure(reply, error, active);
        throw error;
      }
    };
  };

  app.post(
    PAY_PATHS.pay,
    api((request, reply, active) => {
      const body = signedPayload(request, PAY_PATHS.pay, payPayload);
      checkMerchant(body.merchantId);
      checkUnused(body.merchantId, body.merchantTransactionId);
      const payment = gw.store.createPayment(
        {
          merchantId: body.merchantId,
          merchantTransactionId: body.merchantTransactionId,
          merchantUserId: body.merchantUserId,
          amount: body.amount,
          redirectUrl: body.redirectUrl,
          redirectMode: body.redirectMode,
          callbackUrl: body.callbackUrl,
          mobileNumber: body.mobileNumber,
          faults: headerText(request.headers[SANDBOX_FAULT_HEADER]) ?? '',
        },
        nowMs(),
      );
      // The browser, not the merchant's server, opens this URL: it must name the host the request came to.
      const url = `${request.protocol}://${request.host}/pg/pay/${payment.token}`;
      return answer(
        reply,
        200,
        {
          success: true,
          code: 'PAYMENT_INITIATED',
          message: MESSAGES.PAYMENT_INITIATED,
          data: {
            merchantId: payment.merchantId,
            merchantTransactionId: payment.merchantTransactionId,
            instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url, method: 'GET' } },
          },
        },
        active,
      );
    }),
  );

  app.post(
    PAY_PATHS.refund,
    api((request, reply, active) => {
      const body = signedPayload(request, PAY_PATHS.refund, refundPayload);
      checkMerchant(body.merchantId);
      checkUnused(body.merchantId, body.merchantTransactionId);
      const original = gw.store.get(body.merchantId, body.originalTransactionId);
      if (original?.kind !== 'PAYMENT')
        throw new PayFailure(
          400,
          'TRANSACTION_NOT_FOUND',
          `No payment ${body.originalTransactionId} to refund for this merchant.`,
        );
      expireIfDue(original, active);
      if (original.state !== 'COMPLETED')
        throw new PayFailure(
          400,
          'BAD_REQUEST',
          `Payment ${original.merchantTransactionId} is ${original.state}; only completed payments are refunded.`,
        );
      const left = original.amount - original.refundedAmount;
      if (body.amount > left)
        throw new PayFailure(
          400,
          'BAD_REQUEST',
          `Refund amount ${body.amount} exceeds the refundable amount ${left} (paise).`,
        );
      const refund = gw.store.refund(
        original,
        {
          merchantId: body.merchantId,
          merchantTransactionId: body.merchantTransactionId,
          originalTransactionId: body.originalTransactionId,
          amount: body.amount,
          callbackUrl: body.callbackUrl,
        },
        nowMs(),
      );
      notify(refund, active);
      return answer(reply, 200, statusBody(refund), active);
    }),
  );

  app.get<{ Params: { merchantId: string; merchantTransactionId: string } }>(
    PAY_PATHS.status,
    api<{ merchantId: string; merchantTransactionId: string }>((request, reply, active) => {
      const { merchantId, merchantTransactionId } = request.params;
      const expected = statusChecksum(merchantId, merchantTransactionId, pay.saltKey, pay.saltIndex);
      if (!checksumMatches(headerText(request.headers['x-verify']), expected))
        throw new PayFailure(401, 'AUTHORIZATION_FAILED');
      if (headerText(request.headers['x-merchant-id']) !== merchantId)
        throw new PayFailure(
          401,
          'AUTHORIZATION_FAILED',
          'Authorization failed: X-MERCHANT-ID must name the merchant.',
        );
      checkMerchant(merchantId);
      const txn = gw.store.get(merchantId, merchantTransactionId);
      if (!txn)
        return answer(
          reply,
          200,
          { success: false, code: 'TRANSACTION_NOT_FOUND', message: MESSAGES.TRANSACTION_NOT_FOUND },
          active,
        );
      // Faults sent when the payment was created stick to it: the merchant's poller sends no header.
      const own = txn.kind === 'PAYMENT' ? faultsOf(request, txn) : active;
      if (txn.kind === 'PAYMENT') expireIfDue(txn, own);
      let pending = false;
      if (txn.state !== 'PENDING') {
        txn.settledStatusCalls += 1;
        // Without a count the payment looks pending for as long as the fault is set.
        pending =
          own.has('payPending') &&
          txn.settledStatusCalls <= faultNumber(own, 'payPending', Number.POSITIVE_INFINITY);
      }
      return answer(reply, 200, statusBody(txn, pending), own);
    }),
  );

  // The hosted page is for a browser: HTML answers, and the customer's form posts.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // The page's answers are sent here, so what the visit changed (settled, expired) is kept first.
    const html = (reply: FastifyReply, httpStatus: number, page: string) => {
      gw.persist();
      return reply
        .code(httpStatus)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    };

    const returnUrl = (payment: Payment) => {
      const url = new URL(payment.redirectUrl);
      url.searchParams.set('transaction_id', payment.merchantTransactionId);
      url.searchParams.set('code', payment.code);
      return url.toString();
    };

    /** Back to the merchant: a 303 for REDIRECT mode, a self-submitting form for POST mode. */
    const backToMerchant = (reply: FastifyReply, payment: Payment) => {
      if (payment.redirectMode === 'REDIRECT') {
        gw.persist();
        return reply.redirect(returnUrl(payment), 303);
      }
      return html(
        reply,
        200,
        autoPostPage(payment.redirectUrl, {
          transaction_id: payment.merchantTransactionId,
          code: payment.code,
          merchantId: payment.merchantId,
          transactionId: payment.merchantTransactionId,
          amount: String(payment.amount),
          providerReferenceId: payment.transactionId ?? '',
        }),
      );
    };

    const deadEnd = (reply: FastifyReply, payment: Payment, httpStatus: number) => {
      if (payment.code === 'TIMED_OUT')
        return html(
          reply,
          410,
          messagePage(
            'Payment expired',
            `This payment link expired after ${Math.round(ttlMs / 60_000)} minutes. Nothing was charged.`,
            returnLink(returnUrl(payment)),
          ),
        );
      return html(
        reply,
        httpStatus,
        messagePage(
          'Payment already completed',
          `Payment ${payment.merchantTransactionId} has already been completed (${payment.code}).`,
          returnLink(returnUrl(payment)),
        ),
      );
    };

    const notFound = (reply: FastifyReply) =>
      html(reply, 404, messagePage('Payment not found', 'This payment link is not valid.'));

    scope.get<{ Params: { token: string } }>(PAY_PATHS.page, async (request, reply) => {
      const payment = gw.store.byToken(request.params.token);
      if (!payment) return notFound(reply);
      expireIfDue(payment, faultsOf(request, payment));
      if (payment.state !== 'PENDING') return deadEnd(reply, payment, 404);
      return html(reply, 200, payPage(payment, pay.displayName, new Date(payment.createdAtMs + ttlMs)));
    });

    scope.post<{ Params: { token: string } }>(PAY_PATHS.complete, async (request, reply) => {
      const payment = gw.store.byToken(request.params.token);
      if (!payment) return notFound(reply);
      const active = faultsOf(request, payment);
      expireIfDue(payment, active);
      if (payment.state !== 'PENDING') return deadEnd(reply, payment, 409);
      const parsed = completeBody.safeParse(request.body);
      if (!parsed.success)
        return html(reply, 400, messagePage('Bad request', 'outcome must be success or failure.'));
      const { outcome } = parsed.data;
      gw.store.settle(
        payment,
        outcome === 'success' && active.has('payDeclined') ? 'declined' : outcome,
        nowMs(),
      );
      notify(payment, active);
      return backToMerchant(reply, payment);
    });
  });
}
