import {
  DOMAIN_MSG,
  MSG,
  OWN_MSG,
  OWNER_LINK_RESENDS_PER_HOUR,
  PLATFORM_MSG,
  type PlatformSiteView,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { newSite, OWNER_PASSWORD, ownerSignsIn } from '../../test/new-sites';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { deliverAccountMails, mailsTo, tokenIn, tokenMailedTo } from '../accounts/account-mails.test-helpers';
import { accountLinks, users } from '../accounts/accounts.schema';
import { auditLog } from '../audit/audit.schema';
import { markupGroups } from '../markup/markup.schema';
import { siteDomains, sites } from './site.schema';

const PLATFORM_OWNER = 'owner@platform.test';

let t: TestApp;
let home: Awaited<ReturnType<typeof createSite>>;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp({ platformAdmins: [PLATFORM_OWNER] });
  home = await createSite(t.db);
  ownerToken = (await signIn(t, home.id, { userType: 'staff', email: PLATFORM_OWNER })).token;
});
afterAll(() => t.close());

const asOwner = (path: string, body: unknown = {}, method: 'GET' | 'POST' = 'POST') =>
  call(t.app, path, body, { siteId: home.id, token: ownerToken, method });

describe('platform sites', () => {
  it('creates a site that answers on its domain, whose owner sets a password and signs in', async () => {
    const input = newSite();
    const res = await asOwner('platform/sites/create', input);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(PLATFORM_MSG.created(input.companyName));
    const created = res.body.data;
    expect(created).toMatchObject({
      companyName: input.companyName,
      shortCode: input.shortCode.toUpperCase(),
      primaryDomain: input.primaryDomain,
      userCount: 1,
    });

    const detected = await call(t.app, 'whitelabel/detetct', { domain: input.primaryDomain });
    expect(detected.status).toBe(200);
    expect(detected.body.data).toMatchObject({ id: created.id, currency: 'INR', timeZone: 'Asia/Kolkata' });
    const [site] = await t.db.select().from(sites).where(eq(sites.id, created.id));
    expect(site!.activeModules.length).toBeGreaterThan(0);
    expect(site!.brandingLabel).toBe(input.companyName);
    const groups = await t.db.select().from(markupGroups).where(eq(markupGroups.siteId, created.id));
    expect(groups.filter((g) => g.isDefault)).toHaveLength(1);

    const ownerEmail = input.ownerEmail.toLowerCase();
    const [owner] = await t.db.select().from(users).where(eq(users.siteId, created.id));
    expect(owner).toMatchObject({
      email: ownerEmail,
      userType: 'staff',
      isSuperAdmin: true,
      passwordHash: null,
    });
    // The new owner runs their own site: its settings, not the platform's sites.
    const ownToken = await ownerSignsIn(t, created.id, ownerEmail);
    const settings = await call(
      t.app,
      'whitelabel/domains',
      {},
      { siteId: created.id, token: ownToken, method: 'GET' },
    );
    expect(settings.body.data.domains).toEqual([{ domain: input.primaryDomain, isPrimary: true }]);
    const sitesList = await call(
      t.app,
      'platform/sites',
      {},
      { siteId: created.id, token: ownToken, method: 'GET' },
    );
    expect(sitesList.status).toBe(403);

    // Audited in the platform owner's log and in the new site's own.
    for (const siteId of [home.id, created.id]) {
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.siteId, siteId));
      expect(entries.map((e) => e.action)).toContain('settings.sites.create');
      expect(entries.find((e) => e.action === 'settings.sites.create')!.actorLabel).toBe(
        'owner@platform.test',
      );
    }
  });

  it('lists every site with its primary domain and number of users', async () => {
    const input = newSite();
    await asOwner('platform/sites/create', input);
    const res = await asOwner('platform/sites', {}, 'GET');
    expect(res.status).toBe(200);
    const listed = res.body.data.sites as { companyName: string; primaryDomain: string; userCount: number }[];
    expect(listed.find((s) => s.companyName === input.companyName)).toMatchObject({
      primaryDomain: input.primaryDomain,
      userCount: 1,
    });
    expect(listed.find((s) => s.primaryDomain === home.domains[0])).toMatchObject({ userCount: 1 });
  });

  it('refuses a taken short code or domain with a field message, writing nothing', async () => {
    const first = newSite();
    expect((await asOwner('platform/sites/create', first)).status).toBe(200);
    const countAll = async () => ({
      sites: (await t.db.select().from(sites)).length,
      domains: (await t.db.select().from(siteDomains)).length,
      users: (await t.db.select().from(users)).length,
      audit: (await t.db.select().from(auditLog)).length,
    });
    const before = await countAll();

    // A double submit: the same form again.
    const again = await asOwner('platform/sites/create', first);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ shortCode: PLATFORM_MSG.shortCodeTaken });

    const sameDomain = await asOwner(
      'platform/sites/create',
      newSite({ primaryDomain: first.primaryDomain }),
    );
    expect(sameDomain.body.errors).toEqual({ primaryDomain: DOMAIN_MSG.taken });
    const aliasOfAnother = await asOwner(
      'platform/sites/create',
      newSite({ primaryDomain: home.domains[0] }),
    );
    expect(aliasOfAnother.body.errors).toEqual({ primaryDomain: DOMAIN_MSG.taken });

    // Two submits at once: one site, one answer of a taken code.
    const twin = newSite();
    const both = await Promise.all([
      asOwner('platform/sites/create', twin),
      asOwner('platform/sites/create', twin),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const after = await countAll();
    expect(after).toEqual({
      sites: before.sites + 1,
      domains: before.domains + 1,
      users: before.users + 1,
      audit: before.audit + 2,
    });
  });

  it('checks every field', async () => {
    const res = await asOwner('platform/sites/create', {
      companyName: ' ',
      shortCode: 'F1',
      primaryDomain: 'http://x',
      ownerFirstName: 'A',
      ownerLastName: 'B',
      ownerEmail: 'not-mail',
      homeCountry: 'XX',
      currency: 'RUP',
      timeZone: 'Mars/Olympus',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      [
        'companyName',
        'currency',
        'homeCountry',
        'ownerEmail',
        'primaryDomain',
        'shortCode',
        'timeZone',
      ].sort(),
    );
  });

  it('refuses a home country that is not a known two-letter code with a 400 under the field, and makes nothing', async () => {
    const before = (await t.db.select().from(sites)).length;
    for (const homeCountry of ['1', 'IND', 'I', '12', 'i n', 'ÄÖ', '', 'ZZ', 'EU', 'UN', 'XK']) {
      const res = await asOwner('platform/sites/create', newSite({ homeCountry }));
      expect(res.status, homeCountry).toBe(400);
      expect(res.body.errors, homeCountry).toEqual({
        homeCountry: homeCountry === '' ? MSG.required : PLATFORM_MSG.country,
      });
    }
    expect((await t.db.select().from(sites)).length).toBe(before);
    // Any case is taken, as an upper-case code.
    const res = await asOwner('platform/sites/create', newSite({ homeCountry: 'ae', currency: 'AED' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses everyone but the platform owner, a site super admin included', async () => {
    const admin = await signIn(t, home.id, { userType: 'staff', isSuperAdmin: true });
    const customer = await signIn(t, home.id, { userType: 'retail' });
    const before = (await t.db.select().from(sites)).length;
    for (const token of [admin.token, customer.token]) {
      const list = await call(t.app, 'platform/sites', {}, { siteId: home.id, token, method: 'GET' });
      expect(list.status).toBe(403);
      const create = await call(t.app, 'platform/sites/create', newSite(), { siteId: home.id, token });
      expect(create.status).toBe(403);
    }
    const access = await call(
      t.app,
      'platform/access',
      {},
      { siteId: home.id, token: admin.token, method: 'GET' },
    );
    expect(access.body.data).toEqual({ isPlatformAdmin: false });
    const mine = await asOwner('platform/access', {}, 'GET');
    expect(mine.body.data).toEqual({ isPlatformAdmin: true });
    expect((await t.db.select().from(sites)).length).toBe(before);
  });
});

describe("a new site's owner gets in (decision 0055)", () => {
  /** A site made from the screen; its row as the platform owner's list shows it, and its owner. */
  async function siteForNewOwner() {
    const input = newSite();
    const created = await asOwner('platform/sites/create', input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const siteId = created.body.data.id as string;
    const row = async () => {
      const listed = (await asOwner('platform/sites', {}, 'GET')).body.data.sites as PlatformSiteView[];
      return listed.find((s) => s.id === siteId)!;
    };
    const email = input.ownerEmail.toLowerCase();
    const onSite = (path: string, body: object) => call(t.app, path, body, { siteId });
    return { input, siteId, email, created: created.body.data as PlatformSiteView, row, onSite };
  }
  const tokenOf = (link: string | null | undefined) => tokenIn(link ?? '', '/generate_password?token=');
  const resend = (siteId: string, token = ownerToken) =>
    call(t.app, 'platform/sites/resendOwnerLink', { siteId }, { siteId: home.id, token });

  it('shows the mailed link on the new site’s domain until the owner signs in, then when they first did', async () => {
    const { input, siteId, email, created, row, onSite } = await siteForNewOwner();
    // The answer to the create call already carries it: the list shows the same.
    expect(created.owner).toMatchObject({ email, name: 'Meera Nair', firstSignedInAt: null });
    const link = created.owner!.setPasswordLink!;
    expect(link).toMatch(new RegExp(`^http://${input.primaryDomain.replaceAll('.', '\\.')}(:\\d+)?/app/`));
    expect((await row()).owner!.setPasswordLink).toBe(link);
    expect(tokenOf(link)).toBe(await tokenMailedTo(t, siteId, email, '/generate_password?token='));
    expect(new Date(created.owner!.linkExpiresAt!).getTime()).toBeGreaterThan(Date.now());
    // Stored sealed beside its hash, never as it is.
    const [stored] = await t.db.select().from(accountLinks).where(eq(accountLinks.siteId, siteId));
    expect(stored!.tokenSealed).toBeTruthy();
    expect(stored!.tokenSealed).not.toContain(tokenOf(link));

    const set = await onSite('wl/user/generatePassword', { token: tokenOf(link), password: OWNER_PASSWORD });
    expect(set.status).toBe(200);
    // Used up: no link to pass on, and still no sign-in, so a new one may be sent.
    expect((await row()).owner).toMatchObject({ setPasswordLink: null, firstSignedInAt: null });

    const login = await onSite('wl/user/login', { email, password: OWNER_PASSWORD, status: 'password' });
    expect(login.status).toBe(200);
    const signedIn = (await row()).owner!;
    expect(signedIn).toMatchObject({ setPasswordLink: null, linkExpiresAt: null });
    expect(signedIn.firstSignedInAt).not.toBeNull();
    // A second sign-in leaves the first one's time.
    await onSite('wl/user/login', { email, password: OWNER_PASSWORD, status: 'password' });
    expect((await row()).owner!.firstSignedInAt).toBe(signedIn.firstSignedInAt);

    const again = await resend(siteId);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, errorMessage: PLATFORM_MSG.ownerSignedIn });
    expect(await mailsTo(t, siteId, email)).toHaveLength(1);
  });

  it('resends a new link that works, the old one no longer does; mailed and audited; a few an hour', async () => {
    const { siteId, email, created, row, onSite } = await siteForNewOwner();
    const first = created.owner!.setPasswordLink!;

    const res = await resend(siteId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(PLATFORM_MSG.linkResent(email));
    const second = res.body.data.owner.setPasswordLink as string;
    expect(second).not.toBe(first);
    expect((await row()).owner!.setPasswordLink).toBe(second);
    const mails = await mailsTo(t, siteId, email);
    expect(mails.map((m) => tokenIn(m.text, '/generate_password?token='))).toEqual([
      tokenOf(first),
      tokenOf(second),
    ]);
    for (const logSite of [home.id, siteId]) {
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.siteId, logSite), eq(auditLog.action, 'settings.sites.resendOwnerLink')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorLabel: PLATFORM_OWNER, targetId: siteId });
    }

    const old = await onSite('wl/user/generatePassword', { token: tokenOf(first), password: OWNER_PASSWORD });
    expect(old.status).toBe(400);
    expect(old.body.errors).toEqual({ token: OWN_MSG.invalidLink });

    // The first resend counted: the rest of the hour's allowance, then 429 with nothing sent.
    for (let i = 1; i < OWNER_LINK_RESENDS_PER_HOUR; i++) expect((await resend(siteId)).status).toBe(200);
    const shownBefore = (await row()).owner!.setPasswordLink;
    const over = await resend(siteId);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, errorMessage: PLATFORM_MSG.tooManyResends });
    expect(await mailsTo(t, siteId, email)).toHaveLength(1 + OWNER_LINK_RESENDS_PER_HOUR);
    expect((await row()).owner!.setPasswordLink).toBe(shownBefore);

    const latest = await onSite('wl/user/generatePassword', {
      token: tokenOf(shownBefore),
      password: OWNER_PASSWORD,
    });
    expect(latest.status).toBe(200);
  });

  it('shows no link once the owner asks for a reset themselves: only the newest link works', async () => {
    const { email, row, onSite } = await siteForNewOwner();
    expect((await onSite('wl/user/forgetPassword', { email })).status).toBe(200);
    await deliverAccountMails(t.app);
    expect((await row()).owner).toMatchObject({ email, setPasswordLink: null, firstSignedInAt: null });
  });

  it('refuses a resend to anyone but the platform owner (403), and for a site without a waiting owner (404)', async () => {
    const { siteId, email } = await siteForNewOwner();
    const admin = await signIn(t, home.id, { userType: 'staff', isSuperAdmin: true });
    const customer = await signIn(t, home.id, { userType: 'retail' });
    for (const token of [admin.token, customer.token]) {
      const res = await resend(siteId, token);
      expect(res.status).toBe(403);
      expect(res.body).not.toHaveProperty('data');
    }
    // The new site's own owner, signed in on their site, is no platform owner either.
    const theirs = await call(
      t.app,
      'platform/sites/resendOwnerLink',
      { siteId },
      { siteId, token: await ownerSignsIn(t, siteId, email) },
    );
    expect(theirs.status).toBe(403);
    expect(await mailsTo(t, siteId, email)).toHaveLength(1);

    // A site the seed made has no owner to send to; nor has an id of no site.
    for (const id of [home.id, crypto.randomUUID()]) {
      const res = await resend(id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, errorMessage: PLATFORM_MSG.noOwner });
    }
    const listed = (await asOwner('platform/sites', {}, 'GET')).body.data.sites as PlatformSiteView[];
    expect(listed.find((s) => s.id === home.id)!.owner).toBeNull();
  });
});
