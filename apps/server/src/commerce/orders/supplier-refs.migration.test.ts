import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { databaseMigratedUpTo, oldSite, oldUser } from '../../test/migrations-up-to';

/**
 * Migration 0040 (decision 0059) on a database filled through the old schema: the references flight
 * bookings already hold are claimed, each by its oldest holder, so a supplier that issues one again
 * after the upgrade is caught; FD and wallet items claim nothing.
 */
describe('supplier references are claimed from the bookings already held (migration 0040)', () => {
  let past: Awaited<ReturnType<typeof databaseMigratedUpTo>>;
  let db: Db;
  beforeAll(async () => {
    past = await databaseMigratedUpTo(39);
    db = past.db;
  });
  afterAll(() => past.close());

  /** An order with one item and, for a flight, its leg as the code before 0040 wrote them. */
  async function order(
    siteId: string,
    userId: string,
    leg: { bookingId: number | null; pnr: string | null; tickets: string[]; createdAt: string } | null,
  ) {
    const orderId = `FD${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const itemId = randomUUID();
    await db.execute(sql`insert into orders (id, site_id, reference, user_id, status, payment_method, amount, expires_at)
      values (${orderId}, ${siteId}, ${`OLD-26-${orderId.slice(-6)}`}, ${userId}, 'completed', 'wallet', 500000, now())`);
    await db.execute(sql`insert into order_items (id, site_id, order_id, position, product_kind, supplier_code, supplier_ref, state, total)
      values (${itemId}, ${siteId}, ${orderId}, 0, ${leg ? 'flight' : 'fixedDeparture'}, ${leg ? 'TBO' : 'inventory'},
        ${leg?.bookingId == null ? 'Q7XK2M' : String(leg.bookingId)}, 'fulfilled', 500000)`);
    if (leg) {
      const passengers = leg.tickets.map((ticketNumber, i) => ({
        title: 'Mr',
        firstName: `Old${i}`,
        paxType: 1,
        gender: 1,
        ticket: { ticketId: i + 1, ticketNumber, validatingAirline: '6E' },
      }));
      await db.execute(sql`insert into flight_bookings
        (id, site_id, order_id, order_item_id, user_id, leg_index, search_id, source, is_lcc, is_domestic,
         supplier_booking_id, pnr, status, origin, destination, airline_code, travel_date, fare, segments,
         passengers, accounting, created_at)
        values (${randomUUID()}, ${siteId}, ${orderId}, ${itemId}, ${userId}, 0, 's1', '6', true, true,
         ${leg.bookingId}, ${leg.pnr}, 'ticketed', 'DEL', 'BOM', '6E', '2026-12-01', '{}'::jsonb, '[]'::jsonb,
         ${JSON.stringify(passengers)}::jsonb, '{"middleManWl": 0, "endCustomer": 500000}'::jsonb,
         ${leg.createdAt}::timestamptz)`);
    }
    return orderId;
  }

  it('gives each reference to the order that held it first, and claims nothing for a fixed departure', async () => {
    const site = await oldSite(db);
    const user = await oldUser(db, site.id, 'travelAgent');
    const older = await order(site.id, user.id, {
      bookingId: 1_480_001,
      pnr: ' ab12cd',
      tickets: ['3121480001001'],
      createdAt: '2026-03-01T10:00:00Z',
    });
    const newer = await order(site.id, user.id, {
      bookingId: 1_480_001,
      pnr: 'AB12CD',
      tickets: ['3121480001001', '3121480001002'],
      createdAt: '2026-03-02T10:00:00Z',
    });
    const unticketed = await order(site.id, user.id, {
      bookingId: null,
      pnr: null,
      tickets: [],
      createdAt: '2026-03-03T10:00:00Z',
    });
    const seats = await order(site.id, user.id, null);

    await past.toLatest();

    const claims = await db.execute<{ kind: string; ref: string; order_id: string; supplier_code: string }>(
      sql`select kind, ref, order_id, supplier_code from supplier_refs order by kind, ref`,
    );
    expect(claims.rows).toEqual([
      { kind: 'booking', ref: '1480001', order_id: older, supplier_code: 'TBO' },
      { kind: 'pnr', ref: '6E/AB12CD', order_id: older, supplier_code: 'TBO' },
      { kind: 'ticket', ref: '3121480001001', order_id: older, supplier_code: 'TBO' },
      { kind: 'ticket', ref: '3121480001002', order_id: newer, supplier_code: 'TBO' },
    ]);
    expect(claims.rows.some((c) => c.order_id === unticketed || c.order_id === seats)).toBe(false);
    const marks = await db.execute<{ duplicate_supplier_ref: boolean }>(
      sql`select distinct duplicate_supplier_ref from order_items where site_id = ${site.id}`,
    );
    // Duplicates already in the data are not flagged after the fact (decision 0059).
    expect(marks.rows).toEqual([{ duplicate_supplier_ref: false }]);
  });
});
