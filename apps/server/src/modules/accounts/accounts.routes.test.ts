import { LOGGED_IN_COOKIE, MSG, OWN_MSG, type SignupRequest } from '@app/contracts';
import { and, count, eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createUser, DEFAULT_TEST_PASSWORD } from '../../seed/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import {
  type LinkPath,
  mailsTo as mailsToAddress,
  tokenMailedTo as tokenMailedToAddress,
  uniqueEmail,
} from './account-mails.test-helpers';
import { accountLinks, legalEntities, phoneNumbers, sessions, users } from './accounts.schema';

const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KEY_ID = 'test-key';

// Google's signing key, replaced by a local one: tests sign ID tokens the server must accept.
const googleKey = await generateKeyPair('RS256');
type GoogleKey = typeof googleKey.privateKey;
/** A key Google never published: tokens it signs must be refused. */
const strangerKey = await generateKeyPair('RS256');
const googleKeys = createLocalJWKSet({
  keys: [{ ...(await exportJWK(googleKey.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }],
});

let t: TestApp;
beforeAll(async () => {
  // The per-address limits are set high here so that the calls of one test never block another;
  // they have their own apps further down and in password-reset.routes.test.ts.
  t = await createTestApp({
    googleKeys,
    loginLimits: { perAccountAndAddress: 5, perAccount: 100, perAddress: 1000, windowSeconds: 900 },
    loginDelay: async () => {},
    passwordResetLimits: { perAccount: 3, perAddress: 1000, windowSeconds: 3600 },
  });
});
afterAll(() => t.close());

const userByEmail = async (siteId: string, email: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.email, email)))
  )[0];

const countOf = async (table: typeof users | typeof sessions | typeof legalEntities, siteId: string) =>
  (await t.db.select({ n: count() }).from(table).where(eq(table.siteId, siteId)))[0]!.n;

