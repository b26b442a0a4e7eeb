import { AUDIT_PAGE_SIZE, COUNT_CAP } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `n` audit entries of one site in a single statement, half of them about wallets. */
async function addEntries(siteId: string, n: number, from = 0) {
  await t.db.execute(sql`
    insert into audit_log (id, site_id, actor_label, action, target_kind, summary, created_at)
    select 'cap-' || ${siteId} || '-' || i, ${siteId}, 'staff@example.test',
      case when i % 2 = 0 then 'wallet.credit' else 'settings.save' end, 'site', 'entry ' || i,
      now() - make_interval(secs => i)
    from generate_series(${from + 1}::int, ${from + n}::int) as i`);
}

describe('a list past ten thousand rows', () => {
  it('counts exactly up to the cap, then answers the cap with totalIsCapped and the pages that follow', async () => {
    const site = await createSite(t.db, { domains: ['capped.example.test'] });
    const staff = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
    const page = async (body: Record<string, unknown> = {}) =>
      (await call(t.app, 'audit/getEntries', { page: 1, ...body }, { siteId: site.id, token: staff.token }))
        .body.data;

    await addEntries(site.id, COUNT_CAP - 1);
    // the staff's own sign-in may or may not be audited: count what is there now
    const exact = await page();
    expect(exact.totalIsCapped).toBe(false);
    expect(exact.totalRecords).toBeGreaterThanOrEqual(COUNT_CAP - 1);
    expect(exact.totalRecords).toBeLessThanOrEqual(COUNT_CAP);

    await addEntries(site.id, 2, COUNT_CAP);
    const capped = await page({ page: 3 });
    expect(capped).toMatchObject({
      totalRecords: COUNT_CAP + 1,
      totalIsCapped: true,
      totalPages: Math.ceil((COUNT_CAP + 1) / AUDIT_PAGE_SIZE),
      currentPage: 3,
    });
    expect(capped.records).toHaveLength(AUDIT_PAGE_SIZE);

    // a filter that matches fewer than the cap is counted exactly again
    const wallet = await page({ area: 'wallet' });
    expect(wallet).toMatchObject({ totalRecords: COUNT_CAP / 2, totalIsCapped: false });
  }, 120_000);
});
