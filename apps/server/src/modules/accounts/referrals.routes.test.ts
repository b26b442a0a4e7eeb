import { OWN_MSG, type SignupRequest } from '@app/contracts';
import { and, count, eq } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../seed/booking-factories';
import { createSite, createUser, type UserInput } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { outboxEmails } from '../notifications/outbox.schema';
import { deliverAccountMails } from './account-mails.test-helpers';
import { users } from './accounts.schema';

const GOOGLE_CLIENT_ID = 'referrals-test.apps.googleusercontent.com';
const googleKey = await generateKeyPair('RS256');
const googleKeys = createLocalJWKSet({
  keys: [{ ...(await exportJWK(googleKey.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }],
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ googleKeys });
});
afterAll(() => t.close());

const uniqueEmail = (prefix = 'user') => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.test`;
const uniqueCode = () => `R${crypto.randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`;

const userByEmail = async (siteId: string, email: string) =>
  (
    await t.db
      .select()
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.email, email)))
  )[0];
const usersOf = async (siteId: string) =>
  (await t.db.select({ n: count() }).from(users).where(eq(users.siteId, siteId)))[0]!.n;
const mailsOf = async (siteId: string) => {
  await deliverAccountMails(t.app);
  return (await t.db.select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.siteId, siteId)))[0]!.n;
};

/** A site with a user holding a referral code. */
async function referrerSite(input: UserInput = {}) {
  const site = await createSite(t.db, { googleClientId: GOOGLE_CLIENT_ID });
  const code = uniqueCode();
  const referrer = await createUser(t.db, site.id, { referralCode: code, ...input });
  return { site, code, referrer };
}

const signup = (siteId: string, overrides: Partial<SignupRequest> = {}) => {
  const body: SignupRequest = {
    firstName: 'Meera',
    lastName: 'Nair',
    email: uniqueEmail('signup'),
    password: 'Secret@123',
    status: 'password',
    ...overrides,
  };
  return call(t.app, 'wl/user/signup', body, { siteId }).then((res) => ({ res, email: body.email }));
};

describe('POST wl/user/signup with a referral code', () => {
  it('links the newcomer to the owner of the code', async () => {
    const { site, code, referrer } = await referrerSite();
    const { res, email } = await signup(site.id, { referralCode: code });
    expect(res.status).toBe(200);
    expect((await userByEmail(site.id, email))!.referredById).toBe(referrer.id);
  });

  it('matches a code typed in lower case, with spaces around it', async () => {
    const { site, code, referrer } = await referrerSite();
    const { res, email } = await signup(site.id, { referralCode: `  ${code.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect((await userByEmail(site.id, email))!.referredById).toBe(referrer.id);
  });

  it('links nobody when no code, or a blank one, is given', async () => {
    const { site } = await referrerSite();
    for (const referralCode of [undefined, '', '   ']) {
      const { res, email } = await signup(site.id, { referralCode });
      expect(res.status, String(referralCode)).toBe(200);
      expect((await userByEmail(site.id, email))!.referredById).toBeNull();
    }
  });

  it('refuses an unknown code under the referralCode field and creates nothing', async () => {
    const { site } = await referrerSite();
    const before = await usersOf(site.id);
    const { res, email } = await signup(site.id, { referralCode: 'NOSUCHCODE', status: 'emailLink' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      errorMessage: OWN_MSG.referralUnknown,
      errors: { referralCode: OWN_MSG.referralUnknown },
    });
    expect(await userByEmail(site.id, email)).toBeUndefined();
    expect(await usersOf(site.id)).toBe(before);
    expect(await mailsOf(site.id)).toBe(0);
  });

  it("treats another site's code as unknown", async () => {
    const other = await referrerSite();
    const site = await createSite(t.db);
    const { res, email } = await signup(site.id, { referralCode: other.code });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ referralCode: OWN_MSG.referralUnknown });
    expect(await userByEmail(site.id, email)).toBeUndefined();
  });

  it('never lets the owner of a code refer themselves: their e-mail already has an account', async () => {
    const { site, code, referrer } = await referrerSite();
    const { res } = await signup(site.id, { email: referrer.email!, referralCode: code });
    // The same answer as a new address gets (an existing account must not show); nothing changes.
    expect(res.status).toBe(200);
    expect(await usersOf(site.id)).toBe(1);
    expect((await userByEmail(site.id, referrer.email!))!.referredById).toBeNull();
  });
});