const sessionsOf = async (userId: string) =>
  (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

const mailsTo = (siteId: string, to: string) => mailsToAddress(t, siteId, to);
const tokenMailedTo = (siteId: string, to: string, linkPath: LinkPath) =>
  tokenMailedToAddress(t, siteId, to, linkPath);

const login = (siteId: string, email: string, password?: string) =>
  call(t.app, 'wl/user/login', { email, password, status: 'password' }, { siteId });

async function loggedIn(siteId: string, email: string, password = DEFAULT_TEST_PASSWORD) {
  const res = await login(siteId, email, password);
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

const me = (siteId: string, token?: string) =>
  call(t.app, 'wl/user/getUserBySessionId', {}, { siteId, token });

const signupBody = (overrides: Partial<SignupRequest> = {}): SignupRequest => ({
  firstName: 'Meera',
  lastName: 'Nair',
  email: uniqueEmail('signup'),
  password: 'Secret@123',
  status: 'password',
  ...overrides,
});

describe('POST wl/user/signup', () => {
  it('creates a retail account with a password that can log in at once', async () => {
    const site = await createSite(t.db);
    const body = signupBody({ phoneNumber: '9876543210', phoneCountryCode: '+91' });
    const res = await call(t.app, 'wl/user/signup', body, { siteId: site.id });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);

    const user = await userByEmail(site.id, body.email);
    expect(user).toMatchObject({
      firstName: 'Meera',
      lastName: 'Nair',
      userType: 'retail',
      legalEntityId: null,
    });
    expect(user!.passwordHash).not.toBeNull();
    expect(user!.passwordHash).not.toContain('Secret@123');
    const phones = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, user!.id));
    expect(phones).toMatchObject([{ label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '+91' }]);
    const [welcome, ...more] = await mailsTo(site.id, body.email);
    expect(more).toHaveLength(0);
    expect(welcome!.subject).toBe(`Your account is ready - ${site.brandingLabel}`);
    expect(welcome!.text).toContain(`https://${site.domains[0]}/app/login`);

    const res2 = await login(site.id, body.email, 'Secret@123');
    expect(res2.status).toBe(200);
    expect(res2.body.data.user).toMatchObject({ users_id: user!.id, email: body.email, hasPassword: true });
  });

  it('stores the national phone number when it is typed with its dial code', async () => {
    const site = await createSite(t.db);
    const body = signupBody({ phoneNumber: '+91 98765-43210', phoneCountryCode: '+91' });
    expect((await call(t.app, 'wl/user/signup', body, { siteId: site.id })).status).toBe(200);
    const user = await userByEmail(site.id, body.email);
    const phones = await t.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, user!.id));
    expect(phones).toMatchObject([{ label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '+91' }]);
  });

  it('stores the email lower-cased', async () => {
    const site = await createSite(t.db);
    const email = uniqueEmail('Mixed');
    await call(t.app, 'wl/user/signup', signupBody({ email: email.toUpperCase() }), { siteId: site.id });
    expect(await userByEmail(site.id, email.toLowerCase())).toBeDefined();
  });

  it('creates a travel agent with its company', async () => {
    const site = await createSite(t.db);
    const body = signupBody({ userType: 'travelAgent', companyName: 'Sky Tours' });
    const res = await call(t.app, 'wl/user/signup', body, { siteId: site.id });
    expect(res.status).toBe(200);
    const user = await userByEmail(site.id, body.email);
    expect(user!.userType).toBe('travelAgent');
    const [company] = await t.db
      .select()
      .from(legalEntities)
      .where(eq(legalEntities.id, user!.legalEntityId!));
    expect(company).toMatchObject({ siteId: site.id, companyName: 'Sky Tours', email: body.email });
  });

  it('with status emailLink mails a set-password link that sets the password once and verifies the account', async () => {
    const site = await createSite(t.db);
    const body = signupBody({ status: 'emailLink', password: undefined });
    const res = await call(t.app, 'wl/user/signup', body, { siteId: site.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: OWN_MSG.loginLinkSent });

    const created = await userByEmail(site.id, body.email);
    expect(created).toMatchObject({ passwordHash: null, status: 'unverified' });
    const [mail] = await mailsTo(site.id, body.email);
    expect(mail!.text).toContain(`https://${site.domains[0]}/app/generate_password?token=`);
    const token = await tokenMailedTo(site.id, body.email, '/generate_password?token=');

    const set = await call(
      t.app,
      'wl/user/generatePassword',
      { token, password: 'Chosen@123' },
      { siteId: site.id },
    );
    expect(set.status).toBe(200);
    expect(set.body.success).toBe(true);
    const user = await userByEmail(site.id, body.email);
    expect(user!.status).toBe('verified');
    expect((await login(site.id, body.email, 'Chosen@123')).status).toBe(200);

    const again = await call(
      t.app,
      'wl/user/generatePassword',
      { token, password: 'Other@1234' },
      { siteId: site.id },
    );
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, errorMessage: OWN_MSG.invalidLink });
    expect((await userByEmail(site.id, body.email))!.passwordHash).toBe(user!.passwordHash);
  });

  it('refuses a made-up set-password token', async () => {
    const site = await createSite(t.db);
    const res = await call(
      t.app,
      'wl/user/generatePassword',
      { token: 'not-a-token', password: 'Chosen@123' },
      { siteId: site.id },
    );
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe(OWN_MSG.invalidLink);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['firstName is missing', { firstName: undefined }, 'firstName', MSG.required],
    ['firstName is blank', { firstName: '   ' }, 'firstName', MSG.required],
    ['status is missing', { status: undefined }, 'status', MSG.required],
    ['email is missing', { email: undefined }, 'email', MSG.required],
    ['email is not an address', { email: 'not-an-email' }, 'email', OWN_MSG.invalidEmail],
    ['status password has no password', { password: undefined }, 'password', MSG.required],
    ['the password is short', { password: 'short' }, 'password', OWN_MSG.passwordTooShort],
    ['a travel agent has no company', { userType: 'travelAgent' }, 'companyName', MSG.required],
    ['a corporate user has no company', { userType: 'corporate' }, 'companyName', MSG.required],
    [
      'the phone is not valid',
      { phoneNumber: '12345', phoneCountryCode: '+91' },
      'phoneNumber',
      MSG.invalidPhone,
    ],
  ])('answers 400 and writes nothing when %s', async (_case, overrides, field, message) => {
    const site = await createSite(t.db);
    const res = await call(t.app, 'wl/user/signup', { ...signupBody(), ...overrides }, { siteId: site.id });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors[field]).toBe(message);
    expect(await countOf(users, site.id)).toBe(0);
    expect(await countOf(legalEntities, site.id)).toBe(0);
  });

  it('refuses to make staff', async () => {
    const site = await createSite(t.db);
    const res = await call(t.app, 'wl/user/signup', signupBody({ userType: 'staff' as 'retail' }), {
      siteId: site.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.userType).toBeDefined();
    expect(await countOf(users, site.id)).toBe(0);
  });

  it('lets the same address sign up on another site', async () => {
    const site = await createSite(t.db);
    const other = await createSite(t.db);
    const existing = await createUser(t.db, other.id);
    const res = await call(t.app, 'wl/user/signup', signupBody({ email: existing.email! }), {
      siteId: site.id,
    });
    expect(res.status).toBe(200);
  });
});

