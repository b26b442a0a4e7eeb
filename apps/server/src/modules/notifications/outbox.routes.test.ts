import { OWN_MSG } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, createUser, type UserInput } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { deliverAccountMails } from '../accounts/account-mails.test-helpers';

const PAGE_SIZE = 20;

const PLATFORM_OWNER = 'owner@platform.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ platformAdmins: [PLATFORM_OWNER] });
});
afterAll(() => t.close());

/** A user of the site, logged in over HTTP; `outbox` reads the outbox as them. */
async function signedIn(siteId: string, input: UserInput = {}) {
  const { user, token } = await signIn(t, siteId, input);
  return {
    user,
    outbox: (query: Record<string, string> = {}) =>
      call(t.app, 'notifications/getOutbox', query, { siteId, token, method: 'GET' }),
  };
}

/** A reset mail on the site, sent the way a visitor causes one. */
async function mailResetLink(siteId: string, email: string) {
  const res = await call(t.app, 'wl/user/forgetPassword', { email }, { siteId });
  expect(res.status).toBe(200);
  await deliverAccountMails(t.app);
}

describe('GET notifications/getOutbox', () => {
  it("lists this site's mails only, newest first", async () => {
    const site = await createSite(t.db);
    const other = await createSite(t.db);
    const first = await createUser(t.db, site.id);
    const second = await createUser(t.db, site.id);
    const elsewhere = await createUser(t.db, other.id);
    await mailResetLink(site.id, first.email!);
    await mailResetLink(other.id, elsewhere.email!);
    await mailResetLink(site.id, second.email!);

    const staff = await signedIn(site.id, { userType: 'staff' });
    const res = await staff.outbox({ page: '1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRecords: 2, totalPages: 1, currentPage: 1 });
    expect(res.body.data.records.map((m: { to: string }) => m.to)).toEqual([second.email, first.email]);
    for (const mail of res.body.data.records) {
      expect(mail).toMatchObject({ transport: 'outbox', error: null });
      expect(mail.subject).toContain('Reset your password');
      expect(mail.sentAt).not.toBeNull();
    }

    const otherStaff = await signedIn(other.id, { userType: 'staff' });
    const theirs = await otherStaff.outbox();
    expect(theirs.body.data.totalRecords).toBe(1);
    expect(theirs.body.data.records[0].to).toBe(elsewhere.email);
  });

  it('answers an empty first page for a site without mail', async () => {
    const site = await createSite(t.db);
    const staff = await signedIn(site.id, { userType: 'staff' });
    const res = await staff.outbox();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { records: [], totalRecords: 0, totalPages: 1, currentPage: 1, totalIsCapped: false },
    });
  });

  it(`pages by ${PAGE_SIZE}, every mail on exactly one page`, async () => {
    const site = await createSite(t.db);
    // One address each: an address gets at most 3 reset mails an hour. Addresses without an account get one too.
    for (let i = 0; i < PAGE_SIZE + 1; i++) await mailResetLink(site.id, `reader-${i}@example.test`);
    const staff = await signedIn(site.id, { userType: 'staff' });

    const page1 = await staff.outbox();
    const page2 = await staff.outbox({ page: '2' });
    const page3 = await staff.outbox({ page: '3' });
    expect(page1.body.data).toMatchObject({ totalRecords: PAGE_SIZE + 1, totalPages: 2, currentPage: 1 });
    expect(page2.body.data).toMatchObject({ totalRecords: PAGE_SIZE + 1, totalPages: 2, currentPage: 2 });
    expect(page3.body.data).toMatchObject({ records: [], currentPage: 3 });
    expect(page1.body.data.records).toHaveLength(PAGE_SIZE);
    expect(page2.body.data.records).toHaveLength(1);
    const ids = [...page1.body.data.records, ...page2.body.data.records].map((m: { id: string }) => m.id);
    expect(new Set(ids).size).toBe(PAGE_SIZE + 1);
  });

  it.each(['retail', 'travelAgent', 'corporate'] as const)('answers 403 to a %s user', async (userType) => {
    const site = await createSite(t.db);
    const user = await signedIn(site.id, { userType, companyName: userType === 'retail' ? undefined : 'Co' });
    const res = await user.outbox();
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, errorMessage: OWN_MSG.forbidden });
    expect(res.body).not.toHaveProperty('data');
  });

  it('answers 401 without a session', async () => {
    const site = await createSite(t.db);
    const res = await call(t.app, 'notifications/getOutbox', {}, { siteId: site.id, method: 'GET' });
    expect(res.status).toBe(401);
  });

  it.each([
    ['abc', OWN_MSG.notANumber],
    ['0', undefined],
    ['-1', undefined],
    ['10001', undefined],
  ])('answers 400 under page for page=%s', async (page, message) => {
    const site = await createSite(t.db);
    const staff = await signedIn(site.id, { userType: 'staff' });
    const res = await staff.outbox({ page });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors.page).toEqual(message ?? expect.any(String));
  });
});

