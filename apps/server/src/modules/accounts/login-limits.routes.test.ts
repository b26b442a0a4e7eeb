import { OWN_MSG } from '@app/contracts';
import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSite, createUser, DEFAULT_TEST_PASSWORD } from '../../seed/factories';
import { type CallOptions, call, createTestApp, type TestApp } from '../../test/test-app';
import { mailsTo, tokenIn, uniqueEmail } from './account-mails.test-helpers';
import { loginCodes } from './accounts.schema';
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

/** A browser: its client address, and the device cookie it keeps from the sign-ins it answered. */
type Browser = { address: string; cookie?: string };
const browserAt = (address = randomAddress()): Browser => ({ address });

/** Signs in (or tries to) from a browser, which keeps the device cookie a sign-in sets. */
async function loginFrom(t: TestApp, siteId: string, browser: Browser, body: Record<string, string>) {
  const options: CallOptions = { siteId, remoteAddress: browser.address };
  if (browser.cookie) options.headers = { cookie: browser.cookie };
  const res = await call(t.app, 'wl/user/login', { status: 'password', ...body }, options);
  const set = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('known_device='));
  if (set) browser.cookie = set.split(';')[0];
  return res;
}

/** The newest sign-in code mailed to an address (once the queued mails have gone). */
async function codeMailedTo(t: TestApp, siteId: string, email: string) {
  const codes = (await mailsTo(t, siteId, email)).flatMap(
    (m) => m.text.match(/sign-in code is (\d{6})/)?.[1] ?? [],
  );
  expect(codes.length).toBeGreaterThan(0);
  return codes.at(-1)!;
}

/** 120 wrong passwords from 40 addresses, 3 each, round by round: answers the addresses and how many passwords were checked. */
async function attack(t: TestApp, siteId: string, email: string) {
  const addresses = Array.from({ length: 40 }, () => randomAddress());
  const before = passwordChecks();
  for (let round = 0; round < 3; round++) {
    for (const address of addresses) await login(t, siteId, email, `Wrong@${round}guess`, address);
  }
  return { addresses, checked: passwordChecks() - before };
}

const codeSent = { success: true, codeSent: true, message: OWN_MSG.loginCodeSent };
const badCode = {
  success: false,
  errorMessage: OWN_MSG.invalidLoginCode,
  errors: { code: OWN_MSG.invalidLoginCode },
};