describe('POST wl/user/login', () => {
  it('answers a token and the user, and sets the logged-in cookie', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const res = await login(site.id, user.email!.toUpperCase(), DEFAULT_TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.user).toMatchObject({ users_id: user.id, email: user.email, userType: 'retail' });
    expect(res.body.data.user.phoneNumbers).toEqual([
      { label: 'Primary', phoneNumber: '9876543210', phoneCountryCode: '+91' },
    ]);
    expect(String(res.headers['set-cookie'])).toContain(`${LOGGED_IN_COOKIE}=1`);
    expect(await sessionsOf(user.id)).toBe(1);
    expect((await me(site.id, res.body.data.token)).body.data.users_id).toBe(user.id);
  });

  it('answers 401 for a wrong password and for an unknown email alike, with no session', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const wrong = await login(site.id, user.email!, 'Wrong@1234');
    const unknown = await login(site.id, uniqueEmail('nobody'), DEFAULT_TEST_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, errorMessage: OWN_MSG.invalidCredentials });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await countOf(sessions, site.id)).toBe(0);
  });

  it('does not log in an account of another site', async () => {
    const site = await createSite(t.db);
    const other = await createSite(t.db);
    const user = await createUser(t.db, other.id);
    const res = await login(site.id, user.email!, DEFAULT_TEST_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body.errorMessage).toBe(OWN_MSG.invalidCredentials);
  });

  it('answers 401 accountBlocked for a blocked user with the right password', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id, { isBlocked: true });
    const res = await login(site.id, user.email!, DEFAULT_TEST_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body.errorMessage).toBe(OWN_MSG.accountBlocked);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('answers 400 under password when status password comes without one', async () => {
    const site = await createSite(t.db);
    const res = await call(
      t.app,
      'wl/user/login',
      { email: uniqueEmail(), status: 'password' },
      { siteId: site.id },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBe(MSG.required);
  });

  it('after 5 failures refuses the 6th attempt with 429, even with the right password', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    for (let i = 0; i < 5; i++) {
      expect((await login(site.id, user.email!, `Wrong@${i}xyz`)).status).toBe(401);
    }
    const res = await login(site.id, user.email!, DEFAULT_TEST_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false, errorMessage: OWN_MSG.tooManyAttempts });
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('forgets earlier failures after a successful login', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    for (let i = 0; i < 4; i++) await login(site.id, user.email!, 'Wrong@1234');
    await loggedIn(site.id, user.email!);
    for (let i = 0; i < 4; i++) await login(site.id, user.email!, 'Wrong@1234');
    expect((await login(site.id, user.email!, DEFAULT_TEST_PASSWORD)).status).toBe(200);
  });

  it('counts failures per site: the same address on another site is not locked', async () => {
    const site = await createSite(t.db);
    const other = await createSite(t.db);
    const email = uniqueEmail('twin');
    await createUser(t.db, site.id, { email });
    await createUser(t.db, other.id, { email });
    for (let i = 0; i < 5; i++) await login(site.id, email, 'Wrong@1234');
    expect((await login(site.id, email, DEFAULT_TEST_PASSWORD)).status).toBe(429);
    expect((await login(other.id, email, DEFAULT_TEST_PASSWORD)).status).toBe(200);
  });
});