describe('POST wl/user/googleSignUp with a referral code', () => {
  const idToken = (email: string) =>
    new SignJWT({ email, email_verified: true, given_name: 'Ravi', family_name: 'Kumar' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(GOOGLE_CLIENT_ID)
      .setSubject(`google-${crypto.randomUUID()}`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(googleKey.privateKey);
  const googleSignUp = async (siteId: string, email: string, referralCode?: string) =>
    call(t.app, 'wl/user/googleSignUp', { credential: await idToken(email), referralCode }, { siteId });

  it('links the new Google account to the referrer, and refuses an unknown code', async () => {
    const { site, code, referrer } = await referrerSite();
    const email = uniqueEmail('google');
    expect((await googleSignUp(site.id, email, code.toLowerCase())).status).toBe(200);
    expect((await userByEmail(site.id, email))!.referredById).toBe(referrer.id);

    const stranger = uniqueEmail('google');
    const res = await googleSignUp(site.id, stranger, 'NOSUCHCODE');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ referralCode: OWN_MSG.referralUnknown });
    expect(await userByEmail(site.id, stranger)).toBeUndefined();
  });
});

describe('POST wl/user/getMyReferrals', () => {
  it('is for signed-in users only', async () => {
    const site = await createSite(t.db);
    expect((await call(t.app, 'wl/user/getMyReferrals', {}, { siteId: site.id })).status).toBe(401);
  });

  it("answers the caller's own referrals, newest first, without anything to reach them by", async () => {
    const { site, referrer } = await referrerSite();
    const { user: me, token } = await signIn(t, site.id, { referralCode: uniqueCode() });
    const day = (d: number) => new Date(Date.UTC(2026, 2, d, 6));
    const meera = await createUser(t.db, site.id, {
      firstName: 'Meera',
      lastName: 'nair',
      referredById: me.id,
      createdAt: day(1),
      phone: { phoneNumber: '9123400001', phoneCountryCode: '+91' },
    });
    await createUser(t.db, site.id, {
      firstName: 'Kiran',
      lastName: null,
      referredById: me.id,
      createdAt: day(5),
    });
    const failed = await createUser(t.db, site.id, {
      firstName: 'Dev',
      lastName: 'Shah',
      referredById: me.id,
      createdAt: day(3),
    });
    await createBooking(t.db, site.id, meera.id, { status: 'ticketed' });
    // A failed attempt is no booking.
    await createBooking(t.db, site.id, failed.id, { status: 'failed' });
    // Someone else's referral, and a user of another site pointing at me: neither is mine to see.
    await createUser(t.db, site.id, { firstName: 'Other', referredById: referrer.id });
    const elsewhere = await createSite(t.db);
    await createUser(t.db, elsewhere.id, { firstName: 'Far', referredById: me.id });

    const res = await call(t.app, 'wl/user/getMyReferrals', { page: 1 }, { siteId: site.id, token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      records: [
        { name: 'Kiran', joinedAt: day(5).toISOString(), hasBooked: false },
        { name: 'Dev S.', joinedAt: day(3).toISOString(), hasBooked: false },
        { name: 'Meera N.', joinedAt: day(1).toISOString(), hasBooked: true },
      ],
      totalRecords: 3,
      booked: 1,
      totalPages: 1,
      currentPage: 1,
    });
    const text = JSON.stringify(res.body);
    for (const secret of [meera.email!, '9123400001', 'nair', 'Shah', meera.id]) {
      expect(text).not.toContain(secret);
    }
  });

  it('pages 20 at a time, and a user who referred nobody gets an empty list', async () => {
    const site = await createSite(t.db);
    const { user, token } = await signIn(t, site.id);
    for (let i = 0; i < 21; i++) {
      await createUser(t.db, site.id, {
        firstName: `P${i}`,
        referredById: user.id,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    const page2 = await call(t.app, 'wl/user/getMyReferrals', { page: 2 }, { siteId: site.id, token });
    expect(page2.body.data).toMatchObject({ totalRecords: 21, totalPages: 2, currentPage: 2 });
    expect(page2.body.data.records.map((r: { name: string }) => r.name)).toEqual(['P0 U.']);

    const nobody = await signIn(t, site.id, { referralCode: null });
    const empty = await call(t.app, 'wl/user/getMyReferrals', {}, { siteId: site.id, token: nobody.token });
    expect(empty.body.data).toEqual({
      records: [],
      totalRecords: 0,
      booked: 0,
      totalPages: 1,
      currentPage: 1,
    });
  });
});