/** A client address of its own for each run: Redis keeps its counters from one run to the next. */
const randomAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

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

  // An account under attack (decision 0050): 120 wrong passwords from 40 addresses, 3 each.
  it("lets the owner in from a browser that signed in before, without delay, while the attackers' addresses get 429 and no password check", async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const home = browserAt();
    expect(
      (await loginFrom(t, site.id, home, { email: owner.email!, password: owner.password! })).status,
    ).toBe(200);
    expect(home.cookie).toMatch(/^known_device=[\w-]{43}$/);

    const { addresses, checked } = await attack(t, site.id, owner.email!);
    expect(checked).toBe(100);

    // Away from home (a new network), the same browser: straight in.
    delays.length = 0;
    const before = passwordChecks();
    const travelling = { ...home, address: randomAddress() };
    const res = await loginFrom(t, site.id, travelling, { email: owner.email!, password: owner.password! });
    expect(res.status).toBe(200);
    expect(res.body.data.user.users_id).toBe(owner.id);
    expect(delays).toEqual([]);
    expect(passwordChecks() - before).toBe(1);

    // The owner getting in gave the guessers no fresh ceiling: no address of theirs reaches a password.
    for (const address of addresses) {
      const refused = await login(t, site.id, owner.email!, owner.password!, address);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, errorMessage: OWN_MSG.tooManyAttempts });
    }
    expect(passwordChecks() - before).toBe(1);
    // And a browser that never signed in is still asked for a code.
    expect(
      (await loginFrom(t, site.id, browserAt(), { email: owner.email!, password: 'Guess@1234' })).body,
    ).toEqual(codeSent);
  });

  it('asks the owner at a fresh address for a mailed code, and lets them in with it and the password', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    await attack(t, site.id, owner.email!);
    const before = passwordChecks();
    const cafe = browserAt();
    const asked = await loginFrom(t, site.id, cafe, { email: owner.email!, password: owner.password! });
    expect(asked).toMatchObject({ status: 200, body: codeSent });
    expect(asked.headers['set-cookie']).toBeUndefined();
    expect(passwordChecks()).toBe(before);

    const code = await codeMailedTo(t, site.id, owner.email!);
    const [mail] = (await mailsTo(t, site.id, owner.email!)).filter((m) => m.text.includes(code));
    expect(mail!.subject).toBe(`Your sign-in code - ${site.brandingLabel}`);
    const res = await loginFrom(t, site.id, cafe, { email: owner.email!, password: owner.password!, code });
    expect(res.status).toBe(200);
    expect(res.body.data.user.users_id).toBe(owner.id);
    expect(cafe.cookie).toBeDefined();
    expect(passwordChecks() - before).toBe(1);
    // From now on that browser is known: no code next time.
    const next = await loginFrom(
      t,
      site.id,
      { ...cafe, address: randomAddress() },
      {
        email: owner.email!,
        password: owner.password!,
      },
    );
    expect(next.status).toBe(200);
  });

  it('answers an address without an account alike beyond the ceiling, and mails nobody', async () => {
    const site = await createSite(t.db);
    const nobody = uniqueEmail('nobody');
    await attack(t, site.id, nobody);
    const res = await loginFrom(t, site.id, browserAt(), { email: nobody, password: 'Guess@1234' });
    expect(res).toMatchObject({ status: 200, body: codeSent });
    expect(await mailsTo(t, site.id, nobody)).toHaveLength(0);
  });

  it("mails a login link to a fresh address beyond the ceiling, and refuses the attackers' addresses", async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const { addresses } = await attack(t, site.id, owner.email!);
    const ask = (remoteAddress: string) =>
      call(
        t.app,
        'wl/user/login',
        { email: owner.email, status: 'emailLink' },
        { siteId: site.id, remoteAddress },
      );
    expect((await ask(addresses[0]!)).status).toBe(429);
    expect(await ask(randomAddress())).toMatchObject({
      status: 200,
      body: { success: true, message: OWN_MSG.loginLinkSent },
    });
    const [mail] = await mailsTo(t, site.id, owner.email!);
    expect(tokenIn(mail!.text, '/login?sessionId=')).toBeDefined();
  });

  it('gives a known browser 5 tries of its own, which do not count on the account', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const home = browserAt();
    await loginFrom(t, site.id, home, { email: owner.email!, password: owner.password! });
    // Five wrong guesses with the owner's cookie, each from another address: a stolen cookie.
    for (let i = 0; i < 5; i++) {
      const res = await loginFrom(
        t,
        site.id,
        { ...home, address: randomAddress() },
        {
          email: owner.email!,
          password: 'Wrong@1234',
        },
      );
      expect(res.status).toBe(401);
    }
    const sixth = await loginFrom(
      t,
      site.id,
      { ...home, address: randomAddress() },
      {
        email: owner.email!,
        password: owner.password!,
      },
    );
    expect(sixth.status).toBe(429);
    // The account saw none of them: elsewhere, no delay for guesses beyond the strict limit's worth.
    delays.length = 0;
    const elsewhere = await loginFrom(t, site.id, browserAt(), {
      email: owner.email!,
      password: owner.password!,
    });
    expect(elsewhere.status).toBe(200);
    expect(delays).toEqual([]);
  });

  it('refuses a wrong code, a code asked from another address, an expired or a used one', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const { addresses } = await attack(t, site.id, owner.email!);
    const cafe = browserAt();
    const withPassword = { email: owner.email!, password: owner.password! };
    await loginFrom(t, site.id, cafe, withPassword);
    const code = await codeMailedTo(t, site.id, owner.email!);
    const before = passwordChecks();

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await loginFrom(t, site.id, cafe, { ...withPassword, code: wrong })).toMatchObject({
      status: 400,
      body: badCode,
    });
    // The code works only where it was asked from: not from an attacker's address, nor a fresh one.
    for (const elsewhere of [browserAt(addresses[0]), browserAt()]) {
      const res = await loginFrom(t, site.id, elsewhere, { ...withPassword, code });
      expect(res).toMatchObject({ status: 400, body: badCode });
    }
    expect(passwordChecks()).toBe(before);
    // The right code lets nobody in without the password (one check), and is not spent by it.
    const noPassword = await loginFrom(t, site.id, cafe, {
      email: owner.email!,
      password: 'Guess@1234',
      code,
    });
    expect(noPassword).toMatchObject({ status: 401, body: { errorMessage: OWN_MSG.invalidCredentials } });
    expect((await loginFrom(t, site.id, cafe, { ...withPassword, code })).status).toBe(200);
    // Used: a second browser at the same address cannot use it again.
    const used = await loginFrom(t, site.id, browserAt(cafe.address), { ...withPassword, code });
    expect(used).toMatchObject({ status: 400, body: badCode });

    // Expired: a fresh code, its quarter of an hour moved into the past.
    const hotel = browserAt();
    await loginFrom(t, site.id, hotel, withPassword);
    const late = await codeMailedTo(t, site.id, owner.email!);
    await t.db
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.address, hotel.address));
    expect(await loginFrom(t, site.id, hotel, { ...withPassword, code: late })).toMatchObject({
      status: 400,
      body: badCode,
    });
    expect(passwordChecks() - before).toBe(2);
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

  it('holds guesses from many addresses back by a growing delay; beyond the ceiling checks no more passwords', async () => {
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
    // An address that tried already is refused, the right password or not…
    const again = await login(t, site.id, owner.email!, DEFAULT_TEST_PASSWORD, '10.1.0.1');
    expect(again.status).toBe(429);
    expect(again.body.errorMessage).toBe(OWN_MSG.tooManyAttempts);
    // …and a fresh one is asked for a mailed code: its password is not checked either.
    const fresh = await login(t, site.id, owner.email!, DEFAULT_TEST_PASSWORD, '10.1.0.5');
    expect(fresh).toMatchObject({ status: 200, body: codeSent });
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

describe('sign-in codes and known devices, by their own limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      loginLimits: { perAccountAndAddress: 50, perAccount: 3, perAddress: 1000, windowSeconds: 900 },
      loginDelay,
    });
  });
  afterAll(() => t.close());

  const fillCeiling = async (siteId: string, email: string) => {
    for (let i = 0; i < 3; i++) await login(t, siteId, email, 'Wrong@1234', randomAddress());
  };

  it('allows a code five checks, right or wrong: then even the right one is refused', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    await fillCeiling(site.id, owner.email!);
    const cafe = browserAt();
    const withPassword = { email: owner.email!, password: owner.password! };
    expect((await loginFrom(t, site.id, cafe, withPassword)).body).toEqual(codeSent);
    const code = await codeMailedTo(t, site.id, owner.email!);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const before = passwordChecks();
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom(t, site.id, cafe, { ...withPassword, code: wrong })).status).toBe(400);
    }
    expect(await loginFrom(t, site.id, cafe, { ...withPassword, code })).toMatchObject({
      status: 400,
      body: badCode,
    });
    expect(passwordChecks()).toBe(before);
  });

  it("is not fooled by a browser known to another account: the attacker's own cookie", async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const attacker = await createUser(t.db, site.id);
    const theirs = browserAt();
    await loginFrom(t, site.id, theirs, { email: attacker.email!, password: attacker.password! });
    expect(theirs.cookie).toBeDefined();
    await fillCeiling(site.id, owner.email!);
    const before = passwordChecks();
    const res = await loginFrom(
      t,
      site.id,
      { ...theirs, address: randomAddress() },
      {
        email: owner.email!,
        password: 'Guess@1234',
      },
    );
    expect(res.body).toEqual(codeSent);
    expect(passwordChecks()).toBe(before);
  });

  it('gives a browser a new device token at each sign-in; the one it held no longer counts', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const home = browserAt();
    await loginFrom(t, site.id, home, { email: owner.email!, password: owner.password! });
    const first = home.cookie;
    await loginFrom(t, site.id, home, { email: owner.email!, password: owner.password! });
    expect(home.cookie).not.toBe(first);
    await fillCeiling(site.id, owner.email!);
    const copied = await loginFrom(
      t,
      site.id,
      { address: randomAddress(), cookie: first },
      {
        email: owner.email!,
        password: owner.password!,
      },
    );
    expect(copied.body).toEqual(codeSent);
    const current = await loginFrom(
      t,
      site.id,
      { ...home, address: randomAddress() },
      {
        email: owner.email!,
        password: owner.password!,
      },
    );
    expect(current.status).toBe(200);
  });

  it.runIf(onPostgres)(
    'lets one of two requests racing with the same code in (a race only PostgreSQL shows)',
    async () => {
      const site = await createSite(t.db);
      const owner = await createUser(t.db, site.id);
      await fillCeiling(site.id, owner.email!);
      const cafe = browserAt();
      const withPassword = { email: owner.email!, password: owner.password! };
      await loginFrom(t, site.id, cafe, withPassword);
      const code = await codeMailedTo(t, site.id, owner.email!);
      const results = await Promise.all(
        [0, 1].map(() => loginFrom(t, site.id, browserAt(cafe.address), { ...withPassword, code })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    },
  );
});

describe('the login delay', () => {
  it('is nothing up to the strict limit, then doubles from 100 ms and stays at 3 s', () => {
    expect([1, 5, 6, 7, 8, 10, 11, 12, 100, 10_000].map((n) => loginDelayMs(n, 5))).toEqual([
      0, 0, 100, 200, 400, 1600, 3000, 3000, 3000, 3000,
    ]);
    expect(MAX_DELAY_MS).toBe(3000);
  });
});