describe('one-time links in the outbox', () => {
  it('are whole for super admins and masked for other staff', async () => {
    const site = await createSite(t.db);
    const customer = await createUser(t.db, site.id);
    await mailResetLink(site.id, customer.email!);

    const admin = await signedIn(site.id, { userType: 'staff', isSuperAdmin: true });
    const [whole] = (await admin.outbox()).body.data.records;
    expect(whole.text).toMatch(/generate_password\?token=[A-Za-z0-9_-]{20,}/);
    expect(whole.html).toMatch(/token=[A-Za-z0-9_-]{20,}/);

    const staff = await signedIn(site.id, { userType: 'staff' });
    const [masked] = (await staff.outbox()).body.data.records;
    expect(masked.text).toContain('generate_password?token=••••••');
    expect(masked.text).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    expect(masked.html).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
  });
});

describe('GET platform/outbox (decision 0055)', () => {
  type Mail = { to: string; siteId: string; companyName: string; text: string };
  const platformOutbox = (siteId: string, token: string, query: Record<string, string> = {}) =>
    call(t.app, 'platform/outbox', query, { siteId, token, method: 'GET' });

  it("reads any site's mail, links whole, or every site's with the site named", async () => {
    const home = await createSite(t.db);
    const other = await createSite(t.db);
    const customer = await createUser(t.db, other.id);
    await mailResetLink(other.id, customer.email!);
    await mailResetLink(home.id, 'nobody@example.test');
    const { token } = await signIn(t, home.id, { userType: 'staff', email: PLATFORM_OWNER });

    const theirs = await platformOutbox(home.id, token, { siteId: other.id });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    expect(theirs.body.data).toMatchObject({ totalRecords: 1, totalPages: 1, currentPage: 1 });
    const [mail] = theirs.body.data.records as Mail[];
    expect(mail).toMatchObject({ to: customer.email, siteId: other.id, companyName: other.companyName });
    expect(mail!.text).toMatch(/generate_password\?token=[A-Za-z0-9_-]{20,}/);

    const all = await platformOutbox(home.id, token);
    const records = all.body.data.records as Mail[];
    expect(all.body.data.totalRecords).toBeGreaterThanOrEqual(2);
    expect(records.find((m) => m.siteId === home.id)).toMatchObject({ companyName: home.companyName });
    expect(records.find((m) => m.siteId === other.id)).toMatchObject({ to: customer.email });
  });

  it("refuses everyone else, a site's super admin included; a site's staff read only their own site's", async () => {
    const site = await createSite(t.db);
    const other = await createSite(t.db);
    const customer = await createUser(t.db, other.id);
    await mailResetLink(other.id, customer.email!);
    for (const input of [{ userType: 'staff', isSuperAdmin: true }, { userType: 'staff' }, {}] as const) {
      const { token } = await signIn(t, site.id, input);
      const res = await platformOutbox(site.id, token, { siteId: other.id });
      expect(res.status).toBe(403);
      expect(res.body).not.toHaveProperty('data');
    }
    // Naming another site on the site's own call changes nothing: it answers for the caller's site.
    const admin = await signedIn(site.id, { userType: 'staff', isSuperAdmin: true });
    const own = await admin.outbox({ siteId: other.id });
    expect(own.status).toBe(200);
    expect(own.body.data.totalRecords).toBe(0);
    // Nor does a session of one site open another's outbox.
    const { token } = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
    const crossed = await call(
      t.app,
      'notifications/getOutbox',
      {},
      { siteId: other.id, token, method: 'GET' },
    );
    expect(crossed.status).toBe(401);
  });
});
