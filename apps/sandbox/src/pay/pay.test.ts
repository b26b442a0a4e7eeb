import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checksumMatches, payChecksum, responseChecksum, statusChecksum, toBase64Json } from './checksum';
import { MERCHANT, payKit, SALT } from './test-kit';

type Kit = Awaited<ReturnType<typeof payKit>>;
let k: Kit;
beforeAll(async () => {
  k = await payKit();
});
afterAll(async () => {
  await k.close();
});

/** What a merchant does with a status answer: hash the raw body text it received. */
const verified = (res: { body: string; headers: Record<string, unknown> }) =>
  checksumMatches(String(res.headers['x-verify']), responseChecksum(res.body, SALT, 1));

describe('checksum rules', () => {
  it('are sha256 hex of the signed text and the salt, then ### and the salt index', () => {
    // Reference values computed independently: printf '%s' "$text$salt" | sha256sum
    expect(payChecksum('eyJhIjoxfQ==', '/pg/v1/pay', SALT, 1)).toBe(
      'f4ab9a7e787f9f269ba7785ac3161dbab890bf73adb4d31605caef8b50662351###1',
    );
    expect(statusChecksum('M1', 'T1', SALT, 2)).toMatch(/^[0-9a-f]{64}###2$/);
    expect(statusChecksum('M1', 'T1', SALT, 1).split('###')[0]).toBe(
      responseChecksum('/pg/v1/status/M1/T1', SALT, 1).split('###')[0],
    );
  });
});

describe('create payment', () => {
  it('answers PAYMENT_INITIATED with an absolute hosted-page URL on the request host', async () => {
    const payload = k.payPayload();
    const res = await k.create(payload);
    expect(res.statusCode).toBe(200);
    expect(verified(res)).toBe(true);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      code: 'PAYMENT_INITIATED',
      data: {
        merchantId: MERCHANT,
        merchantTransactionId: payload.merchantTransactionId,
        instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { method: 'GET' } },
      },
    });
    expect(body.data.instrumentResponse.redirectInfo.url).toMatch(
      /^http:\/\/127\.0\.0\.1:3100\/pg\/pay\/[A-Za-z0-9_-]{32}$/,
    );
  });

  it('refuses a wrong checksum with 401 AUTHORIZATION_FAILED', async () => {
    const payload = k.payPayload();
    const wrongSalt = payChecksum(toBase64Json(payload), '/pg/v1/pay', 'not-the-salt', 1);
    const res = await k.create(payload, undefined, wrongSalt);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'AUTHORIZATION_FAILED' });
    const rightHashWrongIndex = payChecksum(toBase64Json(payload), '/pg/v1/pay', SALT, 2);
    expect((await k.create(payload, undefined, rightHashWrongIndex)).statusCode).toBe(401);
  });

  it('refuses a bad payload with 400 BAD_REQUEST naming the field', async () => {
    const res = await k.create(k.payPayload({ amount: 99 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(res.json().message).toContain('amount');
    const js = await k.create(k.payPayload({ redirectUrl: 'javascript:alert(1)' }));
    expect(js.json().message).toContain('redirectUrl');
    const other = await k.create(k.payPayload({ merchantId: 'SOMEONEELSE' }));
    expect(other.statusCode).toBe(400);
    const notBase64 = await k.app.inject({ method: 'POST', url: '/pg/v1/pay', payload: { request: '{}' } });
    expect(notBase64.statusCode).toBe(400);
  });

  it('takes ids as PhonePe documents them: a transaction id under 35 characters, a user id under 36', async () => {
    const refused = async (field: string, value: string) => {
      const res = await k.create(k.payPayload({ [field]: value }));
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(res.json().message).toContain(field);
    };
    await refused('merchantTransactionId', 'T'.repeat(35));
    await refused('merchantTransactionId', 'FD1:2');
    // A UUID with its hyphens is 36 characters.
    await refused('merchantUserId', crypto.randomUUID());
    const fits = await k.create(
      k.payPayload({
        merchantTransactionId: `T${Date.now()}`.padEnd(34, 'X'),
        merchantUserId: 'U'.repeat(35),
      }),
    );
    expect(fits.statusCode).toBe(200);
  });

  it('refuses a merchantTransactionId used before with INVALID_TRANSACTION_ID', async () => {
    const payload = k.payPayload();
    expect((await k.create(payload)).statusCode).toBe(200);
    const again = await k.create(payload);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'INVALID_TRANSACTION_ID' });
  });
});

