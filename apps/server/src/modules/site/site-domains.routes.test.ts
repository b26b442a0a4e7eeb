import { DOMAIN_MSG, RBAC_MSG } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLinkBase } from '../../platform/link-base';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { siteDomains } from './site.schema';

// The request cache on, as in production: a change must be forgotten, not merely waited out.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ requestCacheSeconds: 30 });
});
afterAll(() => t.close());

const unique = () => crypto.randomUUID().slice(0, 8);

async function owner() {
  const domain = `shop-${unique()}.test`;
  const site = await createSite(t.db, { domains: [domain] });
  const admin = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
  const as = (path: string, body: unknown = {}, method: 'GET' | 'POST' = 'POST') =>
    call(t.app, path, body, { siteId: site.id, token: admin.token, method });
  return { site, domain, as };
}

const detect = (domain: string) => call(t.app, 'whitelabel/detetct', { domain });
const actionsOf = async (siteId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.siteId, siteId))).map((e) => e.action).sort();

describe('site domains', () => {
  it('lists the domains, the primary first', async () => {
    const site = await createSite(t.db, { domains: [`b-${unique()}.test`, `a-${unique()}.test`] });
    const admin = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
    const res = await call(
      t.app,
      'whitelabel/domains',
      {},
      { siteId: site.id, token: admin.token, method: 'GET' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.domains).toEqual([
      { domain: site.domains[0], isPrimary: true },
      { domain: site.domains[1], isPrimary: false },
    ]);
  });

  it('adds an alias that answers at once, and removes it so it stops answering', async () => {
    const { site, domain, as } = await owner();
    const alias = `new-${unique()}.example.test`;
    // Asked before it exists: the miss must not be remembered.
    expect((await detect(alias)).status).toBe(404);
    // The site itself is cached now, by its primary.
    expect((await detect(domain)).status).toBe(200);

    const added = await as('whitelabel/domains/add', { domain: `  ${alias.toUpperCase()}. ` });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Setting saved successfully');
    expect(added.body.data.domains).toEqual([
      { domain, isPrimary: true },
      { domain: alias, isPrimary: false },
    ]);
    const found = await detect(alias);
    expect(found.status).toBe(200);
    expect(found.body.data.id).toBe(site.id);

    const removed = await as('whitelabel/domains/remove', { domain: alias });
    expect(removed.status).toBe(200);
    expect(removed.body.data.domains).toEqual([{ domain, isPrimary: true }]);
    expect((await detect(alias)).status).toBe(404);
    expect(await actionsOf(site.id)).toEqual(['settings.domain.add', 'settings.domain.remove']);
  });

  it('stores an international name in its ASCII form', async () => {
    const { as } = await owner();
    const res = await as('whitelabel/domains/add', { domain: `bücher-${unique()}.example.test` });
    expect(res.status).toBe(200);
    expect(res.body.data.domains[1].domain).toMatch(/^xn--bcher-.*\.example\.test$/);
  });

  it('refuses what is not a domain name, with a field message, and writes nothing', async () => {
    const { site, as } = await owner();
    for (const domain of [
      'https://shop.test',
      'shop.test/path',
      'shop.test:8080',
      'localhost',
      '10.0.0.1',
      '-bad.test',
      'a..b.test',
      `${'a'.repeat(64)}.test`,
      `${'abc.'.repeat(64)}test`,
    ]) {
      const res = await as('whitelabel/domains/add', { domain });
      expect(res.status, domain).toBe(400);
      expect(res.body.errors?.domain, domain).toMatch(/domain name/);
    }
    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.siteId, site.id))).toHaveLength(1);
    expect(await actionsOf(site.id)).toEqual([]);
  });

  it("refuses another site's domain, and one the site already has", async () => {
    const other = await createSite(t.db);
    const { site, domain, as } = await owner();
    const taken = await as('whitelabel/domains/add', { domain: other.domains[0] });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ domain: DOMAIN_MSG.taken });
    const ours = await as('whitelabel/domains/add', { domain });
    expect(ours.body.errors).toEqual({ domain: DOMAIN_MSG.alreadyOurs });
    // Nor can it remove or take over the other site's domain.
    const removeOther = await as('whitelabel/domains/remove', { domain: other.domains[0] });
    expect(removeOther.body.errors).toEqual({ domain: DOMAIN_MSG.notOurs });
    const primaryOther = await as('whitelabel/domains/makePrimary', { domain: other.domains[0] });
    expect(primaryOther.body.errors).toEqual({ domain: DOMAIN_MSG.notOurs });
    expect((await detect(other.domains[0]!)).body.data.id).toBe(other.id);
    expect(await actionsOf(site.id)).toEqual([]);
  });

  it('never removes the primary, so never the last domain', async () => {
    const { domain, as } = await owner();
    const res = await as('whitelabel/domains/remove', { domain });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ domain: DOMAIN_MSG.primaryStays });
    expect((await detect(domain)).status).toBe(200);
  });

  it('makes another domain primary: exactly one, used for links when the host is not the site’s', async () => {
    const { site, domain, as } = await owner();
    const alias = `www-${unique()}.test`;
    await as('whitelabel/domains/add', { domain: alias });
    const res = await as('whitelabel/domains/makePrimary', { domain: alias });
    expect(res.status).toBe(200);
    expect(res.body.data.domains).toEqual([
      { domain: alias, isPrimary: true },
      { domain, isPrimary: false },
    ]);
    const primaries = await t.db
      .select()
      .from(siteDomains)
      .where(and(eq(siteDomains.siteId, site.id), eq(siteDomains.isPrimary, true)));
    expect(primaries.map((d) => d.domain)).toEqual([alias]);
    // The old primary is an alias now, and may go.
    expect((await as('whitelabel/domains/remove', { domain })).status).toBe(200);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site.id), eq(auditLog.action, 'settings.domain.primary')));
    expect(entry!.before).toEqual({ primaryDomain: domain });
    expect(entry!.after).toEqual({ primaryDomain: alias });

    const request = { headers: { host: 'forged.example' }, protocol: 'https', site } as never;
    expect(await appLinkBase(t.db, request)).toBe(`https://${alias}/app`);
  });

  it('refuses staff without settings.site, and customers', async () => {
    const { site, domain } = await owner();
    const group = await createPermissionGroup(t.db, site.id, { permissions: ['dashboard.view'] });
    const staff = await signIn(t, site.id, { userType: 'staff', rbacUserGroupId: group.id });
    const customer = await signIn(t, site.id, { userType: 'retail' });
    for (const [path, method] of [
      ['whitelabel/domains', 'GET'],
      ['whitelabel/domains/add', 'POST'],
      ['whitelabel/domains/remove', 'POST'],
      ['whitelabel/domains/makePrimary', 'POST'],
    ] as const) {
      const body = method === 'GET' ? {} : { domain: `x-${unique()}.test` };
      const res = await call(t.app, path, body, { siteId: site.id, token: staff.token, method });
      expect(res.status, path).toBe(403);
      expect(res.body.errorMessage).toBe(RBAC_MSG.missingPermission);
      const asCustomer = await call(t.app, path, body, { siteId: site.id, token: customer.token, method });
      expect(asCustomer.status, path).toBe(403);
    }
    expect(
      (await t.db.select().from(siteDomains).where(eq(siteDomains.siteId, site.id))).map((d) => d.domain),
    ).toEqual([domain]);
  });
});
