import { CHANGE_REQUEST_STATUS, CHANGE_REQUEST_TYPES } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAttention } from '../../commerce/attention/attention.service';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { createSite } from '../../seed/factories';
import { fundedAgent, payAtGateway, placeOrder } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { walletBalance } from '../wallet/wallet.ledger';
import { changeRequests, flightBookings } from './bookings.schema';

const MINUTE = 60_000;
type Poll = JobKind<{ changeRequestId: string }>;

/**
 * Money loss 5 of issue 14: a completed cancellation is paid back though nobody presses Refresh
 * Status. Each change request raised is followed by a `poll-change-request` job that asks the
 * airline until it is done, settles it as Refresh does, and tells staff when it never finishes.
 */
describe('a cancellation followed up by its poll job', { timeout: 30_000 }, () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  /** the sandbox's clock runs this far ahead of ours: it completes a request after 15 minutes */
  let skewMs = 0;
  let siteId: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ now: () => new Date(Date.now() + skewMs) });
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db, { shortCode: 'CRP' })).id;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  afterEach(() => {
    skewMs = 0;
  });

  const kind = (name: string) => t.app.jobs.queue.kinds.get(name) as JobKind<never>;
  const poll = () => t.app.jobs.queue.kinds.get('poll-change-request') as unknown as Poll;
  const api = (path: string, body: object, token: string) => call(t.app, path, body, { siteId, token });

  /**
   * A ticketed one-adult order paid from an agent's wallet, or by a retail buyer through the gateway's
   * page. A GDS fare unless `lcc`: TBO answers a GDS cancellation Pending until the airline completes
   * it, a low-cost one Completed as it is sent (decision 0069).
   */
  async function ticketedOrder(paymentMethod: 'wallet' | 'gateway', { lcc = false } = {}) {
    const buyer =
      paymentMethod === 'wallet'
        ? await fundedAgent(t, siteId, 50_000)
        : await signIn(t, siteId, { userType: 'retail' });
    const { orderId } = await placeOrder(t, siteId, buyer.token, {
      paymentMethod,
      pick: (f) => f.isLcc === lcc,
    });
    if (paymentMethod === 'wallet') {
      await api('api/payments/orderSuccessCallback', { orderId }, buyer.token);
    } else {
      const created = await api('payment/createPayment', { orderId }, buyer.token);
      await payAtGateway(created.body.data.redirectUrl, 'success');
      const paid = await api('payment/phonepe/verifyPayment', { orderId }, buyer.token);
      expect(paid.body.data.status).toBe('completed');
    }
    const [leg] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
    if (leg?.status !== 'ticketed' || leg.supplierBookingId === null) throw new Error('not ticketed');
    return { buyer, orderId, leg };
  }

  /** The buyer cancels the whole booking; answers the change request rows it made. */
  async function cancel(token: string, leg: typeof flightBookings.$inferSelect) {
    const raised = await api(
      'api/changeRequest',
      {
        bookingId: leg.supplierBookingId,
        requestType: CHANGE_REQUEST_TYPES.Refund,
        passengers: leg.passengers.map((_, i) => String(i)),
        sectors: leg.segments.map((s) => ({
          origin: s.originAirportCode,
          destination: s.destinationAirportCode,
        })),
        remarks: 'Plans changed',
        agreed: true,
      },
      token,
    );
    expect(raised.status).toBe(200);
    return t.db.select().from(changeRequests).where(eq(changeRequests.bookingId, leg.id));
  }

  const pollJobs = async (changeRequestId: string) => {
    const rows = await t.db.execute(
      sql`select state, start_after, retry_count, retry_limit from pgboss.job
          where name = 'poll-change-request' and singleton_key = ${changeRequestId}`,
    );
    return ('rows' in rows ? rows.rows : rows) as {
      state: string;
      start_after: Date | string;
      retry_count: number;
      retry_limit: number;
    }[];
  };
  const rowOf = async (id: string) =>
    (await t.db.select().from(changeRequests).where(eq(changeRequests.id, id)))[0];

  it('raising a cancellation queues its poll job with the row, to ask from ten minutes on', async () => {
    const { buyer, leg } = await ticketedOrder('wallet');
    const before = Date.now();
    const [request, ...more] = await cancel(buyer.token, leg);
    expect(more).toHaveLength(0);
    if (!request) throw new Error('no change request');
    const [job, ...others] = await pollJobs(request.id);
    expect(others).toHaveLength(0);
    expect(job).toMatchObject({ state: 'created', retry_limit: 8 });
    const startsIn = new Date(job?.start_after ?? 0).getTime() - before;
    expect(startsIn).toBeGreaterThan(9 * MINUTE);
    expect(startsIn).toBeLessThan(11 * MINUTE);
  });

  it('a cancellation the airline completes as it is sent is paid back at once, by its job if not then', async () => {
    // Asked and settled as it is raised: the buyer's money is back before the page answers.
    const first = await ticketedOrder('wallet', { lcc: true });
    const paidBefore = await walletBalance(t.db, siteId, first.buyer.user.id);
    const [settled] = await cancel(first.buyer.token, first.leg);
    if (!settled) throw new Error('no change request');
    expect(settled).toMatchObject({ status: CHANGE_REQUEST_STATUS.Completed, refundSettled: true });
    expect(settled.refundedAmount).toBeGreaterThan(0);
    expect(await walletBalance(t.db, siteId, first.buyer.user.id)).toBe(paidBefore + settled.refundedAmount);
    // Its job, due at once, finds nothing left to do: it asks nobody and pays nothing.
    const asked = sandbox.operations.length;
    await poll().handler({ changeRequestId: settled.id });
    expect(sandbox.operations.length).toBe(asked);
    expect(await walletBalance(t.db, siteId, first.buyer.user.id)).toBe(paidBefore + settled.refundedAmount);

    // The airline's status call fails just then: recorded Completed, not yet paid, and the job pays it.
    const second = await ticketedOrder('wallet', { lcc: true });
    const before = await walletBalance(t.db, siteId, second.buyer.user.id);
    await sandbox.faults('error=GetChangeRequestStatus');
    const [request] = await cancel(second.buyer.token, second.leg).finally(() => sandbox.faults(''));
    if (!request) throw new Error('no change request');
    expect(request).toMatchObject({ status: CHANGE_REQUEST_STATUS.Completed, refundSettled: false });
    const [job] = await pollJobs(request.id);
    expect(new Date(job?.start_after ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
    expect(await t.app.jobs.queue.runDue(kind('poll-change-request'))).toBeGreaterThanOrEqual(1);
    const done = await rowOf(request.id);
    expect(done).toMatchObject({ status: CHANGE_REQUEST_STATUS.Completed, refundSettled: true });
    expect(await walletBalance(t.db, siteId, second.buyer.user.id)).toBe(
      before + (done?.refundedAmount ?? 0),
    );
  });

  it('an online-paid cancellation is refunded to the card by the job, once, though nobody refreshed', async () => {
    const { buyer, orderId, leg } = await ticketedOrder('gateway');
    const [request] = await cancel(buyer.token, leg);
    if (!request) throw new Error('no change request');
    const job = { changeRequestId: request.id };

    // The airline has not finished: the row stays pending, and the run fails so the queue asks again.
    skewMs = 2 * MINUTE;
    await expect(poll().handler(job)).rejects.toThrow(/Pending at the airline/);
    expect(await rowOf(request.id)).toMatchObject({
      status: CHANGE_REQUEST_STATUS.Pending,
      refundSettled: false,
    });
    expect(await t.app.jobs.refunds.ofOrder(siteId, orderId)).toEqual([]);

    skewMs = 16 * MINUTE;
    await poll().handler(job);
    await poll().handler(job);
    const done = await rowOf(request.id);
    expect(done).toMatchObject({ status: CHANGE_REQUEST_STATUS.Completed, refundSettled: true });
    expect(done?.refundedAmount).toBeGreaterThan(0);
    // Owed to the card; the wallet is untouched.
    const owed = await t.app.jobs.refunds.ofOrder(siteId, orderId);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      method: 'gateway',
      amount: done?.refundedAmount,
      state: 'requested',
    });
    expect(await walletBalance(t.db, siteId, buyer.user.id)).toBe(0);
    expect((await t.db.select().from(flightBookings).where(eq(flightBookings.id, leg.id)))[0]?.status).toBe(
      'cancelled',
    );

    // The refund job sends it and the gateway pays it: on the buyer's payments list.
    expect(await t.app.jobs.queue.runDue(kind('send-refund'))).toBe(1);
    expect((await t.app.jobs.refunds.ofOrder(siteId, orderId))[0]?.state).toBe('settled');
    // A person's Refresh afterwards owes nothing more.
    const refreshed = await api(
      'api/getCRStatus',
      { changeRequestId: request.supplierChangeRequestId },
      buyer.token,
    );
    expect(refreshed.body.data.status).toBe(CHANGE_REQUEST_STATUS.Completed);
    expect(await t.app.jobs.refunds.ofOrder(siteId, orderId)).toHaveLength(1);
  });

  it('the job and a Refresh racing on a completed cancellation credit the wallet once', async () => {
    const { buyer, leg } = await ticketedOrder('wallet');
    const paidBefore = await walletBalance(t.db, siteId, buyer.user.id);
    const [request] = await cancel(buyer.token, leg);
    if (!request) throw new Error('no change request');
    skewMs = 16 * MINUTE;
    const [, refreshed] = await Promise.all([
      poll().handler({ changeRequestId: request.id }),
      api('api/getCRStatus', { changeRequestId: request.supplierChangeRequestId }, buyer.token),
      poll().handler({ changeRequestId: request.id }),
    ]);
    expect(refreshed.status).toBe(200);
    const done = await rowOf(request.id);
    expect(done?.refundedAmount).toBeGreaterThan(0);
    expect(await walletBalance(t.db, siteId, buyer.user.id)).toBe(paidBefore + (done?.refundedAmount ?? 0));
  });

  it('the queue retries a request not final yet with back-off, and out of retries puts it before staff', async () => {
    const { buyer, orderId, leg } = await ticketedOrder('wallet');
    const [request] = await cancel(buyer.token, leg);
    if (!request) throw new Error('no change request');
    const due = (set: string) =>
      t.db.execute(
        sql.raw(
          `update pgboss.job set start_after = now() - interval '1 second', ${set} where name = 'poll-change-request' and singleton_key = '${request.id}'`,
        ),
      );

    // Due now, the airline still working: the run fails and the queue will ask again, ten minutes on or more.
    await due('retry_count = 0');
    expect(await t.app.jobs.queue.runDue(kind('poll-change-request'))).toBe(1);
    const [retrying] = await pollJobs(request.id);
    expect(retrying?.state).toBe('retry');
    expect(new Date(retrying?.start_after ?? 0).getTime() - Date.now()).toBeGreaterThan(9 * MINUTE);
    expect((await openAttention(t.db, siteId)).filter((c) => c.orderId === orderId)).toEqual([]);

    // Its last retry fails too: staff have the case, with what was asked.
    await due('retry_count = retry_limit');
    expect(await t.app.jobs.queue.runDue(kind('poll-change-request'))).toBe(1);
    const cases = (await openAttention(t.db, siteId)).filter((c) => c.orderId === orderId);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ kind: 'change-request-stuck', actions: ['resolve'] });
    expect(cases[0]?.summary).toContain(String(request.supplierChangeRequestId));
    expect(cases[0]?.tried[0]).toContain('at the airline');
    expect((await rowOf(request.id))?.refundSettled).toBe(false);

    // A request the airline finished by then is no case for staff.
    skewMs = 16 * MINUTE;
    await poll().handler({ changeRequestId: request.id });
    await poll().exhausted({ changeRequestId: request.id }, new Error('late'));
    const again = (await openAttention(t.db, siteId)).filter((c) => c.orderId === orderId);
    expect(again[0]?.tried).toHaveLength(1);
  });
});