describe('login limit per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      loginLimits: { perAccountAndAddress: 100, perAccount: 100, perAddress: 3, windowSeconds: 60 },
    });
  });
  afterAll(() => limited.close());

  it('refuses every account from an address after 3 failures across different accounts', async () => {
    const site = await createSite(limited.db);
    const victim = await createUser(limited.db, site.id);
    for (let i = 0; i < 3; i++) {
      const res = await call(
        limited.app,
        'wl/user/login',
        { email: uniqueEmail('guess'), password: 'Wrong@1234', status: 'password' },
        { siteId: site.id },
      );
      expect(res.status).toBe(401);
    }
    const res = await call(
      limited.app,
      'wl/user/login',
      { email: victim.email, password: DEFAULT_TEST_PASSWORD, status: 'password' },
      { siteId: site.id },
    );
    expect(res.status).toBe(429);
    expect(res.body.errorMessage).toBe(OWN_MSG.tooManyAttempts);
  });
});

describe('login by e-mailed link', () => {
  const askLink = (siteId: string, email: string) =>
    call(t.app, 'wl/user/login', { email, status: 'emailLink' }, { siteId });

  it('mails a one-time /login?sessionId= link that logs in once and verifies the account', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id, { status: 'unverified', password: null });
    const res = await askLink(site.id, user.email!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: OWN_MSG.loginLinkSent });
    const sessionId = await tokenMailedTo(site.id, user.email!, '/login?sessionId=');

    const first = await call(t.app, 'wl/user/loginBySessionId', { sessionId }, { siteId: site.id });
    expect(first.status).toBe(200);
    expect(first.body.data.user).toMatchObject({ users_id: user.id, status: 'verified' });
    expect(String(first.headers['set-cookie'])).toContain(`${LOGGED_IN_COOKIE}=1`);
    expect((await me(site.id, first.body.data.token)).status).toBe(200);
    expect((await userByEmail(site.id, user.email!))!.status).toBe('verified');

    const second = await call(t.app, 'wl/user/loginBySessionId', { sessionId }, { siteId: site.id });
    expect(second.status).toBe(401);
    expect(second.body.errorMessage).toBe(OWN_MSG.invalidLink);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const site = await createSite(t.db);
    const email = uniqueEmail('ghost');
    const res = await askLink(site.id, email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: OWN_MSG.loginLinkSent });
    expect(await mailsTo(site.id, email)).toHaveLength(0);
  });

  it('mails no link to a blocked user', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id, { isBlocked: true });
    expect((await askLink(site.id, user.email!)).status).toBe(200);
    expect(await mailsTo(site.id, user.email!)).toHaveLength(0);
  });

  it('does not accept a set-password link as a login link', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    await call(t.app, 'wl/user/forgetPassword', { email: user.email }, { siteId: site.id });
    const token = await tokenMailedTo(site.id, user.email!, '/generate_password?token=');
    const res = await call(t.app, 'wl/user/loginBySessionId', { sessionId: token }, { siteId: site.id });
    expect(res.status).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('refuses an expired link', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    await askLink(site.id, user.email!);
    const sessionId = await tokenMailedTo(site.id, user.email!, '/login?sessionId=');
    await t.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.userId, user.id));
    const res = await call(t.app, 'wl/user/loginBySessionId', { sessionId }, { siteId: site.id });
    expect(res.status).toBe(401);
    expect(res.body.errorMessage).toBe(OWN_MSG.invalidLink);
  });
});

