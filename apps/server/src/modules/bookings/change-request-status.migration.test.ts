import { randomUUID } from 'node:crypto';
import { CHANGE_REQUEST_STATUS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { databaseMigratedUpTo, oldFlightLeg, oldSite, oldUser } from '../../test/migrations-up-to';

/** The last migration before the renumbering. */
const BEFORE = 41;

/**
 * Migration 0042 (decision 0069) on a database filled through the old numbering (Unassigned 0 …
 * Other 7): each request gets TBO's number of the name it was recorded with; one recorded as an
 * unknown number keeps it; the text staff read and the amounts stay.
 */
describe('stored change requests take TBO’s numbering (migration 0042)', () => {
  let past: Awaited<ReturnType<typeof databaseMigratedUpTo>>;
  let db: Db;
  beforeAll(async () => {
    past = await databaseMigratedUpTo(BEFORE);
    db = past.db;
  });
  afterAll(() => past.close());

  it('moves every named status to TBO’s number and leaves the rest of the request alone', async () => {
    const site = await oldSite(db);
    const { id: userId } = await oldUser(db, site.id, 'retail');
    const leg = await oldFlightLeg(db, { siteId: site.id, userId });
    const old = [
      'Unassigned',
      'Assigned',
      'Acknowledged',
      'Completed',
      'Rejected',
      'Closed',
      'Pending',
      'Other',
    ];
    const rows = [...old.map((text, status) => ({ text, status })), { text: 'Unknown (9)', status: 9 }];
    const ids = new Map<string, string>();
    for (const [i, row] of rows.entries()) {
      const id = randomUUID();
      ids.set(row.text, id);
      await db.execute(sql`insert into change_requests (id, site_id, booking_id, supplier_change_request_id,
          request_type, remarks, status, status_text, refunded_amount, refund_settled, created_by_id)
        values (${id}, ${site.id}, ${leg}, ${70_000 + i}, 1, 'Plans changed', ${row.status}, ${row.text},
          ${row.text === 'Completed' ? 400_000 : 0}, ${row.text === 'Completed'}, ${userId})`);
    }

    await past.toLatest();

    const after = await db.execute<{
      id: string;
      status: number;
      status_text: string;
      refunded_amount: number;
    }>(sql`select id, status, status_text, refunded_amount from change_requests where site_id = ${site.id}`);
    const byId = new Map(after.rows.map((r) => [r.id, r]));
    const statusOf = (text: string) => byId.get(ids.get(text) ?? '')?.status;
    for (const text of old)
      expect(statusOf(text), text).toBe(CHANGE_REQUEST_STATUS[text as keyof typeof CHANGE_REQUEST_STATUS]);
    expect(statusOf('Completed')).toBe(4);
    expect(statusOf('Unknown (9)')).toBe(9);
    expect(after.rows.map((r) => r.status_text).sort()).toEqual(rows.map((r) => r.text).sort());
    expect(byId.get(ids.get('Completed') ?? '')?.refunded_amount).toBe(400_000);
  });
});
