import { OWN_MSG } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../app';
import { createSite, createUser } from '../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../test/test-app';

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
      expect(res.statusCode, where).toBeLessThan(500);
      const body = res.json();
      if (refused) expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
      if (res.statusCode >= 400) {
        expect(body.success, where).toBe(false);
        expect(typeof body.errorMessage, where).toBe('string');
      }
      expect(res.body, where).not.toMatch(/\bat .+\.(ts|js):\d+/);
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

/** A route's URL with every `:param` filled in (a NUL in each when `value` carries one). */
const fill = (route: RouteEntry, value: string) =>
  route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(value)).replace(/\*$/, 'x');

/** Injects as the staff member, or as the agent where the route is for agents only. */
async function asAnyone(request: { method: 'GET' | 'POST'; url: string; payload?: object }) {
  for (const authToken of [token, agentToken]) {
    const res = await t.app.inject({ ...request, headers: { 'site-id': siteId, 'auth-token': authToken } });
    if (res.statusCode !== 401 && res.statusCode !== 403) return res;
  }
  throw new Error(`${request.method} ${request.url} refuses both the staff member and the agent`);
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
