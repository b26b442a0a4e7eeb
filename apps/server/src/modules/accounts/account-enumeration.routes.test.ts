import { OWN_MSG, type SignupRequest } from '@app/contracts';
import * as argon2 from '@node-rs/argon2';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_SCHEMA } from '../../commerce/jobs/job-queue';
import { createSite, createUser, DEFAULT_TEST_PASSWORD } from '../../seed/factories';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_MAIL_JOB, type AccountMailJob } from './account-mail-jobs';
import { mailsTo, outboxTo, tokenIn, uniqueEmail } from './account-mails.test-helpers';
import * as accountQueries from './accounts.queries';
import { accountLinks, legalEntities, users } from './accounts.schema';

/**
 * Whether an address has an account must not show in any answer: sign-up, forgot-password and login
 * answer alike for both and do the same work on the request path (decision 0050): the calls that
 * mail only queue a job carrying the address, which finds the account when it runs; only the mail,
 * read by the address's owner, tells them apart. (The timing is measured in bench/enumeration.bench.ts.)
 */

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify), hash: vi.fn(real.hash) };
});
const argon2Calls = () =>
  vi.mocked(argon2.verify).mock.calls.length + vi.mocked(argon2.hash).mock.calls.length;

// Every account query is counted: the request path of a call that mails must run the same ones.
vi.mock('./accounts.queries', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(real).map(([name, value]) => [
      name,
      typeof value === 'function' ? vi.fn(value as (...args: unknown[]) => unknown) : value,
    ]),
  );
});
const accountQueryCalls = () =>
  Object.entries(accountQueries).flatMap(([name, value]) =>
    vi.isMockFunction(value) ? value.mock.calls.map(() => name) : [],
  );

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginLimits: { perAccountAndAddress: 1000, perAccount: 1000, perAddress: 1000, windowSeconds: 900 },
    passwordResetLimits: { perAccount: 100, perAddress: 1000, windowSeconds: 3600 },
  });
});
afterAll(() => t.close());

const usersOf = async (siteId: string) =>
  (await t.db.select({ n: count() }).from(users).where(eq(users.siteId, siteId)))[0]!.n;
const companiesOf = async (siteId: string) =>
  (await t.db.select({ n: count() }).from(legalEntities).where(eq(legalEntities.siteId, siteId)))[0]!.n;

const signupBody = (body: Partial<SignupRequest>) => ({
  firstName: 'Meera',
  lastName: 'Nair',
  password: 'Secret@123',
  status: 'password',
  ...body,
});
const signup = (siteId: string, body: Partial<SignupRequest>) =>
  call(t.app, 'wl/user/signup', signupBody(body), { siteId });

/** The account-mail jobs queued for an address: what they carry besides the address and request. */
async function jobsFor(email: string) {
  const { rows } = await t.db.execute<{ data: AccountMailJob }>(
    sql`select data from ${sql.identifier(JOB_SCHEMA)}.job
      where name = ${ACCOUNT_MAIL_JOB} and data->>'email' = ${email}`,
  );
  return rows.map(({ data: { email: _email, requestId: _request, ...rest } }) => rest);
}

/** What a call did before it answered: its answer, the account queries it ran, the jobs it queued, the mails and links it wrote. */
async function requestPath(siteId: string, email: string, path: string, body: object) {
  const queriesBefore = accountQueryCalls().length;
  const res = await call(t.app, path, body, { siteId });
  const links = await t.db.select({ n: count() }).from(accountLinks).where(eq(accountLinks.siteId, siteId));
  return {
    answer: { status: res.status, body: res.body },
    queries: accountQueryCalls().slice(queriesBefore),
    jobs: await jobsFor(email),
    mails: (await outboxTo(t.db, siteId, email)).length,
    links: links[0]!.n,
  };
}