describe('hosted page', () => {
  it("shows the merchant's registered display name (never its id), the amount in rupees and the two buttons", async () => {
    const { pagePath } = await k.started({ amount: 1_234_500 });
    const res = await k.app.inject({ method: 'GET', url: pagePath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('₹12,345.00');
    // As PhonePe: the name the account registered, whoever's order it is.
    expect(res.body).toContain('Paying Flight Deals</p>');
    expect(res.body).not.toContain(MERCHANT);
    expect(res.body).toMatch(/name="outcome" value="success"><button[^>]*>Pay</);
    expect(res.body).toMatch(/name="outcome" value="failure"><button[^>]*>Fail</);
    expect(res.body).not.toMatch(/<(link|img)\b|src=/);
  });

  it('groups lakhs and crores the Indian way', async () => {
    const { pagePath } = await k.started({ amount: 1_234_567_890 });
    expect((await k.app.inject({ method: 'GET', url: pagePath })).body).toContain('₹1,23,45,678.90');
  });

  it('answers 404 HTML for an unknown token', async () => {
    const res = await k.app.inject({ method: 'GET', url: '/pg/pay/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('Pay redirects to the merchant and the status is COMPLETED, signed', async () => {
    const { id, pagePath } = await k.started();
    const before = await k.status(id);
    expect(before.json()).toMatchObject({ code: 'PAYMENT_PENDING', data: { state: 'PENDING' } });

    const res = await k.choose(pagePath, 'success');
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:5173/checkout/return');
    expect(location.searchParams.get('order')).toBe('42');
    expect(location.searchParams.get('transaction_id')).toBe(id);
    expect(location.searchParams.get('code')).toBe('PAYMENT_SUCCESS');

    const status = await k.status(id);
    expect(status.statusCode).toBe(200);
    expect(verified(status)).toBe(true);
    const body = status.json();
    expect(body).toMatchObject({
      success: true,
      code: 'PAYMENT_SUCCESS',
      data: {
        merchantId: MERCHANT,
        merchantTransactionId: id,
        amount: 1_234_500,
        state: 'COMPLETED',
        responseCode: 'SUCCESS',
        paymentInstrument: { type: 'UPI' },
      },
    });
    expect(body.data.transactionId).toMatch(/^T\d{22}$/);
  });

  it('Fail redirects with PAYMENT_ERROR and the status is FAILED', async () => {
    const { id, pagePath } = await k.started();
    const res = await k.choose(pagePath, 'failure');
    expect(res.statusCode).toBe(303);
    expect(new URL(String(res.headers.location)).searchParams.get('code')).toBe('PAYMENT_ERROR');
    expect((await k.status(id)).json()).toMatchObject({
      success: false,
      code: 'PAYMENT_ERROR',
      data: { state: 'FAILED' },
    });
  });

  it('refuses to take a payment twice', async () => {
    const { id, pagePath } = await k.started();
    expect((await k.choose(pagePath, 'success')).statusCode).toBe(303);
    const twice = await k.choose(pagePath, 'failure');
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('already completed');
    const page = await k.app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(404);
    expect((await k.status(id)).json().code).toBe('PAYMENT_SUCCESS');
  });

  it('POST redirect mode answers a self-submitting form to the redirect URL', async () => {
    const { id, pagePath } = await k.started({ redirectMode: 'POST' });
    const res = await k.choose(pagePath, 'success');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('action="http://127.0.0.1:5173/checkout/return?order=42"');
    expect(res.body).toContain(`name="transaction_id" value="${id}"`);
    expect(res.body).toContain('name="code" value="PAYMENT_SUCCESS"');
  });

  it('expires after the TTL: the page says so and the status is TIMED_OUT', async () => {
    const { id, pagePath } = await k.started();
    k.advance(899_000);
    expect((await k.app.inject({ method: 'GET', url: pagePath })).statusCode).toBe(200);
    k.advance(1_000);
    const page = await k.app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('expired');
    expect((await k.choose(pagePath, 'success')).statusCode).toBe(410);
    expect((await k.status(id)).json()).toMatchObject({
      success: false,
      code: 'TIMED_OUT',
      data: { state: 'FAILED', transactionId: null },
    });
  });
});

describe('status API', () => {
  it('answers TRANSACTION_NOT_FOUND for an unknown id', async () => {
    const res = await k.status('NEVERSEEN');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 'TRANSACTION_NOT_FOUND' });
  });

  it('refuses a wrong checksum or a missing X-MERCHANT-ID with 401', async () => {
    const { id } = await k.started();
    const res = await k.status(id, undefined, statusChecksum(MERCHANT, 'OTHER', SALT, 1));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTHORIZATION_FAILED');
    const noMerchant = await k.app.inject({
      method: 'GET',
      url: `/pg/v1/status/${MERCHANT}/${id}`,
      headers: { 'x-verify': statusChecksum(MERCHANT, id, SALT, 1) },
    });
    expect(noMerchant.statusCode).toBe(401);
  });
});
