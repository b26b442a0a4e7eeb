import { REFUND_MSG } from '@app/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createRefund } from '../../seed/booking-factories';
import { createSite, createUser } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { attentionItems } from '../attention/attention.schema';
import { raiseAttention } from '../attention/attention.service';
import { orders } from '../orders/orders.schema';
import { type RefundRow, refunds } from './refunds.schema';

/** Staff's list of every refund and the retry of a failed one; the buyer's refunds on the order page. */
describe('refunds for staff and on the order page', () => {
  let t: TestApp;
  let siteId: string;
  let admin: string;
  let buyer: Awaited<ReturnType<typeof signIn>>;
  let orderId: string;
  let reference: string;
  const made: RefundRow[] = [];

  /** A refund row as the refunds service leaves it, made `minutesAgo` before now. */
  async function refund(
    over: Partial<typeof refunds.$inferInsert> & { minutesAgo: number },
    site = siteId,
    order = orderId,
  ) {
    const { minutesAgo, ...values } = over;
    return createRefund(t.db, {
      siteId: site,
      orderId: order,
      reason: 'the airline could not issue the ticket',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...values,
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    admin = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
    buyer = await signIn(t, siteId, { userType: 'retail', firstName: 'Meera', lastName: 'Iyer' });
    const booked = await createBooking(t.db, siteId, buyer.user.id, { price: 520_000 });
    orderId = booked.orderId;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    reference = order?.reference ?? '';
    // 25 refunds: the newest is failed, two settled to the wallet, the rest on their way to the card.
    for (let i = 24; i >= 0; i--) {
      const state = i === 0 ? 'failed' : i % 10 === 5 ? 'settled' : i % 2 === 0 ? 'sent' : 'requested';
      made.push(
        await refund({
          minutesAgo: i + 1,
          state,
          amount: 1_000 * (i + 1),
          ...(state === 'settled' ? { method: 'wallet', settledAt: new Date() } : {}),
          ...(state === 'failed' ? { lastError: 'the gateway answered PAYMENT_ERROR' } : {}),
        }),
      );
    }
  });
  afterAll(() => t.close());

  const list = (body: object = {}, token = admin, site = siteId) =>
    call(t.app, 'staff/refunds/list', body, { siteId: site, token });
  const retry = (id: string, token = admin, site = siteId) =>
    call(t.app, 'staff/refunds/retry', { id }, { siteId: site, token });
  const sendJobs = async (refundId: string) => {
    const rows = await t.db.execute(
      sql`select state from pgboss.job where name = 'send-refund' and singleton_key = ${refundId}`,
    );
    return 'rows' in rows ? rows.rows : rows;
  };

  it('lists the site’s refunds newest first, 20 a page, with the order, the buyer and the last error', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalRecords: 25, totalPages: 2, currentPage: 1 });
    expect(first.body.data.records).toHaveLength(20);
    expect(first.body.data.records[0]).toEqual({
      id: made.at(-1)?.id,
      orderId,
      orderReference: reference,
      buyer: `Meera Iyer · ${buyer.user.email}`,
      amount: 1_000,
      method: 'gateway',
      state: 'failed',
      reason: 'the airline could not issue the ticket',
      lastError: 'the gateway answered PAYMENT_ERROR',
      createdAt: expect.any(String),
      settledAt: null,
    });
    const amounts = (res: typeof first) => res.body.data.records.map((r: { amount: number }) => r.amount);
    expect(amounts(first)).toEqual(Array.from({ length: 20 }, (_, i) => 1_000 * (i + 1)));
    const second = await list({ page: 2 });
    expect(amounts(second)).toEqual([21_000, 22_000, 23_000, 24_000, 25_000]);
    expect(second.body.data.currentPage).toBe(2);
    expect((await list({ page: 3 })).body.data.records).toEqual([]);
  });

  it('filters by state', async () => {
    const settled = await list({ state: 'settled' });
    expect(settled.body.data.totalRecords).toBe(2);
    expect(settled.body.data.records.map((r: { amount: number }) => r.amount)).toEqual([6_000, 16_000]);
    expect(settled.body.data.records[0]).toMatchObject({ method: 'wallet', settledAt: expect.any(String) });
    expect((await list({ state: 'failed' })).body.data.records.map((r: { id: string }) => r.id)).toEqual([
      made.at(-1)?.id,
    ]);
    expect((await list({ state: 'lost' })).status).toBe(400);
    expect((await list({ page: 0 })).status).toBe(400);
  });

  it('retries a failed card refund: requested again, a send-refund job queued, the case answered', async () => {
    const failed = await refund({ minutesAgo: 0, state: 'failed', lastError: 'refused' });
    await raiseAttention(t.db, {
      siteId,
      orderId,
      kind: 'refund-failed',
      summary: 'A refund to the card did not go through.',
      tried: 'refused',
      actions: ['retry', 'resolve'],
    });
    const done = await retry(failed.id);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ id: failed.id, state: 'requested', message: REFUND_MSG.retried });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, failed.id));
    expect(row).toMatchObject({ state: 'requested', lastError: null });
    expect(await sendJobs(failed.id)).toEqual([{ state: 'created' }]);
    // Another refund of the order is still failed: its case stays open until that one is retried too.
    const open = () =>
      t.db
        .select()
        .from(attentionItems)
        .where(and(eq(attentionItems.orderId, orderId), isNull(attentionItems.resolvedAt)));
    expect(await open()).toHaveLength(1);
    const older = made.at(-1);
    expect((await retry(older?.id ?? '')).status).toBe(200);
    expect(await open()).toEqual([]);

    // Not failed any more: a second click is refused with a reason, and nothing more is queued.
    const again = await retry(failed.id);
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe(REFUND_MSG.notFailed);
    expect(await sendJobs(failed.id)).toHaveLength(1);
  });

  it('refuses to retry a settled refund, an unknown one and another site’s', async () => {
    const settled = made.find((r) => r.state === 'settled');
    expect((await retry(settled?.id ?? '')).status).toBe(409);
    expect((await retry('no-such-refund')).status).toBe(404);
    expect((await retry('')).status).toBe(400);

    const otherSite = (await createSite(t.db)).id;
    const otherAdmin = await signIn(t, otherSite, { userType: 'staff', isSuperAdmin: true });
    const otherBuyer = await createUser(t.db, otherSite, { userType: 'retail' });
    const otherOrder = (await createBooking(t.db, otherSite, otherBuyer.id)).orderId;
    const foreign = await refund({ minutesAgo: 0, state: 'failed' }, otherSite, otherOrder);
    // Each site sees only its own refunds, and cannot retry the other's.
    expect(
      (await list({}, otherAdmin.token, otherSite)).body.data.records.map((r: { id: string }) => r.id),
    ).toEqual([foreign.id]);
    expect((await list()).body.data.records.some((r: { id: string }) => r.id === foreign.id)).toBe(false);
    const crossed = await retry(foreign.id);
    expect(crossed.status).toBe(404);
    expect(crossed.body.errorMessage).toBe(REFUND_MSG.notFound);
    const [still] = await t.db.select().from(refunds).where(eq(refunds.id, foreign.id));
    expect(still?.state).toBe('failed');
  });

  it('is for staff: the list needs attention.view, the retry attention.act', async () => {
    expect((await list({}, buyer.token)).status).toBe(403);
    const clerk = await signIn(t, siteId, { userType: 'staff' });
    expect((await list({}, clerk.token)).status).toBe(200);
    const failed = await refund({ minutesAgo: 0, state: 'failed' });
    expect((await retry(failed.id, clerk.token)).status).toBe(403);
    expect((await retry(failed.id, buyer.token)).status).toBe(403);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, failed.id));
    expect(row?.state).toBe('failed');
  });

  it('shows the buyer, and staff, the order’s refunds in the buyer’s words, oldest first', async () => {
    const buyerOrder = (await createBooking(t.db, siteId, buyer.user.id, { price: 300_000 })).orderId;
    const settledAt = new Date();
    await refund({ minutesAgo: 3, method: 'wallet', state: 'settled', settledAt }, siteId, buyerOrder);
    await refund(
      { minutesAgo: 2, reason: 'change request 0b7e-42 completed', amount: 86_800 },
      siteId,
      buyerOrder,
    );
    await refund(
      { minutesAgo: 1, reason: 'staff: airline confirmed no ticket', state: 'failed' },
      siteId,
      buyerOrder,
    );
    const view = (token: string) =>
      call(t.app, 'api/getFlightDetails', { orderId: buyerOrder }, { siteId, token });
    const mine = await view(buyer.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.refunds).toEqual([
      {
        id: expect.any(String),
        amount: 10_000,
        method: 'wallet',
        state: 'settled',
        reason: 'The airline could not issue the ticket',
        createdAt: expect.any(String),
        settledAt: settledAt.toISOString(),
      },
      expect.objectContaining({
        amount: 86_800,
        method: 'gateway',
        state: 'requested',
        reason: 'Your cancellation was completed',
        settledAt: null,
      }),
      expect.objectContaining({ state: 'failed', reason: 'Returned by our team' }),
    ]);
    expect((await view(admin)).body.data.refunds).toEqual(mine.body.data.refunds);
    // An order with nothing owed back has no refunds.
    const plain = (await createBooking(t.db, siteId, buyer.user.id)).orderId;
    const none = await call(
      t.app,
      'api/getFlightDetails',
      { orderId: plain },
      { siteId, token: buyer.token },
    );
    expect(none.body.data.refunds).toEqual([]);
  });
});
