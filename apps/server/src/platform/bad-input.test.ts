import net from 'node:net';
import { OWN_MSG } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteEntry } from '../app';
import { createSite, createUser } from '../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../test/test-app';
import { callAt } from './calls';

/** Whatever a client sends, every route answers a clean failure: never a 500 or a stack trace. */
let t: TestApp;
let siteId: string;
let token: string;
/** Two routes are for travel agents only: a staff token would stop there before any input is read. */
let agentToken: string;
/** The staff member also owns the platform, so the platform's calls read their input too. */
const PLATFORM_OWNER = 'walker@platform.test';
beforeAll(async () => {
  t = await createTestApp({ platformAdmins: [PLATFORM_OWNER] });
  const site = await createSite(t.db);
  siteId = site.id;
  const staff = await createUser(t.db, site.id, {
    userType: 'staff',
    isSuperAdmin: true,
    email: PLATFORM_OWNER,
  });
  const res = await call(
    t.app,
    'wl/user/login',
    { email: staff.email, password: 'Demo@1234', status: 'password' },
    { siteId },
  );
  token = res.body.data.token;
  agentToken = (await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Agency' })).token;
});
afterAll(() => t.close());

/** [name, content type, payload, must it be refused?] Unknown fields are dropped, so a call whose
 * fields are all optional may accept them; everything else must be refused. */
const hostile: [string, string, string, boolean][] = [
  ['malformed JSON', 'application/json', '{"email": ', true],
  ['a JSON array', 'application/json', '[1,2,3]', true],
  ['a JSON number', 'application/json', '42', true],
  ['JSON null', 'application/json', 'null', true],
  [
    'wrong types everywhere',
    'application/json',
    JSON.stringify({
      email: 1,
      password: [],
      status: {},
      firstName: true,
      phoneNumbers: 'x',
      userData: 7,
      domain: [],
      logo: 5,
    }),
    false,
  ],
  [
    'unknown fields only',
    'application/json',
    JSON.stringify({ zzz: 1, __proto__: { admin: true }, constructor: 1 }),
    false,
  ],
  ['text instead of JSON', 'text/plain', 'hello', true],
  // Walked by the control-character check: it must not overflow the call stack.
  ['deeply nested JSON', 'application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, true],
  ['a huge body', 'application/json', JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }), true],
];

describe('bad input on every route', () => {
  it.each(hostile)('%s', async (_name, contentType, payload, refused) => {
    for (const route of t.app.apiRoutes) {
      // Calls that take no input (logout, getUserBySessionId) may ignore whatever body comes along.
      if (route.method !== 'POST' || !route.takesInput) continue;
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: { 'content-type': contentType, 'site-id': siteId, 'auth-token': token },
        payload,
      });
      const where = `${route.method} ${route.url}`;
      expectCleanAnswer(res, where);
      if (refused) expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
    }
  });

  it('GET routes refuse wrong query types cleanly', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.method === 'GET')) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${route.url}?page=abc&page=-1&x[y]=1`,
        headers: { 'site-id': siteId, 'auth-token': token },
      });
      expect(res.statusCode, route.url).toBeLessThan(500);
    }
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await call(t.app, 'no/such/call', {}, { siteId, token });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });
});

describe("what the framework answers before a route runs, in the house's shape", () => {
  const inject = (url: string, extra: { method?: 'GET' | 'POST'; headers?: object; payload?: string } = {}) =>
    t.app.inject({ method: 'GET', url, ...extra, headers: { 'site-id': siteId, ...extra.headers } });

  it.each([
    ['a path parameter over 100 characters', `/api/fixedDeparture/print/${'a'.repeat(101)}`, 414],
    ['a malformed percent-encoding', '/api/fixedDeparture/print/%zz', 400],
    ['an unknown path', '/api/no/such/call', 404],
    ['an unknown path outside the API', '/no/such/page', 404],
  ])('%s: %i', async (_name, url, status) => {
    const res = await inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.json()).sort()).toEqual(['errorMessage', 'success']);
    expect(res.json().success).toBe(false);
  });

  it('names the fault, never echoes the address', async () => {
    const long = await inject(`/api/fixedDeparture/print/${'a'.repeat(101)}`);
    expect(long.json().errorMessage).toBe('A part of the address is too long.');
    expect((await inject('/api/fixedDeparture/print/%zz')).json().errorMessage).toBe(
      'The address is not valid.',
    );
  });

  it('answers a body of another type (415) and a body too large (413) in the same shape', async () => {
    const xml = await inject('/api/wl/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ success: false, errorMessage: expect.any(String) });
    const huge = await inject('/api/wl/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: false, errorMessage: expect.any(String) });
  });

  it("answers what Node's HTTP parser refuses (a bad header, headers too large) on the socket", async () => {
    // Listening until the file's app closes (afterAll).
    const { port } = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    const badHeader = await rawRequest(
      Number(port),
      'GET /api/site HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n',
    );
    expect(badHeader).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bodyOf(badHeader)).toEqual({ success: false, errorMessage: 'The request is not valid HTTP.' });
    const bigHeaders = await rawRequest(
      Number(port),
      `GET /api/site HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(bigHeaders).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(bigHeaders)).toEqual({
      success: false,
      errorMessage: 'The request headers are too large.',
    });
  });
});

