import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createUser } from '../seed/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';

/** Whatever a client sends, every route answers a clean failure: never a 500 or a stack trace. */
let t: TestApp;
let siteId: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const site = await createSite(t.db);
  siteId = site.id;
  const staff = await createUser(t.db, site.id, { userType: 'staff', isSuperAdmin: true });
  const res = await call(
    t.app,
    'wl/user/login',
    { email: staff.email, password: 'Demo@1234', status: 'password' },
    { siteId },
  );
  token = res.body.data.token;
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
