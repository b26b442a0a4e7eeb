import { ALL_CALLS, AUDIT_MSG } from '@app/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from './audit.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function siteWithEntries(domain: string) {
  const site = await createSite(t.db, { domains: [domain] });
  const owner = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
  const base = {
    siteId: site.id,
    actorId: owner.user.id,
    ip: '10.0.0.7',
    targetKind: 'site',
    targetId: site.id,
  };
  await t.db.insert(auditLog).values([
    {
      ...base,
      actorLabel: owner.user.email ?? '',
      action: 'settings.save',
      summary: 'Site settings changed: popupAlertTitle',
      createdAt: new Date('2026-11-01T06:00:00Z'),
      before: { popupAlertTitle: null },
      after: { popupAlertTitle: 'Sale' },
    },
    {
      ...base,
      actorLabel: 'cashier@example.test',
      action: 'wallet.credit',
      targetKind: 'wallet',
      targetId: 'user-9',
      summary: '₹5,000.00 added to asha@example.test’s wallet: top-up',
      createdAt: new Date('2026-11-10T06:00:00Z'),
    },
    {
      ...base,
      actorLabel: 'cashier@example.test',
      action: 'markup.rule.save',
      targetKind: 'markupRule',
      targetId: 'rule-1',
      summary: 'IndiGo markup for Agents set to 5%',
      createdAt: new Date('2026-11-20T20:00:00Z'),
    },
  ]);
  return { site, token: owner.token };
}

const entries = (siteId: string, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, 'audit/getEntries', { page: 1, ...body }, { siteId, token });

describe('the audit log', () => {
  it('lists the site’s own entries newest first, filtered by site day, area, actor and words', async () => {
    const { site, token } = await siteWithEntries('audit-a.test');
    await siteWithEntries('audit-b.test');
    const all = await entries(site.id, token);
    expect(all.status).toBe(200);
    expect(all.body.data.totalRecords).toBe(3);
    expect(all.body.data.records.map((e: { action: string }) => e.action)).toEqual([
      'markup.rule.save',
      'wallet.credit',
      'settings.save',
    ]);
    expect(all.body.data.records[2]).toMatchObject({
      ip: '10.0.0.7',
      before: { popupAlertTitle: null },
      after: { popupAlertTitle: 'Sale' },
    });
    const actions = async (body: Record<string, unknown>) =>
      (await entries(site.id, token, body)).body.data.records.map((e: { action: string }) => e.action);
    expect(await actions({ area: 'wallet' })).toEqual(['wallet.credit']);
    expect(await actions({ actor: 'CASHIER' })).toEqual(['markup.rule.save', 'wallet.credit']);
    expect(await actions({ q: 'indigo' })).toEqual(['markup.rule.save']);
    expect(await actions({ q: 'user-9' })).toEqual(['wallet.credit']);
    // 20:00 UTC on the 20th is already the 21st in India: the site's day decides.
    expect(await actions({ fromDate: '2026-11-21', toDate: '2026-11-21' })).toEqual(['markup.rule.save']);
    expect(await actions({ fromDate: '2026-11-01', toDate: '2026-11-20' })).toEqual([
      'wallet.credit',
      'settings.save',
    ]);
    expect(await actions({ q: '100%_' })).toEqual([]);
  });

  it('refuses bad filters under their fields', async () => {
    const { site, token } = await siteWithEntries('audit-bad.test');
    const area = await entries(site.id, token, { area: 'everything' });
    expect(area.status).toBe(400);
    expect(area.body.errors.area).toBe(AUDIT_MSG.area);
    const order = await entries(site.id, token, { fromDate: '2026-11-10', toDate: '2026-11-01' });
    expect(order.body.errors.toDate).toBe('The end date must be on or after the start date');
    const page = await entries(site.id, token, { page: 0 });
    expect(page.body.errors.page).toBeDefined();
  });

  it('exports the filtered entries as a sheet', async () => {
    const { site, token } = await siteWithEntries('audit-x.test');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit/export?area=wallet',
      headers: { 'site-id': site.id, 'auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('audit-log.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(1, 5)).toEqual(['cashier@example.test', '10.0.0.7', 'wallet.credit', 'wallet']);
  });

  it('is read by staff granted it, and nothing can write it', async () => {
    const { site } = await siteWithEntries('audit-guard.test');
    const group = await createPermissionGroup(t.db, site.id, { permissions: ['settings.outbox'] });
    const staff = await signIn(t, site.id, { userType: 'staff', rbacUserGroupId: group.id });
    const defaultStaff = await signIn(t, site.id, { userType: 'staff' });
    const customer = await signIn(t, site.id);
    for (const { token } of [staff, defaultStaff, customer])
      expect((await entries(site.id, token)).status).toBe(403);
    expect((await call(t.app, 'audit/getEntries', { page: 1 }, { siteId: site.id })).status).toBe(401);
    // The only calls under audit/ read it.
    expect(
      ALL_CALLS.filter((c) => c.path.startsWith('audit/'))
        .map((c) => c.path)
        .sort(),
    ).toEqual(['audit/export', 'audit/getEntries']);
  });
});