/** Sends raw bytes to the server and answers everything it writes back before closing. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
    );
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

/** A route's URL with every `:param` filled in (a NUL in each when `value` carries one). */
const fill = (route: RouteEntry, value: string) =>
  route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(value)).replace(/\*$/, 'x');

type Request = { method: 'GET' | 'POST'; url: string; payload?: object; query?: Record<string, string> };

/** Injects as the staff member, or as the agent where the staff member is refused (agents-only routes). */
async function asAnyone(request: Request) {
  const asStaff = await t.app.inject({ ...request, headers: { 'site-id': siteId, 'auth-token': token } });
  if (asStaff.statusCode !== 401 && asStaff.statusCode !== 403) return asStaff;
  return t.app.inject({ ...request, headers: { 'site-id': siteId, 'auth-token': agentToken } });
}

/** Every answer to bad input: a clean failure in the house's shape, never a 5xx or a stack trace. */
// Soft: one sweep reports every route at fault, not only the first.
function expectCleanAnswer(res: { statusCode: number; body: string; json: () => unknown }, where: string) {
  expect.soft(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect.soft(res.json(), where).toMatchObject({ success: false, errorMessage: expect.any(String) });
  }
  expect.soft(res.body, where).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

describe('control characters in any field of every route', () => {
  const message = OWN_MSG.controlCharacters;
  const refusedWith = (res: { statusCode: number; json: () => unknown }, field: string, where: string) => {
    expect(res.statusCode, where).toBe(400);
    expect(res.json(), where).toMatchObject({
      success: false,
      errorMessage: `${field}: ${message}`,
      errors: { [field]: message },
    });
  };

  it('a NUL anywhere in a POST body is a 400 naming the field, never a 500', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method === 'POST' && r.takesInput);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const where = `POST ${route.url}`;
      const url = fill(route, 'x');
      refusedWith(await asAnyone({ method: 'POST', url, payload: { name: 'a\u0000b' } }), 'name', where);
      const nested = { passengers: [{ firstName: 'Asha', address: 'Line 1\n\tLine 2\u0000' }] };
      refusedWith(await asAnyone({ method: 'POST', url, payload: nested }), 'passengers.0.address', where);
    }
  });

  it('a NUL in a query value or a path parameter of every GET route is a 400 naming it', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method === 'GET');
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const where = `GET ${route.url}`;
      refusedWith(await asAnyone({ method: 'GET', url: `${fill(route, 'x')}?page=1&q=a%00` }), 'q', where);
      if (route.url.includes(':')) {
        const param = /:([A-Za-z]+)/.exec(route.url)![1]!;
        refusedWith(await asAnyone({ method: 'GET', url: fill(route, 'x\u0000') }), param, where);
      }
    }
  });

  it('other control characters are refused too; tab, newline and carriage return are kept', async () => {
    for (const bad of ['\u0001', '\u0007', '\u001b[31m', '\u001f', '\u000b', '\u000c']) {
      const res = await call(t.app, 'wl/user/login', { email: `a${bad}@x.test`, password: 'p' }, { siteId });
      refusedWith({ statusCode: res.status, json: () => res.body }, 'email', JSON.stringify(bad));
    }
    const res = await call(
      t.app,
      'wl/user/login',
      { email: 'nobody@x.test', password: 'a\tb\r\nc', status: 'password' },
      { siteId },
    );
    expect(res.body.errorMessage).not.toContain(message);
  });
});

