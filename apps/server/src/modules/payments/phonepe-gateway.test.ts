import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { PaymentGatewayError } from './payment-gateway';
import { createPhonePeGateway } from './phonepe-gateway';

const orderId = () => `ORD${randomUUID().replaceAll('-', '').slice(0, 20)}`;
const returnUrl = 'http://localhost:3000/app/phonepe/verify/ORDER';

/** What the browser does on the hosted page: open it, press a button, follow nothing. */
async function press(payPageUrl: string, outcome: 'success' | 'failure') {
  const page = await fetch(payPageUrl);
  expect(await page.text()).toContain('Pay');
  return fetch(`${payPageUrl}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe('PhonePe gateway adapter against the sandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());
  beforeEach(() => sandbox.faults(''));

  const gateway = () => createPhonePeGateway(sandbox.paymentConfig());
  const pay = (id: string, amount = 1234500) =>
    gateway().createPayment({
      orderId: id,
      userId: 'user-1',
      amount,
      returnUrl,
      callbackUrl: `${sandbox.url}/nowhere`,
    });

  it('a paid order: the hosted page sends the browser back, and the signed status says paid', async () => {
    const id = orderId();
    const { payPageUrl } = await pay(id);
    expect(payPageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pg\/pay\//);
    expect(await gateway().status(id)).toMatchObject({ state: 'pending' });
    const back = await press(payPageUrl, 'success');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`transaction_id=${id}`);
    const status = await gateway().status(id);
    expect(status).toMatchObject({ state: 'paid', amount: 1234500, code: 'PAYMENT_SUCCESS' });
    expect(status.gatewayTransactionId).toMatch(/^T\d+/);
  });

  it('a failed payment, and an order the gateway never saw', async () => {
    const id = orderId();
    await press((await pay(id)).payPageUrl, 'failure');
    expect(await gateway().status(id)).toMatchObject({ state: 'failed', code: 'PAYMENT_ERROR' });
    expect(await gateway().status(orderId())).toMatchObject({ state: 'notFound' });
  });

  it('refunds a paid order, never more than was paid', async () => {
    const id = orderId();
    await press((await pay(id, 50000)).payPageUrl, 'success');
    const refund = await gateway().refund({
      refundId: orderId(),
      orderId: id,
      amount: 20000,
      callbackUrl: `${sandbox.url}/nowhere`,
    });
    expect(refund).toMatchObject({ state: 'paid', amount: 20000 });
    const tooMuch = await rejection(
      gateway().refund({
        refundId: orderId(),
        orderId: id,
        amount: 40000,
        callbackUrl: `${sandbox.url}/nowhere`,
      }),
    );
    expect(tooMuch.kind).toBe('rejected');
  });

  it('believes no answer whose signature does not match', async () => {
    const id = orderId();
    await pay(id);
    await sandbox.faults('badSignature');
    expect((await rejection(gateway().status(id))).kind).toBe('forged');
  });

  it('reads an unsigned status answer, as PhonePe documents its API answers', async () => {
    const id = orderId();
    await press((await pay(id)).payPageUrl, 'success');
    await sandbox.faults('unsigned');
    expect(await gateway().status(id)).toMatchObject({ state: 'paid', code: 'PAYMENT_SUCCESS' });
  });

  it('wrong credentials are refused by the gateway', async () => {
    const wrongSalt = createPhonePeGateway(sandbox.paymentConfig({ saltKey: 'not-the-salt' }));
    const error = await rejection(
      wrongSalt.createPayment({
        orderId: orderId(),
        userId: 'u',
        amount: 10000,
        returnUrl,
        callbackUrl: returnUrl,
      }),
    );
    // The gateway signs its refusal with the real salt, which we cannot match either.
    expect(['rejected', 'forged']).toContain(error.kind);
  });

  it('a gateway that is down or unreachable is unavailable', async () => {
    await sandbox.faults('http500');
    expect((await rejection(gateway().status(orderId()))).kind).toBe('unavailable');
    const nowhere = createPhonePeGateway(sandbox.paymentConfig({ url: 'http://127.0.0.1:9' }));
    expect((await rejection(nowhere.status(orderId()))).kind).toBe('unavailable');
  });
});
