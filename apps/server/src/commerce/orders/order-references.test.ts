import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { databaseMigratedUpTo } from '../../test/migrations-up-to';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allocateOrderReference } from './order-references';

/**
 * Only PostgreSQL runs the allocations truly side by side (CI sets TEST_DATABASE_URL); on PGlite the
 * same test shows the numbering but cannot prove the upsert's row lock.
 */
describe('order references under concurrent orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives thirty orders placed at once thirty different, consecutive numbers', async () => {
    const site = await createSite(t.db, { shortCode: 'RCE' });
    const at = new Date('2026-11-23T12:00:00Z');
    const refs = await Promise.all(
      Array.from({ length: 30 }, () => allocateOrderReference(t.db, site.id, at)),
    );
    expect(new Set(refs).size).toBe(30);
    const numbers = refs.map((r) => Number(r.slice('RCE-26-'.length))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('starts each site and each year of the site’s own calendar at 1', async () => {
    const delhi = await createSite(t.db, { shortCode: 'DEL', timeZone: 'Asia/Kolkata' });
    const other = await createSite(t.db, { shortCode: 'OTH' });
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in Delhi.
    const newYearInDelhi = new Date('2026-12-31T20:00:00Z');
    expect(await allocateOrderReference(t.db, delhi.id, new Date('2026-06-01T00:00:00Z'))).toBe(
      'DEL-26-000001',
    );
    expect(await allocateOrderReference(t.db, delhi.id, newYearInDelhi)).toBe('DEL-27-000001');
    expect(await allocateOrderReference(t.db, delhi.id, new Date('2026-06-02T00:00:00Z'))).toBe(
      'DEL-26-000002',
    );
    expect(await allocateOrderReference(t.db, other.id, new Date('2026-06-01T00:00:00Z'))).toBe(
      'OTH-26-000001',
    );
  });
});

/** Migration 0009 on a database filled through the schema before it. */
describe('migration 0009: existing orders get references in the order they were made', () => {
  it('numbers them per site and year, and new orders continue after them', async () => {
    const old = await databaseMigratedUpTo(8);
    const db = old.db;
    await db.execute(
      sql`insert into sites (id, company_name, title) values ('s1', 'Flight Deals Pvt Ltd', 'x')`,
    );
    await db.execute(sql`insert into users (id, site_id, first_name, user_type, status)
      values ('u1', 's1', 'A', 'retail', 'verified')`);
    const order = (id: string, createdAt: string) => sql`insert into flight_orders
      (id, site_id, user_id, search_id, payment_method, amount, details, expires_at, created_at)
      values (${id}, 's1', 'u1', 'q', 'wallet', 100, '{}'::jsonb, now(), ${createdAt}::timestamptz)`;
    await db.execute(order('B', '2025-12-31T19:00:00Z')); // 1 Jan 2026 in Delhi
    await db.execute(order('A', '2025-12-31T10:00:00Z'));
    await db.execute(order('C', '2026-03-01T10:00:00Z'));

    await old.toLatest();
    const rows = await db.execute<{ id: string; reference: string }>(
      sql`select id, reference from orders order by id`,
    );
    expect(rows.rows).toEqual([
      { id: 'A', reference: 'FLI-25-000001' },
      { id: 'B', reference: 'FLI-26-000001' },
      { id: 'C', reference: 'FLI-26-000002' },
    ]);
    const next = await allocateOrderReference(db, 's1', new Date('2026-05-01T00:00:00Z'));
    expect(next).toBe('FLI-26-000003');
    await old.close();
  });
});
