import { DOMAIN_MSG, type NewSiteRequest, PLATFORM_MSG } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { tokenMailedTo } from '../accounts/account-mails.test-helpers';
import { users } from '../accounts/accounts.schema';
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

const unique = () => crypto.randomUUID().slice(0, 6);
/** A short code nobody has: six letters from a random number. */
const freshCode = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(65 + (b % 26))).join('');

const newSite = (over: Partial<NewSiteRequest> = {}): NewSiteRequest => ({
  companyName: `Skyline Trips ${unique()}`,
  shortCode: freshCode().toLowerCase(),
  primaryDomain: `skyline-${unique()}.example.test`,
  ownerFirstName: 'Meera',
  ownerLastName: 'Nair',
  ownerEmail: `meera-${unique()}@skyline.test`,
  homeCountry: 'IN',
  currency: 'INR',
  timeZone: 'Asia/Kolkata',
  ...over,
});

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
    const token = await tokenMailedTo(t.db, created.id, ownerEmail, '/generate_password?token=');
    const set = await call(
      t.app,
      'wl/user/generatePassword',
      { token, password: 'Skyline@123' },
      { siteId: created.id },
    );
    expect(set.status).toBe(200);
    const login = await call(
      t.app,
      'wl/user/login',
      { email: ownerEmail, password: 'Skyline@123', status: 'password' },
      { siteId: created.id },
    );
    expect(login.status).toBe(200);
    // The new owner runs their own site: its settings, not the platform's sites.
    const ownToken = login.body.data.token as string;
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
