import { ALL_CALLS, moduleOffMessage, urlsOf } from '@app/contracts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../test/test-app';
import { bindRouteToCall, callAt } from './calls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every call defined once', () => {
  it('serves a call of the registry on every /api route, and every call of the registry', () => {
    const served = new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    for (const route of t.app.apiRoutes) expect(callAt(route.method, route.url), route.url).toBeDefined();
    for (const definition of ALL_CALLS) {
      for (const url of urlsOf(definition)) expect(served, url).toContain(`${definition.method} ${url}`);
    }
  });

  it('refuses a route with no call, or one whose body is not its call’s', () => {
    const route = (url: string, schema = {}) => ({ method: 'POST', url, schema, config: {} }) as RouteOptions;
    expect(bindRouteToCall(route('/api/wl/user/madeUp'), 'POST')).toMatch(/has no call in the registry/);
    const login = ALL_CALLS.find((c) => c.path === 'wl/user/signup');
    expect(login?.request).toBeDefined();
    const drifted = route('/api/wl/user/login', { body: login?.request });
    expect(bindRouteToCall({ ...drifted, config: { access: 'site' } }, 'POST')).toMatch(/its body/);
  });

  it('answers the OpenAPI document at /api/openapi.json, with every call', async () => {
    const res = await call(t.app, 'openapi.json', {}, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const count = Object.values(res.body.paths as Record<string, object>).reduce(
      (sum, item) => sum + Object.keys(item).length,
      0,
    );
    expect(count).toBe(ALL_CALLS.flatMap(urlsOf).length);
  });

  it('renders the reference at /api/docs: every call, offline, within its own policy', async () => {
    const res = await call(t.app, 'docs', {}, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).not.toMatch(/unsafe|https?:/);
    const page = String(res.body);
    expect(page).not.toMatch(/<script|<link|src=/);
    for (const definition of ALL_CALLS) {
      expect(page, definition.path).toContain(`/api/${definition.path.replace(/:(\w+)/g, '{$1}')}`);
    }
  });
});

describe('a site’s modules on the server', () => {
  it('answers 403 on the calls of a module the site has off, and serves them where it is on', async () => {
    const off = await createSite(t.db, { activeModules: ['packages'] });
    const on = await createSite(t.db);
    const airports = (siteId: string) => call(t.app, 'api/getAirports', { searchQuery: 'DEL' }, { siteId });
    const refused = await airports(off.id);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, errorMessage: moduleOffMessage('flights') });
    expect((await airports(on.id)).status).toBe(200);
    // Also under the flight client's base, and for a signed-in staff member with every permission.
    const { token } = await signIn(t, off.id, { userType: 'staff', isSuperAdmin: true });
    const staffCall = await call(t.app, 'nfs/flights/api/getTickets', { page: 1 }, { siteId: off.id, token });
    expect(staffCall.status).toBe(403);
    const wallet = await call(t.app, 'wl/user/getMyWalletEntry', { page: 1 }, { siteId: off.id, token });
    expect(wallet.body.errorMessage).toBe(moduleOffMessage('wallet'));
  });
});