/** Odd values of each JSON type, one of each per sweep, for fields of that type. */
type Probe = { string: string; number: number };
const PROBES: Probe[] = [
  { string: '1', number: -1 },
  { string: 'zz', number: 0.5 },
  { string: 'ÄÖ', number: 1e308 },
  { string: ' ', number: 0 },
  { string: '-1', number: 2 ** 53 },
  { string: 'x'.repeat(300), number: -0.000001 },
  { string: '2026-02-30T25:61:00', number: 99_999_999_999 },
  { string: '%zz/../\u202e💥', number: 1 },
];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
};

/**
 * A value of the schema's shape whose every leaf is the probe's odd value of the leaf's type: right
 * types, wrong shapes (a country code of one digit, a date that does not exist). Constants stay, so
 * a tagged union takes its first branch.
 */
function shaped(schema: JsonSchema | undefined, probe: Probe, depth = 0): unknown {
  if (!schema || depth > 8) return probe.string;
  if (schema.const !== undefined) return schema.const;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return shaped(options.find((o) => o.type === 'object') ?? options[0], probe, depth + 1);
  const type = [schema.type].flat()[0];
  if (type === 'object') {
    const fields = Object.entries(schema.properties ?? {});
    if (fields.length === 0 && typeof schema.additionalProperties === 'object')
      return { key: shaped(schema.additionalProperties, probe, depth + 1) };
    return Object.fromEntries(fields.map(([name, field]) => [name, shaped(field, probe, depth + 1)]));
  }
  if (type === 'array') return [shaped(schema.items, probe, depth + 1)];
  if (type === 'number' || type === 'integer') return probe.number;
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  return probe.string;
}

describe('odd values of the right type in every field of every route', () => {
  it.each(PROBES.map((probe) => [JSON.stringify(probe.string).slice(0, 24), probe] as const))(
    '%s',
    async (_name, probe) => {
      let probed = 0;
      for (const route of t.app.apiRoutes) {
        const definition = callAt(route.method, route.url);
        if (!definition?.request && !route.url.includes(':')) continue;
        const schema = definition?.request
          ? (z.toJSONSchema(definition.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
          : undefined;
        const input = schema ? shaped(schema, probe) : {};
        const url = fill(route, probe.string);
        const method = route.method as 'GET' | 'POST';
        const res =
          method === 'GET'
            ? await asAnyone({ method, url, query: queryOf(input) })
            : await asAnyone({ method, url, payload: input as object });
        expectCleanAnswer(res, `${method} ${url.slice(0, 120)}`);
        probed++;
      }
      expect(probed).toBeGreaterThan(100);
    },
  );
});

/** A GET call's input as its query string: the top-level fields, as text. */
function queryOf(input: unknown): Record<string, string> {
  const fields = Object.entries((input ?? {}) as Record<string, unknown>);
  return Object.fromEntries(
    fields.map(([name, value]) => [name, typeof value === 'object' ? '' : String(value)]),
  );
}
