import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { databaseMigratedUpTo, oldSite, oldUser } from '../../test/migrations-up-to';

/**
 * Migration 0041 (decision 0058) on a database filled through the schema before it: each refund
 * learns its buyer and, from its once-only reference, the item whose money it is; each change
 * request learns the passengers and sectors it covers. Nothing else moves.
 */
describe('refunds name their item and buyer, change requests what they cover (migration 0041)', () => {
  let past: Awaited<ReturnType<typeof databaseMigratedUpTo>>;
  let db: Db;
  beforeAll(async () => {
    past = await databaseMigratedUpTo(40);
    db = past.db;
  });
  afterAll(() => past.close());

  const run = (query: ReturnType<typeof sql>) => db.execute(query);

  it('fills refunds.user_id and order_item_id, and change_requests.passengers and sectors', async () => {
    const site = await oldSite(db);
    const buyer = await oldUser(db, site.id, 'retail');
    const order = `FD${randomUUID().slice(0, 8)}`;
    await run(sql`insert into orders (id, site_id, reference, user_id, payment_method, amount, status, expires_at)
      values (${order}, ${site.id}, 'OLD-26-000001', ${buyer.id}, 'gateway', 900000, 'completed', now())`);
    const item = async (position: number, kind = 'flight') => {
      const id = randomUUID();
      await run(sql`insert into order_items (id, site_id, order_id, position, product_kind, supplier_code, total)
        values (${id}, ${site.id}, ${order}, ${position}, ${kind}, 'TBO', 450000)`);
      return id;
    };
    const [outbound, inbound] = [await item(0), await item(1)];
    await run(sql`insert into payments (id, site_id, order_id, method, amount, state)
      values (${order}, ${site.id}, ${order}, 'gateway', 900000, 'paid')`);
    const segment = (origin: string, destination: string) => ({
      originAirportCode: origin,
      destinationAirportCode: destination,
    });
    const passenger = (firstName: string, ticketId: number) => ({ firstName, ticket: { ticketId } });
    const leg = randomUUID();
    await run(sql`insert into flight_bookings (id, site_id, order_id, order_item_id, user_id, leg_index,
        search_id, source, is_lcc, is_domestic, status, origin, destination, airline_code, travel_date,
        fare, segments, passengers, accounting)
      values (${leg}, ${site.id}, ${order}, ${outbound}, ${buyer.id}, 0, 's', '6E', true, true,
        'changeRequested', 'DEL', 'BLR', '6E', '2026-12-01', '{}'::jsonb,
        ${JSON.stringify([segment('DEL', 'BOM'), segment('BOM', 'BLR')])}::jsonb,
        ${JSON.stringify([passenger('Riya', 501), passenger('Kabir', 502)])}::jsonb,
        '{"middleManWl":0,"endCustomer":450000}'::jsonb)`);
    const request = async (supplierId: number, ticketId: number | null) => {
      const id = randomUUID();
      await run(sql`insert into change_requests (id, site_id, booking_id, supplier_change_request_id,
          ticket_id, request_type, remarks, status, status_text, created_by_id)
        values (${id}, ${site.id}, ${leg}, ${supplierId}, ${ticketId}, 1, 'old', 3, 'Completed', ${buyer.id})`);
      return id;
    };
    const [byTicket, wholeBooking] = [await request(7001, 502), await request(7002, null)];
    const refund = async (reference: string, method = 'gateway') => {
      const id = randomUUID();
      await run(sql`insert into refunds (id, site_id, order_id, method, amount, reason, state, reference, payment_id)
        values (${id}, ${site.id}, ${order}, ${method}, 1000, 'old', 'settled', ${reference}, ${order})`);
      return id;
    };
    const refunds = {
      legRefused: await refund(`${order}R1`),
      legToWallet: await refund(`${order}:1`, 'wallet'),
      cancelledToCard: await refund(`${order}C7001`),
      cancelledToWallet: await refund(`cr:${wholeBooking}`, 'wallet'),
      stray: await refund(`${order}RX`),
    };
    // A fixed departure's order, cancelled by its policy.
    const fdOrder = `FD${randomUUID().slice(0, 8)}`;
    await run(sql`insert into orders (id, site_id, reference, user_id, payment_method, amount, status, expires_at)
      values (${fdOrder}, ${site.id}, 'OLD-26-000002', ${buyer.id}, 'wallet', 500000, 'completed', now())`);
    await run(sql`insert into payments (id, site_id, order_id, method, amount, state)
      values (${fdOrder}, ${site.id}, ${fdOrder}, 'wallet', 500000, 'paid')`);
    const seats = randomUUID();
    await run(sql`insert into order_items (id, site_id, order_id, position, product_kind, supplier_code, total)
      values (${seats}, ${site.id}, ${fdOrder}, 0, 'fixedDeparture', 'FD', 500000)`);
    const departure = randomUUID();
    await run(sql`insert into fixed_departures (id, site_id, trip_type, origin, destination, airline_code,
        outbound, departure_date, seats_total, fare_adult, fare_child, fare_infant, baggage, cabin_baggage,
        block_pnr, is_refundable, cancellation_policy, name_list_deadline, release_date)
      values (${departure}, ${site.id}, 'oneWay', 'DEL', 'DXB', 'EK', '{}'::jsonb, '2026-12-01', 10, 1, 1, 1,
        '20 KG', '7 KG', 'ABC123', true, 'old', '2026-11-20', '2026-11-25')`);
    await run(sql`insert into fd_bookings (id, site_id, departure_id, order_id, order_item_id, user_id,
        passengers, seats, amount, status)
      values (${randomUUID()}, ${site.id}, ${departure}, ${fdOrder}, ${seats}, ${buyer.id}, '[]'::jsonb, 1,
        500000, 'cancelled')`);
    const fdRefund = randomUUID();
    await run(sql`insert into refunds (id, site_id, order_id, method, amount, reason, state, reference, payment_id)
      values (${fdRefund}, ${site.id}, ${fdOrder}, 'wallet', 1000, 'old', 'settled', ${`${fdOrder}:cancel`}, ${fdOrder})`);

    await past.toLatest();

    const rows = await db.execute<{ id: string; user_id: string; order_item_id: string | null }>(
      sql`select id, user_id, order_item_id from refunds`,
    );
    const itemOf = Object.fromEntries(rows.rows.map((r) => [r.id, r.order_item_id]));
    expect(itemOf).toEqual({
      [refunds.legRefused]: inbound,
      [refunds.legToWallet]: inbound,
      [refunds.cancelledToCard]: outbound,
      [refunds.cancelledToWallet]: outbound,
      // Money of the order as a whole belongs to no item.
      [refunds.stray]: null,
      [fdRefund]: seats,
    });
    expect(new Set(rows.rows.map((r) => r.user_id))).toEqual(new Set([buyer.id]));

    const covered = await db.execute<{ id: string; passengers: string[]; sectors: unknown[] }>(
      sql`select id, passengers, sectors from change_requests`,
    );
    const sectors = [
      { origin: 'DEL', destination: 'BOM' },
      { origin: 'BOM', destination: 'BLR' },
    ];
    expect(
      Object.fromEntries(covered.rows.map((r) => [r.id, { passengers: r.passengers, sectors: r.sectors }])),
    ).toEqual({
      // The holder of its ticket; a request naming no ticket covers everyone.
      [byTicket]: { passengers: ['1'], sectors },
      [wholeBooking]: { passengers: ['0', '1'], sectors },
    });
  });
});