describe('POST wl/user/getUserBySessionId', () => {
  it('answers the user of the session', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id, { userType: 'travelAgent', companyName: 'Agent Co' });
    const res = await me(site.id, await loggedIn(site.id, user.email!));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      users_id: user.id,
      userType: 'travelAgent',
      companyName: 'Agent Co',
      legalEntityId: user.legalEntityId,
      hasPassword: true,
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
  });

  it.each([
    ['no token', undefined],
    ['a made-up token', 'garbage-token'],
  ])('answers 401 with %s', async (_case, token) => {
    const site = await createSite(t.db);
    const res = await me(site.id, token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, errorMessage: OWN_MSG.sessionExpired });
  });

  it('answers 401 once the session has expired', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const token = await loggedIn(site.id, user.email!);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(site.id, token)).status).toBe(401);
  });

  it('answers 401 at once when the user is blocked after logging in', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const token = await loggedIn(site.id, user.email!);
    expect((await me(site.id, token)).status).toBe(200);
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    expect((await me(site.id, token)).status).toBe(401);
  });
});

describe('POST wl/user/logout', () => {
  it('ends the session: its row is gone and the token no longer works', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const token = await loggedIn(site.id, user.email!);
    const keep = await loggedIn(site.id, user.email!);
    const res = await call(t.app, 'wl/user/logout', {}, { siteId: site.id, token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${LOGGED_IN_COOKIE}=;`));
    expect(await sessionsOf(user.id)).toBe(1);
    expect((await me(site.id, token)).status).toBe(401);
    // Only that session ends: the user's other device stays logged in.
    expect((await me(site.id, keep)).status).toBe(200);
  });

  it('answers 200 without a token, and again for a session already ended', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const token = await loggedIn(site.id, user.email!);
    expect((await call(t.app, 'wl/user/logout', {}, { siteId: site.id })).status).toBe(200);
    expect(await sessionsOf(user.id)).toBe(1);
    await call(t.app, 'wl/user/logout', {}, { siteId: site.id, token });
    expect((await call(t.app, 'wl/user/logout', {}, { siteId: site.id, token })).status).toBe(200);
  });
});

describe('POST wl/user/forgetPassword', () => {
  it('sends a link that replaces the password and ends every session', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const token = await loggedIn(site.id, user.email!);
    await call(t.app, 'wl/user/forgetPassword', { email: user.email }, { siteId: site.id });
    const link = await tokenMailedTo(site.id, user.email!, '/generate_password?token=');
    const res = await call(
      t.app,
      'wl/user/generatePassword',
      { token: link, password: 'Brand@New1' },
      { siteId: site.id },
    );
    expect(res.status).toBe(200);
    expect(await sessionsOf(user.id)).toBe(0);
    expect((await me(site.id, token)).status).toBe(401);
    expect((await login(site.id, user.email!, DEFAULT_TEST_PASSWORD)).status).toBe(401);
    expect((await login(site.id, user.email!, 'Brand@New1')).status).toBe(200);
  });

  it('refuses a too-short new password without using up the link', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    await call(t.app, 'wl/user/forgetPassword', { email: user.email }, { siteId: site.id });
    const link = await tokenMailedTo(site.id, user.email!, '/generate_password?token=');
    const short = await call(
      t.app,
      'wl/user/generatePassword',
      { token: link, password: 'short' },
      { siteId: site.id },
    );
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe(OWN_MSG.passwordTooShort);
    const ok = await call(
      t.app,
      'wl/user/generatePassword',
      { token: link, password: 'Long@Enough1' },
      { siteId: site.id },
    );
    expect(ok.status).toBe(200);
  });
});

describe('POST wl/user/updatePassword', () => {
  const updatePassword = (siteId: string, token: string, body: Record<string, unknown>) =>
    call(t.app, 'wl/user/updatePassword', body, { siteId, token });

  it('answers 400 under oldPassword for a wrong old password and changes nothing', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const token = await loggedIn(site.id, user.email!);
    const res = await updatePassword(site.id, token, {
      oldPassword: 'Wrong@1234',
      newPassword: 'Brand@New1',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorMessage: OWN_MSG.wrongOldPassword,
      errors: { oldPassword: OWN_MSG.wrongOldPassword },
    });
    expect((await me(site.id, token)).status).toBe(200);
    expect((await login(site.id, user.email!, DEFAULT_TEST_PASSWORD)).status).toBe(200);
  });

  it('changes the password and ends every session of the user, and only of that user', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const bystander = await createUser(t.db, site.id);
    const token = await loggedIn(site.id, user.email!);
    const otherDevice = await loggedIn(site.id, user.email!);
    const bystanderToken = await loggedIn(site.id, bystander.email!);

    const res = await updatePassword(site.id, token, {
      oldPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'Brand@New1',
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${LOGGED_IN_COOKIE}=;`));
    expect(await sessionsOf(user.id)).toBe(0);
    expect((await me(site.id, token)).status).toBe(401);
    expect((await me(site.id, otherDevice)).status).toBe(401);
    expect((await me(site.id, bystanderToken)).status).toBe(200);

    expect((await login(site.id, user.email!, DEFAULT_TEST_PASSWORD)).status).toBe(401);
    expect((await login(site.id, user.email!, 'Brand@New1')).status).toBe(200);
  });

  it('answers 400 for a too-short new password', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const token = await loggedIn(site.id, user.email!);
    const res = await updatePassword(site.id, token, {
      oldPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.newPassword).toBe(OWN_MSG.passwordTooShort);
    expect((await me(site.id, token)).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const site = await createSite(t.db);
    const res = await call(
      t.app,
      'wl/user/updatePassword',
      { oldPassword: DEFAULT_TEST_PASSWORD, newPassword: 'Brand@New1' },
      { siteId: site.id },
    );
    expect(res.status).toBe(401);
  });
});