describe('the calls that mail, on the request path', () => {
  it.each([
    ['login by e-mailed link', 'wl/user/login', (email: string) => ({ email, status: 'emailLink' })],
    ['forgot-password', 'wl/user/forgetPassword', (email: string) => ({ email })],
  ])(
    '%s: the same answer after the same work, one job carrying the address, nothing mailed or linked yet',
    async (_call, path, body) => {
      const site = await createSite(t.db);
      const owner = await createUser(t.db, site.id);
      const nobody = uniqueEmail('nobody');
      const known = await requestPath(site.id, owner.email!, path, body(owner.email!));
      const unknown = await requestPath(site.id, nobody, path, body(nobody));
      expect(known).toEqual(unknown);
      // No account is looked up to answer; the job alone finds out.
      expect(known.queries).toEqual([]);
      expect(known.jobs).toHaveLength(1);
      expect(known).toMatchObject({ mails: 0, links: 0 });
      // When the job runs, the owner's mail goes (with its link).
      expect(await mailsTo(t, site.id, owner.email!)).toHaveLength(1);
    },
  );

  it.each([
    ['a password', { status: 'password' }],
    ['an e-mailed link', { status: 'emailLink', password: undefined }],
  ] as const)(
    'sign-up with %s: the same answer after the same work, one job that alone knows whether the account was new',
    async (_case, how) => {
      const site = await createSite(t.db);
      const owner = await createUser(t.db, site.id);
      const fresh = uniqueEmail('fresh');
      const taken = await requestPath(
        site.id,
        owner.email!,
        'wl/user/signup',
        signupBody({ ...how, email: owner.email! }),
      );
      const created = await requestPath(
        site.id,
        fresh,
        'wl/user/signup',
        signupBody({ ...how, email: fresh }),
      );
      expect(taken.answer).toEqual(created.answer);
      expect(taken.queries).toEqual(created.queries);
      expect(taken).toMatchObject({ mails: 0, links: 0 });
      expect(created).toMatchObject({ mails: 0, links: 0 });
      const job = { purpose: 'signup', withPassword: how.status === 'password' };
      expect(taken.jobs).toEqual([expect.objectContaining({ ...job, created: false })]);
      expect(created.jobs).toEqual([expect.objectContaining({ ...job, created: true })]);
    },
  );
});

describe('sign-up with an address that has an account', () => {
  it.each([
    ['a password', { status: 'password' }],
    ['an e-mailed link', { status: 'emailLink', password: undefined }],
  ] as const)(
    'answers exactly as for a new address (with %s), changes nothing, and mails the owner',
    async (_case, how) => {
      const site = await createSite(t.db);
      const owner = await createUser(t.db, site.id);
      const fresh = { email: uniqueEmail('fresh') };
      const created = await signup(site.id, { ...how, email: fresh.email });
      const taken = await signup(site.id, {
        ...how,
        email: owner.email!.toUpperCase(),
        userType: 'travelAgent',
        companyName: 'Dup Co',
      });
      expect(created.status).toBe(200);
      expect(taken.status).toBe(created.status);
      expect(taken.body).toEqual(created.body);
      expect(taken.body).toEqual({
        success: true,
        message: how.status === 'password' ? OWN_MSG.accountCreated : OWN_MSG.loginLinkSent,
      });

      // Nothing of the stranger's is written: no second account, no company, the password unchanged.
      expect(await usersOf(site.id)).toBe(2);
      expect(await companiesOf(site.id)).toBe(0);
      const [after] = await t.db.select().from(users).where(eq(users.id, owner.id));
      expect(after!.passwordHash).toBe(owner.passwordHash);

      // Each address got one mail: the newcomer theirs, the owner a note of the attempt.
      expect(await mailsTo(t, site.id, fresh.email)).toHaveLength(1);
      const [mail, ...more] = await mailsTo(t, site.id, owner.email!);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe(`Someone tried to sign up with your email - ${site.brandingLabel}`);
      expect(mail!.text).toContain('you already have one');
      expect(mail!.text).toContain(`https://${site.domains[0]}/app/login`);
      expect(mail!.text).toContain('Forgot password?');
      expect(tokenIn(mail!.text, '/generate_password?token=')).toBeUndefined();
      // A sign-up that asked for a link brings the owner a one-time login link of their own.
      const sessionId = tokenIn(mail!.text, '/login?sessionId=');
      if (how.status === 'password') return expect(sessionId).toBeUndefined();
      const viaLink = await call(t.app, 'wl/user/loginBySessionId', { sessionId }, { siteId: site.id });
      expect(viaLink.status).toBe(200);
      expect(viaLink.body.data.user.users_id).toBe(owner.id);
    },
  );

  it('hashes the password either way, so the answer takes as long', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    let before = argon2Calls();
    await signup(site.id, { email: uniqueEmail('fresh') });
    expect(argon2Calls() - before).toBe(1);
    before = argon2Calls();
    await signup(site.id, { email: owner.email! });
    expect(argon2Calls() - before).toBe(1);
  });

  it('still refuses an unknown referral code first, whether or not the address has an account', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const fresh = await signup(site.id, { email: uniqueEmail('fresh'), referralCode: 'NOSUCH1' });
    const taken = await signup(site.id, { email: owner.email!, referralCode: 'NOSUCH1' });
    expect(fresh.status).toBe(400);
    expect(taken.body).toEqual(fresh.body);
    expect(await mailsTo(t, site.id, owner.email!)).toHaveLength(0);
  });

  it('answers every racing sign-up with one e-mail alike: one account, the owner mailed for each other one', async () => {
    const site = await createSite(t.db);
    const email = uniqueEmail('race');
    // Eight at once: on PostgreSQL some reach the insert together and lose on the unique index.
    const results = await Promise.all(Array.from({ length: 8 }, () => signup(site.id, { email })));
    for (const r of results) expect(r).toMatchObject({ status: 200, body: results[0]!.body });
    expect(await usersOf(site.id)).toBe(1);
    const subjects = (await mailsTo(t, site.id, email)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      ...Array(7).fill(`Someone tried to sign up with your email - ${site.brandingLabel}`),
      `Your account is ready - ${site.brandingLabel}`,
    ]);
  });
});

