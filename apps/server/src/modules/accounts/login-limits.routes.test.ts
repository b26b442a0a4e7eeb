import { OWN_MSG } from '@app/contracts';
import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSite, createUser, DEFAULT_TEST_PASSWORD } from '../../seed/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { loginDelayMs, MAX_DELAY_MS } from './login-limiter';

// Every Argon2 check is counted: the limits must refuse before the password is checked.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});
const passwordChecks = () => vi.mocked(argon2.verify).mock.calls.length;

/** The delays the limiter asked for, recorded instead of waited out. */
const delays: number[] = [];
const loginDelay = async (ms: number) => {
  delays.push(ms);
};
beforeEach(() => {
  delays.length = 0;
});

const login = (t: TestApp, siteId: string, email: string, password: string, remoteAddress: string) =>
  call(t.app, 'wl/user/login', { email, password, status: 'password' }, { siteId, remoteAddress });

/** A client address of its own for each run: Redis keeps its counters from one run to the next. */
const randomAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

// The counters in the app's database; in Redis too when a server is given (CI sets TEST_REDIS_URL).
const stores: [string, string | undefined][] = [
  ['the database', undefined],
  ...(process.env.TEST_REDIS_URL ? [['Redis', process.env.TEST_REDIS_URL] as [string, string]] : []),
];

describe.each(stores)('login limits counted in %s', (_store, redisUrl) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      redisUrl,
      loginLimits: { perAccountAndAddress: 5, perAccount: 100, perAddress: 1000, windowSeconds: 900 },
      loginDelay,
    });
  });
  afterAll(() => t.close());

  it('100 concurrent wrong guesses from one address: only 5 reach a password check, the rest get 429 (a race only PostgreSQL or Redis shows)', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const stranger = randomAddress();
    const before = passwordChecks();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(t, site.id, owner.email!, `Wrong@${i}guess`, stranger)),
    );
    expect(passwordChecks() - before).toBe(5);
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(95);
    for (const r of refused)
      expect(r.body).toEqual({ success: false, errorMessage: OWN_MSG.tooManyAttempts });

    // The stranger's address stays refused, even with the right password…
    expect((await login(t, site.id, owner.email!, DEFAULT_TEST_PASSWORD, stranger)).status).toBe(429);
    // …while the owner signs in from their own, after the short delay the account has earned.
    const home = await login(t, site.id, owner.email!, DEFAULT_TEST_PASSWORD, randomAddress());
    expect(home.status).toBe(200);
    expect(home.body.data.user.users_id).toBe(owner.id);
    expect(delays).toEqual([100]);
  });

  it('never holds back an owner who keeps signing in: each success starts the account afresh', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    for (let i = 0; i < 12; i++) {
      const address = i % 2 ? '198.51.100.20' : '198.51.100.21';
      if (i % 3 === 0) await login(t, site.id, owner.email!, 'Typo@1234', address);
      expect((await login(t, site.id, owner.email!, DEFAULT_TEST_PASSWORD, address)).status).toBe(200);
    }
    expect(delays).toEqual([]);
  });

  it('counts the e-mail whatever its case, so changing the case buys no more guesses', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const cased = [owner.email!, owner.email!.toUpperCase()];
    for (let i = 0; i < 5; i++) await login(t, site.id, cased[i % 2]!, 'Wrong@1234', '203.0.113.51');
    const before = passwordChecks();
    expect((await login(t, site.id, owner.email!.toUpperCase(), 'Wrong@1234', '203.0.113.51')).status).toBe(
      429,
    );
    expect(passwordChecks()).toBe(before);
  });
});

describe('the per-account ceiling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      loginLimits: { perAccountAndAddress: 2, perAccount: 8, perAddress: 1000, windowSeconds: 900 },
      loginDelay,
    });
  });
  afterAll(() => t.close());

  it('holds guesses from many addresses back by a growing delay, then refuses beyond the ceiling', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4']) {
      for (let i = 0; i < 2; i++) {
        expect((await login(t, site.id, owner.email!, 'Wrong@1234', address)).status).toBe(401);
      }
    }
    // Beyond the strict limit's worth (2) on the account: 100 ms doubling, never more than 3 s.
    expect(delays).toEqual([100, 200, 400, 800, 1600, 3000]);
    const before = passwordChecks();
    const ninth = await login(t, site.id, owner.email!, DEFAULT_TEST_PASSWORD, '10.1.0.5');
    expect(ninth.status).toBe(429);
    expect(ninth.body.errorMessage).toBe(OWN_MSG.tooManyAttempts);
    expect(passwordChecks()).toBe(before);
  });

  it('does not count attempts one address had refused: a stranger there cannot push the owner over it', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    for (let i = 0; i < 30; i++) await login(t, site.id, owner.email!, 'Wrong@1234', '203.0.113.60');
    // Two of the stranger's attempts counted on the account; the owner's is the third of eight.
    expect((await login(t, site.id, owner.email!, DEFAULT_TEST_PASSWORD, '198.51.100.60')).status).toBe(200);
  });
});

describe('the login delay', () => {
  it('is nothing up to the strict limit, then doubles from 100 ms and stays at 3 s', () => {
    expect([1, 5, 6, 7, 8, 10, 11, 12, 100, 10_000].map((n) => loginDelayMs(n, 5))).toEqual([
      0, 0, 100, 200, 400, 1600, 3000, 3000, 3000, 3000,
    ]);
    expect(MAX_DELAY_MS).toBe(3000);
  });
});
