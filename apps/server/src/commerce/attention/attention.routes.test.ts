import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightBookings } from '../../modules/bookings/bookings.schema';
import { walletBalance } from '../../modules/wallet/wallet.ledger';
import { createBooking } from '../../seed/booking-factories';
import { createSite, createUser } from '../../seed/factories';
import { crashBeforeLegsSaved } from '../../test/orders';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { orders } from '../orders/orders.schema';
import { refunds } from '../payments/refunds.schema';

/** Money taken and no ticket: the order a crash left mid-booking, as staff find and settle it. */
describe('the staff attention queue', () => {
  let t: TestApp;
  let siteId: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    admin = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
  });
  afterAll(() => t.close());

  /**
   * A paid order a crash stopped before the airline answered: the sweep saves its leg as
   * unconfirmed and asks the airline, which never says (the check job runs out of retries).
   */
  async function stuckOrder() {
    const buyer = await createUser(t.db, siteId, { userType: 'travelAgent' });
    const { orderId } = await createBooking(t.db, siteId, buyer.id, { price: 520_000 });
    // The crash came before the airline answered: no leg saved, the item not yet booked.
    await crashBeforeLegsSaved(t.db, orderId, 10);
    await t.app.jobs.recoverOrders();
    await t.app.jobs.recoverOrders();
    const legs = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
    expect(legs.map((l) => l.status)).toEqual(['unconfirmed']);
    const check = t.app.jobs.queue.kinds.get('check-flight-booking');
    for (const attempt of [1, 2])
      await check?.exhausted({ bookingId: legs[0]?.id } as never, new Error(`no answer ${attempt}`));
    return { buyer, orderId, legId: legs[0]?.id ?? '' };
  }
  const list = (token = admin, site = siteId) =>
    call(t.app, 'staff/attention/list', {}, { siteId: site, token });

  it('shows an order a crash left mid-booking that the airline never confirmed, once', async () => {
    const { orderId } = await stuckOrder();
    const res = await list();
    expect(res.status).toBe(200);
    const mine = res.body.data.items.filter((i: { orderId: string }) => i.orderId === orderId);
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'ticket-unconfirmed',
        orderReference: expect.stringMatching(/^[A-Z]{3}-\d{2}-\d{6}$/),
        amount: 520_000,
        paymentMethod: 'wallet',
        actions: ['markTicketed', 'refund', 'resolve'],
        tried: [expect.stringContaining('no answer 1'), expect.stringContaining('no answer 2')],
      }),
    ]);
  });

  it('a refund from the case pays the buyer back once, fails the order and closes the case', async () => {
    const { buyer, orderId, legId } = await stuckOrder();
    const item = (await list()).body.data.items.find((i: { orderId: string }) => i.orderId === orderId);
    const before = await walletBalance(t.db, siteId, buyer.id);
    const act = (body: object) => call(t.app, 'staff/attention/act', body, { siteId, token: admin });

    expect((await act({ id: item.id, action: 'refund', note: '' })).status).toBe(400);
    const done = await act({ id: item.id, action: 'refund', note: 'Airline confirms no ticket was issued' });
    expect(done.status).toBe(200);
    expect(done.body.data.message).toBe('The refund is on its way to the buyer.');
    expect(await walletBalance(t.db, siteId, buyer.id)).toBe(before + 520_000);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('failed');
    // The airline is no longer asked: its late answer could not refund the leg a second time.
    const [leg] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, legId));
    expect(leg?.status).toBe('failed');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([
      expect.objectContaining({ method: 'wallet', amount: 520_000, state: 'settled' }),
    ]);
    // Closed: the same click again finds nothing, and the money moved once.
    expect((await act({ id: item.id, action: 'refund', note: 'again' })).status).toBe(404);
    expect(await walletBalance(t.db, siteId, buyer.id)).toBe(before + 520_000);
    expect((await list()).body.data.items.some((i: { id: string }) => i.id === item.id)).toBe(false);
  });

  it('is staff-only, needs the act permission to act, and shows no other site’s cases', async () => {
    const { orderId } = await stuckOrder();
    const agent = await signIn(t, siteId, { userType: 'travelAgent' });
    expect((await list(agent.token)).status).toBe(403);
    const clerk = await signIn(t, siteId, { userType: 'staff' });
    const seen = await list(clerk.token);
    expect(seen.status).toBe(200);
    const item = seen.body.data.items.find((i: { orderId: string }) => i.orderId === orderId);
    const refused = await call(
      t.app,
      'staff/attention/act',
      { id: item.id, action: 'resolve', note: 'done' },
      { siteId, token: clerk.token },
    );
    expect(refused.status).toBe(403);
    const otherSite = (await createSite(t.db)).id;
    const otherAdmin = await signIn(t, otherSite, { userType: 'staff', isSuperAdmin: true });
    expect((await list(otherAdmin.token, otherSite)).body.data.items).toEqual([]);
    const foreign = await call(
      t.app,
      'staff/attention/act',
      { id: item.id, action: 'resolve', note: 'not mine' },
      { siteId: otherSite, token: otherAdmin.token },
    );
    expect(foreign.status).toBe(404);
  });
});
