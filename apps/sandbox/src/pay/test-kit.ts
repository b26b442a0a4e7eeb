import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSandbox, type SandboxOptions } from '../index';
import { payChecksum, statusChecksum, toBase64Json } from './checksum';

export const MERCHANT = 'FLIGHTDEALSUAT';
export const SALT = '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399';

export type Received = { headers: IncomingHttpHeaders; body: string };

/** A merchant's callback endpoint on a real port: the sandbox reaches it with fetch. */
export async function callbackListener(status = 200) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/phonepe/callback`,
    received,
    /** Resolves once `count` callbacks have arrived, however they interleave with the test. */
    async waitFor(count: number): Promise<Received[]> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let seq = 0;
export const newTxnId = (prefix = 'MT') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A sandbox on a hand-moved clock, with a merchant's side of the signing done for the test. */
export async function payKit(config: SandboxOptions = {}) {
  let now = Date.parse('2026-03-02T06:00:00Z');
  const listener = await callbackListener();
  const app: FastifyInstance = await buildSandbox({
    logLevel: 'silent',
    now: () => new Date(now),
    ...config,
  });

  const signed = (path: string, payload: object, faults?: string, xVerify?: string) => {
    const request = toBase64Json(payload);
    return app.inject({
      method: 'POST',
      url: path,
      headers: {
        host: '127.0.0.1:3100',
        'x-verify': xVerify ?? payChecksum(request, path, SALT, 1),
        ...(faults ? { 'x-sandbox-faults': faults } : {}),
      },
      payload: { request },
    });
  };

  const payPayload = (overrides: object = {}) => ({
    merchantId: MERCHANT,
    merchantTransactionId: newTxnId(),
    merchantUserId: 'U123',
    amount: 1_234_500,
    redirectUrl: 'http://127.0.0.1:5173/checkout/return?order=42',
    redirectMode: 'REDIRECT',
    callbackUrl: listener.url,
    mobileNumber: '9999999999',
    paymentInstrument: { type: 'PAY_PAGE' },
    ...overrides,
  });

  const create = (payload: object, faults?: string, xVerify?: string) =>
    signed('/pg/v1/pay', payload, faults, xVerify);

  /** Creates a payment and returns its id and the hosted page's path (the token URL without origin). */
  const started = async (overrides: object = {}, faults?: string) => {
    const payload = payPayload(overrides);
    const res = await create(payload, faults);
    const url: string = res.json().data.instrumentResponse.redirectInfo.url;
    return { id: payload.merchantTransactionId, pagePath: new URL(url).pathname, url };
  };

  const choose = (pagePath: string, outcome: string, faults?: string) =>
    app.inject({
      method: 'POST',
      url: `${pagePath}/complete`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(faults ? { 'x-sandbox-faults': faults } : {}),
      },
      payload: `outcome=${outcome}`,
    });

  const status = (id: string, faults?: string, xVerify?: string) =>
    app.inject({
      method: 'GET',
      url: `/pg/v1/status/${MERCHANT}/${id}`,
      headers: {
        'x-verify': xVerify ?? statusChecksum(MERCHANT, id, SALT, 1),
        'x-merchant-id': MERCHANT,
        ...(faults ? { 'x-sandbox-faults': faults } : {}),
      },
    });

  const refund = (originalTransactionId: string, amount: number, faults?: string) =>
    signed(
      '/pg/v1/refund',
      {
        merchantId: MERCHANT,
        merchantUserId: 'U123',
        merchantTransactionId: newTxnId('RF'),
        originalTransactionId,
        amount,
        callbackUrl: listener.url,
      },
      faults,
    );

  return {
    app,
    listener,
    payPayload,
    create,
    started,
    choose,
    status,
    refund,
    advance: (ms: number) => {
      now += ms;
    },
    close: async () => {
      await app.close();
      await listener.close();
    },
  };
}