describe('forgot-password', () => {
  const forget = (siteId: string, email: string) =>
    call(t.app, 'wl/user/forgetPassword', { email }, { siteId });

  it('answers alike for an account, an unknown address and a blocked account, and queues one mail to each', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const blocked = await createUser(t.db, site.id, { isBlocked: true });
    const unknown = uniqueEmail('unknown');
    const answers = [
      await forget(site.id, owner.email!),
      await forget(site.id, unknown),
      await forget(site.id, blocked.email!),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: OWN_MSG.forgetPasswordSent });
    }

    const [reset, ...moreReset] = await mailsTo(t, site.id, owner.email!);
    expect(moreReset).toHaveLength(0);
    expect(reset!.subject).toBe(`Reset your password - ${site.brandingLabel}`);
    expect(tokenIn(reset!.text, '/generate_password?token=')).toBeDefined();

    const [none, ...moreNone] = await mailsTo(t, site.id, unknown);
    expect(moreNone).toHaveLength(0);
    expect(none!.subject).toBe(reset!.subject);
    expect(none!.text).toContain('no account uses it');
    expect(none!.text).toContain(`https://${site.domains[0]}/app/signup`);
    expect(tokenIn(none!.text, '/generate_password?token=')).toBeUndefined();

    const [refused, ...moreRefused] = await mailsTo(t, site.id, blocked.email!);
    expect(moreRefused).toHaveLength(0);
    expect(refused!.text).toContain('the account is blocked');
    expect(tokenIn(refused!.text, '/generate_password?token=')).toBeUndefined();
  });
});

describe('login', () => {
  it('runs one Argon2 check for an unknown address and for an account without a password, as for a wrong one', async () => {
    const site = await createSite(t.db);
    const owner = await createUser(t.db, site.id);
    const linkOnly = await createUser(t.db, site.id, { password: null });
    for (const email of [owner.email!, uniqueEmail('nobody'), linkOnly.email!]) {
      const before = vi.mocked(argon2.verify).mock.calls.length;
      const res = await call(
        t.app,
        'wl/user/login',
        { email, password: 'Wrong@1234', status: 'password' },
        { siteId: site.id },
      );
      expect(res.body).toEqual({ success: false, errorMessage: OWN_MSG.invalidCredentials });
      expect(vi.mocked(argon2.verify).mock.calls.length - before).toBe(1);
    }
    // The stand-in hash never lets anyone in, whatever they type.
    const res = await call(
      t.app,
      'wl/user/login',
      { email: linkOnly.email, password: DEFAULT_TEST_PASSWORD, status: 'password' },
      { siteId: site.id },
    );
    expect(res.status).toBe(401);
  });
});
