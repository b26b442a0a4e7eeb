import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallbackSender } from './callback';
import { checksumMatches, responseChecksum } from './checksum';
import { callbackListener, MERCHANT, payKit, SALT } from './test-kit';

type Kit = Awaited<ReturnType<typeof payKit>>;
let k: Kit;
beforeAll(async () => {
  k = await payKit();
});
afterAll(async () => {
  await k.close();
});

const verified = (res: { body: string; headers: Record<string, unknown> }) =>
  checksumMatches(String(res.headers['x-verify']), responseChecksum(res.body, SALT, 1));

/** Callbacks of every test arrive at one listener; pick this transaction's. */
async function callbackFor(id: string) {
  for (let seen = 1; ; seen++) {
    const received = await k.listener.waitFor(seen);
    for (const r of received) {
      const envelope = JSON.parse(r.body) as { response: string };
      const decoded = JSON.parse(Buffer.from(envelope.response, 'base64').toString('utf8'));
      if (decoded.data.merchantTransactionId === id) return { ...r, envelope, decoded };
    }
  }
}

describe('S2S callback', () => {
  it('posts the signed, base64 outcome to callbackUrl', async () => {
    const { id, pagePath } = await k.started();
    await k.choose(pagePath, 'success');
    const cb = await callbackFor(id);
    expect(cb.headers['content-type']).toBe('application/json');
    expect(
      checksumMatches(String(cb.headers['x-verify']), responseChecksum(cb.envelope.response, SALT, 1)),
    ).toBe(true);
    expect(cb.decoded).toMatchObject({
      success: true,
      code: 'PAYMENT_SUCCESS',
      data: { merchantId: MERCHANT, merchantTransactionId: id, amount: 1_234_500, state: 'COMPLETED' },
    });
    expect(cb.decoded.data.transactionId).toMatch(/^T\d+$/);
  });

  it('retries a refused delivery, then gives up without throwing', async () => {
    const failing = await callbackListener(503);
    const app = Fastify({ logger: false });
    const sender = new CallbackSender(app.log, { timeoutMs: 1_000, retryDelaysMs: [5, 5, 5] });
    expect(await sender.send(failing.url, '{}', 'x###1')).toBe(false);
    expect(failing.received).toHaveLength(4);
    await failing.close();

    const ok = await callbackListener(200);
    expect(await sender.send(ok.url, '{"response":"e30="}', 'x###1')).toBe(true);
    expect(ok.received[0]?.body).toBe('{"response":"e30="}');
    await ok.close();
  });

  it('does not hold up the redirect when the merchant endpoint is down', async () => {
    const { pagePath } = await k.started({ callbackUrl: 'http://127.0.0.1:9/unreachable' });
    const started = performance.now();
    expect((await k.choose(pagePath, 'success')).statusCode).toBe(303);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('refunds', () => {
  it('refunds part of a payment, then the rest, and refuses more', async () => {
    const { id, pagePath } = await k.started({ amount: 50_000 });
    await k.choose(pagePath, 'success');

    const first = await k.refund(id, 20_000);
    expect(first.statusCode).toBe(200);
    expect(verified(first)).toBe(true);
    const body = first.json();
    expect(body).toMatchObject({
      success: true,
      code: 'PAYMENT_SUCCESS',
      data: { merchantId: MERCHANT, amount: 20_000, state: 'COMPLETED', responseCode: 'SUCCESS' },
    });
    const refundId: string = body.data.merchantTransactionId;
    expect((await k.status(refundId)).json()).toMatchObject({
      code: 'PAYMENT_SUCCESS',
      data: { merchantTransactionId: refundId, amount: 20_000, state: 'COMPLETED' },
    });

    const over = await k.refund(id, 30_001);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(over.json().message).toContain('30000');

    // Under ₹1 is refused however much is left to refund (PhonePe's refund page: over 100 paise).
    const tiny = await k.refund(id, 99);
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toContain('amount');
    expect((await k.refund(id, 30_000)).statusCode).toBe(200);
    expect((await k.refund(id, 100)).statusCode).toBe(400);
  });

  it('refuses refunds of unpaid or unknown payments', async () => {
    const { id } = await k.started();
    expect((await k.refund(id, 100)).json().code).toBe('BAD_REQUEST');
    const unknown = await k.refund('NOSUCHPAYMENT', 100);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('TRANSACTION_NOT_FOUND');
  });
});

describe('faults', () => {
  it('payPending=N keeps a settled payment PENDING for N status calls', async () => {
    const { id, pagePath } = await k.started();
    await k.choose(pagePath, 'success');
    for (let i = 0; i < 2; i++)
      expect((await k.status(id, 'payPending=2')).json()).toMatchObject({
        success: false,
        code: 'PAYMENT_PENDING',
        data: { state: 'PENDING', responseCode: null },
      });
    expect((await k.status(id, 'payPending=2')).json().code).toBe('PAYMENT_SUCCESS');
  });

  it('payPending given when creating the payment applies to status calls without the header', async () => {
    const { id, pagePath } = await k.started({}, 'payPending=1');
    await k.choose(pagePath, 'success');
    expect((await k.status(id)).json().code).toBe('PAYMENT_PENDING');
    expect((await k.status(id)).json().code).toBe('PAYMENT_SUCCESS');
  });

  it('payDeclined given when creating the payment makes Pay end FAILED', async () => {
    const { id, pagePath } = await k.started({}, 'payDeclined');
    const res = await k.choose(pagePath, 'success');
    expect(new URL(String(res.headers.location)).searchParams.get('code')).toBe('PAYMENT_ERROR');
    expect((await k.status(id)).json()).toMatchObject({ code: 'PAYMENT_ERROR', data: { state: 'FAILED' } });
  });

  it('payDeclined set globally applies to the browser too', async () => {
    const set = (faults: string) =>
      k.app.inject({ method: 'POST', url: '/_sandbox/faults', payload: { faults } });
    const { id, pagePath } = await k.started();
    await set('payDeclined');
    try {
      await k.choose(pagePath, 'success');
    } finally {
      await set('');
    }
    expect((await k.status(id)).json().code).toBe('PAYMENT_ERROR');
  });

  it('badSignature makes the status X-VERIFY fail verification', async () => {
    const { id } = await k.started();
    const res = await k.status(id, 'badSignature');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['x-verify'])).toMatch(/^[0-9a-f]{64}###1$/);
    expect(verified(res)).toBe(false);
    expect(verified(await k.status(id))).toBe(true);
  });

  it('http500 and latency apply to the API', async () => {
    const res = await k.create(k.payPayload(), 'http500');
    expect(res.statusCode).toBe(500);
    const started = performance.now();
    expect((await k.create(k.payPayload(), 'latency=100')).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
  });
});
