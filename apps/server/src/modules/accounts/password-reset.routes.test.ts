import { OWN_MSG } from '@app/contracts';
import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSite, createUser, DEFAULT_TEST_PASSWORD } from '../../seed/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { mailsTo, tokenIn, uniqueEmail } from './account-mails.test-helpers';
import { accountLinks } from './accounts.schema';

// Argon2 hashing is counted: a made-up token must cost none.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash) };
});
const hashes = () => vi.mocked(argon2.hash).mock.calls.length;

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginLimits: { perAccountAndAddress: 1000, perAccount: 1000, perAddress: 1000, windowSeconds: 900 },
    passwordResetLimits: { perAccount: 3, perAddress: 6, windowSeconds: 3600 },
  });
});
afterAll(() => t.close());

/** Each test asks from its own address, so the per-address limit of one never touches another. */
let addresses = 0;
const nextAddress = () => `192.0.2.${++addresses}`;

const forget = (siteId: string, email: string, remoteAddress: string) =>
  call(t.app, 'wl/user/forgetPassword', { email }, { siteId, remoteAddress });
const setPassword = (siteId: string, token: string, password: string) =>
  call(t.app, 'wl/user/generatePassword', { token, password }, { siteId });
const login = (siteId: string, email: string, password: string) =>
  call(t.app, 'wl/user/login', { email, password, status: 'password' }, { siteId });

/** The reset tokens mailed to an address, oldest first. */
const resetTokens = async (siteId: string, email: string) =>
  (await mailsTo(t, siteId, email)).map((m) => tokenIn(m.text, '/generate_password?token=')!);

describe('reset links', () => {
  it('a new link ends the earlier ones', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const address = nextAddress();
    await forget(site.id, user.email!, address);
    await forget(site.id, user.email!, address);
    const [first, second] = await resetTokens(site.id, user.email!);
    const stale = await setPassword(site.id, first!, 'Stale@12345');
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ success: false, errorMessage: OWN_MSG.invalidLink });
    expect((await setPassword(site.id, second!, 'Fresh@12345')).status).toBe(200);
    expect((await login(site.id, user.email!, 'Fresh@12345')).status).toBe(200);
  });

  it('a used link is dead, and so is every other link the user still had', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    await forget(site.id, user.email!, nextAddress());
    await call(t.app, 'wl/user/login', { email: user.email, status: 'emailLink' }, { siteId: site.id });
    // Two jobs, run in either order: each mail is told by its link.
    const texts = (await mailsTo(t, site.id, user.email!)).map((m) => m.text);
    expect(texts).toHaveLength(2);
    const reset = texts.map((text) => tokenIn(text, '/generate_password?token=')).find(Boolean)!;
    const loginLink = texts.map((text) => tokenIn(text, '/login?sessionId=')).find(Boolean)!;

    expect((await setPassword(site.id, reset, 'Renewed@1234')).status).toBe(200);
    const again = await setPassword(site.id, reset, 'Again@12345');
    expect(again.status).toBe(400);
    expect(again.body.errorMessage).toBe(OWN_MSG.invalidLink);
    expect((await login(site.id, user.email!, 'Renewed@1234')).status).toBe(200);
    // A login link mailed before the reset no longer opens the account.
    const viaLink = await call(
      t.app,
      'wl/user/loginBySessionId',
      { sessionId: loginLink },
      { siteId: site.id },
    );
    expect(viaLink.status).toBe(401);
  });

  it('expires an hour after it was mailed, and the mail says so', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const asked = Date.now();
    await forget(site.id, user.email!, nextAddress());
    const [mail] = await mailsTo(t, site.id, user.email!);
    expect(mail!.text).toContain('expires in 1 hour.');
    const [link] = await t.db.select().from(accountLinks).where(eq(accountLinks.userId, user.id));
    expect(link!.expiresAt.getTime()).toBeGreaterThanOrEqual(asked + HOUR - 1000);
    expect(link!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + HOUR + 1000);

    // An hour later (the clock moved by moving the link's expiry into the past) it no longer works.
    await t.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.userId, user.id));
    const late = await setPassword(site.id, tokenIn(mail!.text, '/generate_password?token=')!, 'Late@12345');
    expect(late.status).toBe(400);
    expect(late.body.errorMessage).toBe(OWN_MSG.invalidLink);
    expect((await login(site.id, user.email!, DEFAULT_TEST_PASSWORD)).status).toBe(200);
  });

  it('checks the token before hashing the new password: a made-up one costs no Argon2 work', async () => {
    const site = await createSite(t.db);
    const before = hashes();
    const res = await setPassword(site.id, 'made-up-token', 'Chosen@1234');
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe(OWN_MSG.invalidLink);
    expect(hashes()).toBe(before);
  });
});

describe('forgot-password throttling', () => {
  it('refuses a client address beyond its limit with 429, whatever the e-mail, and serves the next address', async () => {
    const site = await createSite(t.db);
    const address = nextAddress();
    for (let i = 0; i < 6; i++)
      expect((await forget(site.id, uniqueEmail('spray'), address)).status).toBe(200);
    const seventh = uniqueEmail('spray');
    const refused = await forget(site.id, seventh, address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, errorMessage: OWN_MSG.tooManyResetRequests });
    expect(await mailsTo(t, site.id, seventh)).toHaveLength(0);
    expect((await forget(site.id, seventh, nextAddress())).status).toBe(200);
  });

  it('beyond 3 requests for one address it mails no more, and answers the same for an account and for none', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const unknown = uniqueEmail('unknown');
    for (const email of [user.email!, unknown]) {
      // From a new client address each time: the per-account limit holds across addresses.
      for (let i = 0; i < 5; i++) {
        const res = await forget(site.id, email, nextAddress());
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: true, message: OWN_MSG.forgetPasswordSent });
      }
      expect(await mailsTo(t, site.id, email)).toHaveLength(3);
    }
  });
});
