import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import {
  databaseMigratedUpTo,
  oldFlightLeg,
  oldPaidOrder,
  oldSite,
  oldUser,
} from '../../test/migrations-up-to';

/**
 * Migration 0039 (decision 0057) on a database filled through the old schema: the airline's refunds
 * already completed are dated by their last update, and fixed departures already cancelled learn
 * when (their last update) and what their policy kept (what did not go back), so profit and loss
 * counts them as it counts new ones.
 */
describe('refunds and cancellations from before carry their day and charge (migration 0039)', () => {
  let past: Awaited<ReturnType<typeof databaseMigratedUpTo>>;
  let db: Db;
  beforeAll(async () => {
    past = await databaseMigratedUpTo(38);
    db = past.db;
  });
  afterAll(() => past.close());

  async function cancelledSeats(siteId: string, userId: string, amount: number, refunded: number | null) {
    const departureId = randomUUID();
    await db.execute(sql`insert into fixed_departures (id, site_id, trip_type, origin, destination, airline_code,
        outbound, departure_date, seats_total, fare_adult, fare_child, fare_infant, baggage, cabin_baggage,
        block_pnr, is_refundable, cancellation_policy, name_list_deadline, release_date)
      values (${departureId}, ${siteId}, 'oneWay', 'DEL', 'DXB', '6E', '[]'::jsonb, '2026-09-01', 30,
        1450000, 1350000, 250000, '30 KG', '7 KG', 'Q7XK2M', true, '₹3,000 a passenger', '2026-08-20', '2026-08-25')`);
    const { orderId, itemId } = await oldPaidOrder(db, {
      siteId,
      userId,
      productKind: 'fixedDeparture',
      amount,
    });
    const bookingId = randomUUID();
    await db.execute(sql`insert into fd_bookings (id, site_id, departure_id, order_id, order_item_id, user_id,
        passengers, seats, amount, status, updated_at)
      values (${bookingId}, ${siteId}, ${departureId}, ${orderId}, ${itemId}, ${userId}, '[]'::jsonb, 1,
        ${amount}, 'cancelled', '2026-04-02T08:00:00Z')`);
    if (refunded !== null)
      await db.execute(sql`insert into refunds (id, site_id, order_id, method, amount, reason, state, reference, payment_id)
        values (${randomUUID()}, ${siteId}, ${orderId}, 'wallet', ${refunded},
          'fixed departure cancelled (less the cancellation charge)', 'settled', ${`${orderId}:cancel`}, ${orderId})`);
    return bookingId;
  }

  async function flightRefund(siteId: string, userId: string, settled: boolean) {
    const legId = await oldFlightLeg(db, { siteId, userId });
    const requestId = randomUUID();
    await db.execute(sql`insert into change_requests (id, site_id, booking_id, supplier_change_request_id,
        request_type, remarks, status, status_text, refunded_amount, refund_settled, created_by_id, updated_at)
      values (${requestId}, ${siteId}, ${legId}, ${Math.floor(Math.random() * 1e9)}, 1, 'Plans changed',
        ${settled ? 3 : 1}, ${settled ? 'Completed' : 'Assigned'}, ${settled ? 400_000 : 0}, ${settled},
        ${userId}, '2026-04-03T09:30:00Z')`);
    return requestId;
  }

  it('dates the airline’s completed refunds and the cancelled seats, and keeps the policy’s charge', async () => {
    const site = await oldSite(db);
    const { id: agent } = await oldUser(db, site.id, 'travelAgent');
    const lessCharge = await cancelledSeats(site.id, agent, 1_550_000, 1_250_000);
    const nothingBack = await cancelledSeats(site.id, agent, 1_550_000, null);
    const completed = await flightRefund(site.id, agent, true);
    const open = await flightRefund(site.id, agent, false);

    await past.toLatest();

    const seats = await db.execute<{ id: string; cancelled_at: string; cancellation_charge: number }>(
      sql`select id, cancelled_at::text, cancellation_charge from fd_bookings where id in (${lessCharge}, ${nothingBack})`,
    );
    expect(
      Object.fromEntries(
        seats.rows.map((r) => [r.id, [new Date(r.cancelled_at).toISOString(), r.cancellation_charge]]),
      ),
    ).toEqual({
      [lessCharge]: ['2026-04-02T08:00:00.000Z', 300_000],
      [nothingBack]: ['2026-04-02T08:00:00.000Z', 1_550_000],
    });
    const requests = await db.execute<{ id: string; refunded_at: string | null }>(
      sql`select id, refunded_at::text from change_requests where id in (${completed}, ${open})`,
    );
    expect(
      Object.fromEntries(
        requests.rows.map((r) => [r.id, r.refunded_at && new Date(r.refunded_at).toISOString()]),
      ),
    ).toEqual({ [completed]: '2026-04-03T09:30:00.000Z', [open]: null });
  });
});