describe('Google sign-in', () => {
  const googleSite = () => createSite(t.db, { googleClientId: GOOGLE_CLIENT_ID });

  type Claims = JWTPayload & {
    email?: string;
    email_verified?: boolean;
    given_name?: string;
    family_name?: string;
  };
  function idToken(
    claims: Claims,
    { key = googleKey.privateKey, expires = '1h' }: { key?: GoogleKey; expires?: string | number } = {},
  ) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setIssuer(claims.iss ?? 'https://accounts.google.com')
      .setAudience(claims.aud ?? GOOGLE_CLIENT_ID)
      .setSubject(claims.sub ?? `google-${crypto.randomUUID()}`)
      .setIssuedAt()
      .setExpirationTime(expires)
      .sign(key);
  }

  const signUp = (siteId: string, credential: string, userType?: string) =>
    call(t.app, 'wl/user/googleSignUp', { credential, userType }, { siteId });
  const signIn = (siteId: string, credential: string) =>
    call(t.app, 'wl/user/googleSignIn', { credential }, { siteId });

  it('googleSignUp creates a verified account without a password and starts a session', async () => {
    const site = await googleSite();
    const email = uniqueEmail('google');
    const sub = `google-${crypto.randomUUID()}`;
    const res = await signUp(
      site.id,
      await idToken({ sub, email, given_name: 'Ravi', family_name: 'Kumar' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      email,
      firstName: 'Ravi',
      lastName: 'Kumar',
      userType: 'retail',
      status: 'verified',
      hasPassword: false,
    });
    expect(String(res.headers['set-cookie'])).toContain(`${LOGGED_IN_COOKIE}=1`);
    const user = await userByEmail(site.id, email);
    expect(user).toMatchObject({ googleSubject: sub, passwordHash: null });
    expect((await me(site.id, res.body.data.token)).body.data.users_id).toBe(user!.id);

    const again = await signIn(site.id, await idToken({ sub, email }));
    expect(again.status).toBe(200);
    expect(again.body.data.user.users_id).toBe(user!.id);
    expect(await sessionsOf(user!.id)).toBe(2);
  });

  it('googleSignUp answers 409 when the address already has an account', async () => {
    const site = await googleSite();
    const existing = await createUser(t.db, site.id);
    const res = await signUp(site.id, await idToken({ email: existing.email! }));
    expect(res.status).toBe(409);
    expect(res.body.errors.email).toBe(OWN_MSG.emailTaken);
    expect(await countOf(users, site.id)).toBe(1);
  });

  it('googleSignUp refuses to make staff', async () => {
    const site = await googleSite();
    const res = await signUp(site.id, await idToken({ email: uniqueEmail() }), 'staff');
    expect(res.status).toBe(400);
    expect(await countOf(users, site.id)).toBe(0);
  });

  it('googleSignIn links an existing account with the same address and verifies it', async () => {
    const site = await googleSite();
    const existing = await createUser(t.db, site.id, { status: 'unverified' });
    const sub = `google-${crypto.randomUUID()}`;
    const res = await signIn(site.id, await idToken({ sub, email: existing.email!.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ users_id: existing.id, status: 'verified' });
    expect(await userByEmail(site.id, existing.email!)).toMatchObject({
      googleSubject: sub,
      status: 'verified',
    });
    expect(await countOf(users, site.id)).toBe(1);
  });

  it('googleSignIn answers 401 for an address with no account and creates none', async () => {
    const site = await googleSite();
    const res = await signIn(site.id, await idToken({ email: uniqueEmail() }));
    expect(res.status).toBe(401);
    expect(await countOf(users, site.id)).toBe(0);
  });

  it('googleSignIn refuses a blocked account', async () => {
    const site = await googleSite();
    const existing = await createUser(t.db, site.id, { isBlocked: true });
    const res = await signIn(site.id, await idToken({ email: existing.email! }));
    expect(res.status).toBe(401);
    expect(res.body.errorMessage).toBe(OWN_MSG.accountBlocked);
    expect(await sessionsOf(existing.id)).toBe(0);
  });

  it.each<[string, () => Promise<string>]>([
    [
      'for another audience',
      () => idToken({ email: uniqueEmail(), aud: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['from another issuer', () => idToken({ email: uniqueEmail(), iss: 'https://evil.example.com' })],
    [
      'that has expired',
      () => idToken({ email: uniqueEmail() }, { expires: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['signed by another key', () => idToken({ email: uniqueEmail() }, { key: strangerKey.privateKey })],
    ['whose email is not verified', () => idToken({ email: uniqueEmail(), email_verified: false })],
    ['without an email', () => idToken({})],
    ['that is not a JWT', async () => 'not.a.jwt'],
  ])('refuses a token %s with 400 on sign-up and sign-in, writing nothing', async (_case, makeToken) => {
    const site = await googleSite();
    const credential = await makeToken();
    for (const res of [await signUp(site.id, credential), await signIn(site.id, credential)]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errors: { credential: 'Invalid Google credential' } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await countOf(users, site.id)).toBe(0);
    expect(await countOf(sessions, site.id)).toBe(0);
  });

  it('answers 400 on a site without a Google client id', async () => {
    const site = await createSite(t.db);
    const credential = await idToken({ email: uniqueEmail() });
    for (const res of [await signUp(site.id, credential), await signIn(site.id, credential)]) {
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(await countOf(users, site.id)).toBe(0);
  });
});
