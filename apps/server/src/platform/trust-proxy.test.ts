import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { createSite } from '../seed/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';

/**
 * Behind one proxy (TRUST_PROXY=1) the client is the address that proxy appended, the right-most
 * of X-Forwarded-For: whatever a client writes to the left of it must not make it someone else.
 * Observed through the per-address login limit (3 failures here).
 */
const limits = { perAccountAndAddress: 100, perAccount: 100, perAddress: 3, windowSeconds: 60 };

describe('client address behind a trusted proxy', () => {
  let t: TestApp;
  let siteId: string;
  beforeAll(async () => {
    const { trustProxy } = configFromEnv({ TRUST_PROXY: '1' });
    t = await createTestApp({ trustProxy, loginLimits: limits });
    siteId = (await createSite(t.db)).id;
  });
  afterAll(() => t.close());

  const failLogin = (forwardedFor: string, i: number) =>
    call(
      t.app,
      'wl/user/login',
      { email: `nobody${i}@example.test`, password: 'Wrong@1234', status: 'password' },
      { siteId, headers: { 'x-forwarded-for': forwardedFor } },
    );

  it('ignores a forged left-most X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await failLogin(`10.9.9.${i}, 203.0.113.7`, i)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('tells real clients behind the proxy apart', async () => {
    for (let i = 0; i < 3; i++) await failLogin('203.0.113.8', i);
    expect((await failLogin('203.0.113.8', 9)).status).toBe(429);
    expect((await failLogin('203.0.113.9', 9)).status).toBe(401);
  });
});
