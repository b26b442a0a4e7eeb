import { defineCall, MSG } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttpClient, type HttpDeps, HttpError, toQueryString } from './http';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: () => Promise<Response>, token = 'tok-1') {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
  const deps = {
    baseUrl: '/api/',
    getHeaders: () => ({ siteId: 'site-1', staffId: 'staff-9', authToken: token }),
    notifyError: vi.fn(),
    onUnauthorized: vi.fn(),
    fetch: fetch as unknown as typeof globalThis.fetch,
  } satisfies HttpDeps;
  return { client: createHttpClient(deps), fetch, deps };
}

const initOf = (fetch: ReturnType<typeof setup>['fetch']) => fetch.mock.calls[0]?.[1] ?? {};
const headersOf = (fetch: ReturnType<typeof setup>['fetch']) =>
  initOf(fetch).headers as Record<string, string>;

describe('http client: requests', () => {
  it('sends site-id, staff-id and auth-token on every call', async () => {
    const { client, fetch } = setup(async () => json(200, { success: true }));
    await client.post('wl/user/logout', {});
    expect(headersOf(fetch)).toMatchObject({
      'site-id': 'site-1',
      'staff-id': 'staff-9',
      'auth-token': 'tok-1',
    });
  });

  it('sends GET data as query parameters and no body', async () => {
    const { client, fetch } = setup(async () => json(200, { success: true }));
    await client.get('notifications/getOutbox', { page: 2, skip: undefined });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/notifications/getOutbox?page=2');
    expect(initOf(fetch).body).toBeUndefined();
    expect(initOf(fetch).method).toBe('GET');
  });

  it('sends other methods as a JSON body', async () => {
    const { client, fetch } = setup(async () => json(200, { success: true }));
    await client.post('/wl/user/login', { email: 'a@b.c' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/wl/user/login');
    expect(initOf(fetch).body).toBe('{"email":"a@b.c"}');
    expect(headersOf(fetch)['content-type']).toBe('application/json');
  });

  it('builds query strings with repeated keys for arrays', () => {
    expect(toQueryString({ a: [1, 2], b: 'x y', c: null })).toBe('?a=1&a=2&b=x+y');
    expect(toQueryString({})).toBe('');
  });
});

describe('http client: error rules (spec §8)', () => {
  it('toasts errorMessage of a success:false answer and resolves with the body', async () => {
    const failure = { success: false, errorMessage: 'Email taken', errors: { email: 'Email taken' } };
    const { client, deps } = setup(async () => json(409, failure));
    await expect(client.post('wl/user/signup', {})).resolves.toEqual(failure);
    expect(deps.notifyError).toHaveBeenCalledWith('Email taken');
  });

  it('does the same for a 400 answer of a POST', async () => {
    const { client, deps } = setup(async () => json(400, { success: false, errorMessage: 'email: bad' }));
    await expect(client.post('x', {})).resolves.toMatchObject({ success: false });
    expect(deps.notifyError).toHaveBeenCalledWith('email: bad');
  });

  it('keeps a quiet call silent', async () => {
    const { client, deps } = setup(async () => json(400, { success: false, errorMessage: 'Nope' }));
    await client.post('x', {}, { quiet: true });
    expect(deps.notifyError).not.toHaveBeenCalled();
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'toasts the request-failed message for %s without a response',
    async (method) => {
      const { client, deps } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await client.request(method, 'x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).kind).toBe('network');
      expect(deps.notifyError).toHaveBeenCalledWith(MSG.requestFailed(method));
      expect(MSG.requestFailed(method)).toBe(
        `Something went wrong. HTTP (${method}) request failed. Please contact support.`,
      );
    },
  );

  it('toasts the timeout message on 502', async () => {
    const { client, deps } = setup(async () => new Response('Bad gateway', { status: 502 }));
    await expect(client.post('x', {})).rejects.toMatchObject({ kind: 'timeout' });
    expect(deps.notifyError).toHaveBeenCalledWith('Request timeout.Please check your netowrk connection.');
  });

  it('logs out on a 401 to a call made with a session', async () => {
    const { client, deps } = setup(async () =>
      json(401, { success: false, errorMessage: 'Session expired' }),
    );
    await expect(client.post('wl/user/getUserBySessionId', {})).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 to an anonymous call (a failed login) as a plain failure', async () => {
    const failure = { success: false, errorMessage: 'Invalid email or password' };
    const { client, deps } = setup(async () => json(401, failure), '');
    await expect(client.post('wl/user/login', {})).resolves.toEqual(failure);
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    expect(deps.notifyError).toHaveBeenCalledWith('Invalid email or password');
  });

  it('rejects a failed answer that is not JSON with a generic toast', async () => {
    const { client, deps } = setup(async () => new Response('<html>oops</html>', { status: 500 }));
    await expect(client.post('x', {})).rejects.toMatchObject({ kind: 'server', status: 500 });
    expect(deps.notifyError).toHaveBeenCalledWith(MSG.somethingWrong);
  });
});

describe('http client: response schemas', () => {
  const schema = z.object({ success: z.literal(true), data: z.object({ n: z.coerce.number() }) });

  it('answers the parsed success body', async () => {
    const { client } = setup(async () => json(200, { success: true, data: { n: '4' }, extra: 1 }));
    await expect(client.post('x', {}, { schema })).resolves.toEqual({ success: true, data: { n: 4 } });
  });

  it('rejects an answer that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, deps } = setup(async () => json(200, { success: true, data: {} }));
    await expect(client.post('x', {}, { schema })).rejects.toMatchObject({ kind: 'parse' });
    expect(deps.notifyError).toHaveBeenCalledWith(MSG.somethingWrong);
  });
});

describe('http client: large answers checked by a sample in production', () => {
  const item = z.object({ id: z.string() });
  const schema = z.object({ success: z.literal(true), data: z.array(item) });
  const sample = z.object({
    success: z.literal(true),
    data: z.array(z.unknown()).refine((xs) => xs.length === 0 || item.safeParse(xs[0]).success),
  });
  const faultyDeepDown = { success: true, data: [{ id: 'a' }, { id: 7 }] };

  it('checks the envelope and the sample only where sampleLargeAnswers is on', async () => {
    const { client: walked } = setup(async () => json(200, faultyDeepDown));
    const fetch = vi.fn(async () => json(200, faultyDeepDown));
    const sampled = createHttpClient({
      baseUrl: '/api/',
      getHeaders: () => ({ siteId: 's', staffId: '', authToken: '' }),
      notifyError: vi.fn(),
      onUnauthorized: vi.fn(),
      fetch: fetch as unknown as typeof globalThis.fetch,
      sampleLargeAnswers: true,
    });
    await expect(sampled.post('x', {}, { schema, sample })).resolves.toEqual(faultyDeepDown);
    // The sample still refuses a wrong envelope or a wrong first item.
    fetch.mockImplementation(async () => json(200, { success: true, data: [{ id: 1 }] }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(sampled.post('x', {}, { schema, sample })).rejects.toMatchObject({ kind: 'parse' });
    // Without the flag (tests, development) the whole answer is walked.
    await expect(walked.post('x', {}, { schema, sample })).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('http client: calls of the registry', () => {
  it("sends a POST call's body to its path, fills path parameters and parses with its response", async () => {
    const { client, fetch } = setup(async () =>
      json(200, { success: true, data: { orderId: 'O1', status: 'ticketed', extra: 'dropped' } }),
    );
    const verify = defineCall({
      method: 'POST',
      path: 'payment/:provider/verifyPayment',
      request: z.object({ orderId: z.string() }),
      params: z.object({ provider: z.string() }),
      response: z.object({ success: z.literal(true), data: z.object({ orderId: z.string() }) }),
      access: 'user',
    });
    const body = await client.call(verify, { orderId: 'O1' }, { params: { provider: 'phonepe' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/payment/phonepe/verifyPayment');
    expect(initOf(fetch)).toMatchObject({ method: 'POST', body: JSON.stringify({ orderId: 'O1' }) });
    expect(body).toEqual({ success: true, data: { orderId: 'O1' } });
  });

  it("sends a GET call's input as its query", async () => {
    const { client, fetch } = setup(async () => json(200, { success: true }));
    const outbox = defineCall({
      method: 'GET',
      path: 'notifications/getOutbox',
      request: z.object({ page: z.number() }),
      access: 'staff',
      permission: 'settings.outbox',
    });
    await client.call(outbox, { page: 3 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/notifications/getOutbox?page=3');
    expect(initOf(fetch).method).toBe('GET');
  });
});
