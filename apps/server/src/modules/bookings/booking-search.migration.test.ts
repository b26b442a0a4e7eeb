import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { databaseMigratedUpTo, oldFlightLeg, oldSite, oldUser } from '../../test/migrations-up-to';

/** The last migration before the side tables' (lists_at_a_million): renumber here when migrations are. */
const BEFORE_SIDE_TABLES = 43;

/** Bookings written before the side tables: the migration's backfill gives them their rows. */
describe('bookings from before the side tables (migration lists_at_a_million)', () => {
  let past: Awaited<ReturnType<typeof databaseMigratedUpTo>>;
  let db: Db;
  beforeAll(async () => {
    past = await databaseMigratedUpTo(BEFORE_SIDE_TABLES);
    db = past.db;
  });
  afterAll(() => past.close());

  it('fills flight_booking_refs and flight_booking_names from every booking, which the trigger then keeps', async () => {
    const site = await oldSite(db);
    const buyer = await oldUser(db, site.id, 'travelAgent');
    const leg = await oldFlightLeg(db, { siteId: site.id, userId: buyer.id });
    const passengers = [
      { firstName: ' Riya ', lastName: 'Sharma', ticket: { ticketId: 1, ticketNumber: '0981234567890' } },
      { firstName: 'Kabir', lastName: 'Sharma', ticket: null },
    ];
    await db.execute(sql`update flight_bookings set pnr = 'abc123', passengers = ${JSON.stringify(passengers)}::jsonb
      where id = ${leg}`);
    // A booking without passengers or PNR has no rows.
    await oldFlightLeg(db, { siteId: site.id, userId: buyer.id });

    await past.toLatest();

    const refs = await db.execute<{ booking_id: string; kind: string; value: string; status: string }>(
      sql`select booking_id, kind, value, status from flight_booking_refs order by kind`,
    );
    expect(refs.rows).toEqual([
      { booking_id: leg, kind: 'pnr', value: 'ABC123', status: 'cancelled' },
      { booking_id: leg, kind: 'ticket', value: '0981234567890', status: 'cancelled' },
    ]);
    const names = await db.execute<{ booking_id: string; site_id: string; names: string }>(
      sql`select booking_id, site_id, names from flight_booking_names`,
    );
    expect(names.rows).toEqual([{ booking_id: leg, site_id: site.id, names: 'riya sharma | kabir sharma' }]);

    await db.execute(sql`update flight_bookings set pnr = 'XYZ999', status = 'ticketed' where id = ${leg}`);
    const after = await db.execute<{ value: string; status: string }>(
      sql`select value, status from flight_booking_refs where kind = 'pnr'`,
    );
    expect(after.rows).toEqual([{ value: 'XYZ999', status: 'ticketed' }]);
  });
});
