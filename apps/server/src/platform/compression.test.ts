import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../seed/factories';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

let t: TestApp;
let siteId: string;
beforeAll(async () => {
  t = await createTestApp();
  siteId = (await createSite(t.db)).id;
});
afterAll(() => t.close());

/** The airline list: a large JSON answer (tens of KB), standing in for a priced result page. */
const airlines = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/master/getAirlinesStaticData',
    headers: { 'site-id': siteId, ...headers },
    payload: {},
  });

describe('API answers compressed on the fly', () => {
  it('a large JSON answer goes out as brotli, or gzip, when the client accepts it', async () => {
    const plain = await airlines({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(20 * 1024);

    const br = await airlines({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await airlines({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('a small answer goes out as it is', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wl/user/login',
      headers: { 'site-id': siteId, 'accept-encoding': 'br, gzip' },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: false });
  });

  it('a spreadsheet download streams as it is, a zip already', async () => {
    const { token } = await signIn(t, siteId, { userType: 'staff' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wl/user/downloadWalletBalances',
      headers: { 'site-id': siteId, 'auth-token': token, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    // The workbook's own zip signature, not a compressed stream of it.
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
