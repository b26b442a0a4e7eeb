import { FLIGHT_TRANSACTIONS_MSG, type FlightTransactionList } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { createBooking, createRefund } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';

const PATH = 'reports/flightTransactions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A completed flight order of `userId` paid `price`, and `refunded` of it settled back to the wallet. */
async function flightOrder(siteId: string, userId: string, price: number, refunded = 0) {
  const booking = await createBooking(t.db, siteId, userId, { price });
  if (refunded > 0)
    await createRefund(t.db, {
      orderId: booking.orderId,
      method: 'wallet',
      amount: refunded,
      state: 'settled',
      reference: `cr:${booking.orderId}`,
      settledAt: new Date(),
    });
  return booking;
}

describe('POST reports/flightTransactions', () => {
  it("answers the caller's own flight orders with their payments, refunds and PNRs, never anyone else's", async () => {
    const site = await createSite(t.db);
    const buyer = await signIn(t, site.id, { userType: 'retail' });
    const neighbour = await signIn(t, site.id, { userType: 'travelAgent' });
    const first = await flightOrder(site.id, buyer.user.id, 650_000);
    const second = await flightOrder(site.id, buyer.user.id, 400_000, 150_000);
    const theirs = await flightOrder(site.id, neighbour.user.id, 990_000);
    // The same user's e-mail on another site is another account: its orders are not these.
    const other = await createSite(t.db);
    await flightOrder(other.id, (await signIn(t, other.id)).user.id, 770_000);
    // A payment attempt that failed is listed but counts for nothing.
    await t.db.insert(payments).values({
      id: `${second.orderId}T2`,
      siteId: site.id,
      orderId: second.orderId,
      method: 'gateway',
      provider: 'phonepe',
      amount: 400_000,
      state: 'failed',
    });

    const res = await call(t.app, PATH, {}, { siteId: site.id, token: buyer.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as FlightTransactionList;
    expect(data.records.map((r) => r.orderId).sort()).toEqual([first.orderId, second.orderId].sort());
    expect(data.records.map((r) => r.orderId)).not.toContain(theirs.orderId);
    expect(data.totals).toEqual({ orders: 2, paid: 1_050_000, refunded: 150_000, net: 900_000 });
    const row = data.records.find((r) => r.orderId === second.orderId)!;
    expect(row).toMatchObject({
      status: 'completed',
      amount: 400_000,
      paid: 400_000,
      refunded: 150_000,
      passengerCount: 1,
      pnrs: [second.pnr],
      legs: [{ origin: 'DEL', destination: 'BOM', airlineCode: '6E' }],
    });
    expect(row.payments.map((p) => [p.method, p.state, p.amount])).toEqual([
      ['wallet', 'paid', 400_000],
      ['gateway', 'failed', 400_000],
    ]);
    expect(row.refunds).toMatchObject([{ method: 'wallet', state: 'settled', amount: 150_000 }]);

    // The neighbour sees only theirs; staff see only their own orders here too.
    const theirsOnly = await call(t.app, PATH, {}, { siteId: site.id, token: neighbour.token });
    expect(theirsOnly.body.data.records.map((r: { orderId: string }) => r.orderId)).toEqual([theirs.orderId]);
    const staff = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
    const staffOwn = await call(t.app, PATH, {}, { siteId: site.id, token: staff.token });
    expect(staffOwn.body.data).toMatchObject({ records: [], totals: { orders: 0, paid: 0 } });
    // Another user's order is not theirs to read, by this call or by the order's payments.
    const foreign = await call(
      t.app,
      'user/payments/order',
      { orderId: theirs.orderId },
      { siteId: site.id, token: buyer.token },
    );
    expect(foreign.status).toBe(404);
  });

  it('filters by the site day the order was made and by status, and pages', async () => {
    const site = await createSite(t.db, { timeZone: 'Asia/Kolkata' });
    const buyer = await signIn(t, site.id, { userType: 'retail' });
    const old = await flightOrder(site.id, buyer.user.id, 500_000);
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2025-03-10T20:00:00Z'), status: 'failed' })
      .where(eq(orders.id, old.orderId));
    for (let i = 0; i < 11; i++) await flightOrder(site.id, buyer.user.id, 100_000 + i);
    const list = (body: object) => call(t.app, PATH, body, { siteId: site.id, token: buyer.token });

    // 20:00 UTC on 10 March is 11 March in India.
    const march = await list({ fromDate: '2025-03-11', toDate: '2025-03-11' });
    expect(march.body.data.records.map((r: { orderId: string }) => r.orderId)).toEqual([old.orderId]);
    expect((await list({ fromDate: '2025-03-10', toDate: '2025-03-10' })).body.data.totalRecords).toBe(0);
    const failed = await list({ status: 'failed' });
    expect(failed.body.data.totals).toMatchObject({ orders: 1, paid: 500_000 });

    const pageOne = (await list({})).body.data;
    expect(pageOne).toMatchObject({ totalRecords: 12, totalPages: 2, currentPage: 1 });
    expect(pageOne.records).toHaveLength(10);
    const pageTwo = (await list({ page: 2 })).body.data;
    expect(pageTwo.records).toHaveLength(2);
    expect(pageTwo.records.at(-1).orderId).toBe(old.orderId);
    expect(pageTwo.totals).toEqual(pageOne.totals);
  });

  it('refuses bad filters with the field named, visitors (401) and sites without flights (403)', async () => {
    const site = await createSite(t.db);
    const buyer = await signIn(t, site.id);
    const list = (body: object) => call(t.app, PATH, body, { siteId: site.id, token: buyer.token });
    const backwards = await list({ fromDate: '2026-02-01', toDate: '2026-01-31' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toMatchObject({ toDate: FLIGHT_TRANSACTIONS_MSG.dateOrder });
    expect((await list({ status: 'lost' })).body.errors).toMatchObject({
      status: FLIGHT_TRANSACTIONS_MSG.status,
    });
    expect((await list({ page: 3 })).body.errors).toMatchObject({
      page: FLIGHT_TRANSACTIONS_MSG.pastLastPage(3, 1),
    });
    expect((await list({ userId: buyer.user.id })).status).toBe(400);
    expect((await call(t.app, PATH, {}, { siteId: site.id })).status).toBe(401);

    const noFlights = await createSite(t.db, { activeModules: ['fixedDepartures', 'wallet'] });
    const there = await signIn(t, noFlights.id);
    expect((await call(t.app, PATH, {}, { siteId: noFlights.id, token: there.token })).status).toBe(403);
  });
});
