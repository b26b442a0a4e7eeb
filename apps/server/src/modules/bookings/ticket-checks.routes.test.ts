import { ATTENTION_MSG, ORDER_MSG } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attentionItems } from '../../commerce/attention/attention.schema';
import { orders } from '../../commerce/orders/orders.schema';
import { refunds } from '../../commerce/payments/refunds.schema';
import { createSite } from '../../seed/factories';
import { crashBeforeLegsSaved, fundedAgent, placeOrder } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { outboxEmails } from '../notifications/outbox.schema';
import { walletBalance } from '../wallet/wallet.ledger';
import { flightBookings } from './bookings.schema';

/**
 * Money loss 2 of issue 14: a ticket call whose answer never came is not a failure. The leg waits
 * as unconfirmed, nothing is refunded, and the supplier is asked until it says what it did.
 */
describe('a ticket call that goes unanswered', { timeout: 20_000 }, () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    // A short supplier timeout: the unanswered call gives up in a second, not ten.
    t = await createTestApp({
      supplier: sandbox.supplierConfig({ timeoutMs: 1_000 }),
      paymentGateway: sandbox.paymentConfig(),
    });
    siteId = (await createSite(t.db, { shortCode: 'UNA' })).id;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.faults(''));

  /** Pays a wallet order while the supplier misbehaves as `faults` says; answers what the buyer sees. */
  async function payUnanswered(faults: string) {
    const agent = await fundedAgent(t, siteId, 50_000);
    const order = await placeOrder(t, siteId, agent.token, { paymentMethod: 'wallet' });
    await sandbox.faults(faults);
    const paid = await call(
      t.app,
      'api/payments/orderSuccessCallback',
      { orderId: order.orderId },
      { siteId, token: agent.token },
    );
    await sandbox.faults('');
    const [leg] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, order.orderId));
    if (!leg) throw new Error('no leg saved');
    return { agent, order, paid: paid.body.data, leg };
  }

  const checkJobs = async (bookingId: string) => {
    const rows = await t.db.execute(
      sql`select state from pgboss.job where name = 'check-flight-booking' and singleton_key = ${bookingId}`,
    );
    return 'rows' in rows ? rows.rows : rows;
  };

  it('the airline ticketed it after all: the leg is ticketed, nothing refunded, the buyer told once', async () => {
    const { agent, order, paid, leg } = await payUnanswered('lostAnswer=Ticket');
    // The buyer is told the truth: paid, not yet confirmed, not to book again.
    expect(paid).toMatchObject({ status: 'processing', message: ORDER_MSG.ticketUnconfirmed });
    expect(leg).toMatchObject({ status: 'unconfirmed', pnr: null });
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(5_000_000 - order.amount);
    expect(await checkJobs(leg.id)).toHaveLength(1);

    await t.app.jobs.checkTicket(leg.id);
    await t.app.jobs.checkTicket(leg.id);
    const [checked] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, leg.id));
    expect(checked).toMatchObject({ status: 'ticketed', failureReason: null });
    expect(checked?.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(checked?.passengers[0]?.ticket?.ticketNumber).toMatch(/^\d{13}$/);
    const [done] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(done).toMatchObject({ status: 'completed', failureReason: null });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual([]);
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(5_000_000 - order.amount);
    // Staff read what happened on the order's timeline; the buyer's view carries none of it.
    const details = (token: string) =>
      call(t.app, 'api/getFlightDetails', { orderId: order.orderId }, { siteId, token });
    const admin = await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true });
    const timeline = (await details(admin.token)).body.data.events as { event: string }[];
    expect(timeline.map((e) => e.event)).toEqual(['pay', 'item:unconfirmed', 'item:ticketed', 'fulfil']);
    expect((await details(agent.token)).body.data.events).toEqual([]);
    const { queue } = t.app.jobs;
    await queue.runDue(queue.kinds.get('send-mail') as never);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.siteId, siteId));
    expect(mails.filter((m) => m.subject.includes(done?.reference ?? '?'))).toHaveLength(1);
  });

  it('the airline made nothing: the leg fails and the wallet is refunded, once', async () => {
    const { agent, order, leg } = await payUnanswered('timeout');
    expect(leg.status).toBe('unconfirmed');
    await t.app.jobs.checkTicket(leg.id);
    await t.app.jobs.checkTicket(leg.id);
    const [checked] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, leg.id));
    expect(checked?.status).toBe('failed');
    const [done] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(done?.status).toBe('failed');
    expect(done?.failureReason).toContain('refunded to your wallet');
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(5_000_000);
  });

  it('a booking status the airline does not document is asked again, never refunded (decision 0069)', async () => {
    const { agent, order, leg } = await payUnanswered('lostAnswer=Ticket');
    await sandbox.faults('bookingStatus=9');
    await expect(t.app.jobs.checkTicket(leg.id)).rejects.toThrow(/booking status we do not know/);
    const [still] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, leg.id));
    expect(still?.status).toBe('unconfirmed');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual([]);
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(5_000_000 - order.amount);
    // TBO's own answer for a ticketed booking, Status 5 with string numbers, settles it.
    await sandbox.faults('realShapes');
    await t.app.jobs.checkTicket(leg.id);
    const [checked] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, leg.id));
    expect(checked).toMatchObject({ status: 'ticketed', failureReason: null });
    expect(checked?.passengers[0]?.ticket?.ticketNumber).toMatch(/^\d{13}$/);
  });

  it('a supplier still not answering is asked again later, and the sweep leaves the order to the check', async () => {
    const { order, leg } = await payUnanswered('timeout');
    await sandbox.faults('timeout');
    await expect(t.app.jobs.checkTicket(leg.id)).rejects.toThrow(/took longer/);
    await sandbox.faults('');
    // Long past the sweep's five minutes: an order being asked about is not "left mid-booking".
    await t.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, order.orderId));
    await t.app.jobs.recoverOrders();
    expect(await t.db.select().from(attentionItems).where(eq(attentionItems.orderId, order.orderId))).toEqual(
      [],
    );
    const [still] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, leg.id));
    expect(still?.status).toBe('unconfirmed');
  });

  it.each([
    ['the airline ticketed before the crash', 'ticketed', 'lostAnswer=Ticket'],
    ['the airline made nothing before the crash', 'failed', 'timeout'],
  ] as const)('a restart between payment and ticketing: %s, the leg ends %s', async (_, leg, faults) => {
    const { agent, order } = await payUnanswered(faults);
    // The crash came before the leg was saved: a paid order in processing with nothing known.
    await crashBeforeLegsSaved(t.db, order.orderId, 60);
    await t.app.jobs.recoverOrders();
    const [saved] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, order.orderId));
    expect(saved?.status).toBe('unconfirmed');
    expect(await checkJobs(saved?.id ?? '')).toHaveLength(1);
    await t.app.jobs.checkTicket(saved?.id ?? '');
    const [known] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, order.orderId));
    expect(known?.status).toBe(leg);
    const [done] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(done?.status).toBe(leg === 'ticketed' ? 'completed' : 'failed');
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(
      leg === 'ticketed' ? 5_000_000 - order.amount : 5_000_000,
    );
  });

  it('out of retries, the order goes to staff with the safe actions, the money still held', async () => {
    const { order, leg } = await payUnanswered('timeout');
    const kind = t.app.jobs.queue.kinds.get('check-flight-booking');
    if (!kind) throw new Error('the check job is not registered');
    await kind.exhausted(
      { bookingId: leg.id } as never,
      new Error('GetBookingDetails took longer than 1000 ms'),
    );
    const [item] = await t.db.select().from(attentionItems).where(eq(attentionItems.orderId, order.orderId));
    expect(item).toMatchObject({
      kind: 'ticket-unconfirmed',
      actions: ['markTicketed', 'refund', 'resolve'],
    });
    expect(item?.tried[0]).toContain('took longer');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual([]);

    // The airline confirms to staff on the phone: they mark it ticketed with the PNR it gave.
    const admin = await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true });
    const act = (body: object) => call(t.app, 'staff/attention/act', body, { siteId, token: admin.token });
    const noPnr = await act({ id: item?.id, action: 'markTicketed', note: 'Airline confirmed' });
    expect(noPnr.status).toBe(400);
    expect(noPnr.body.errorMessage).toContain('Enter the PNR the airline confirmed');
    const marked = await act({
      id: item?.id,
      action: 'markTicketed',
      note: 'Airline confirmed',
      pnr: 'qx7k2p',
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data.message).toBe(ATTENTION_MSG.markedTicketed);
    const [ticketed] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, leg.id));
    expect(ticketed).toMatchObject({ status: 'ticketed', pnr: 'QX7K2P' });
    const [done] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(done?.status).toBe('completed');
    // Its job, when it comes, finds nothing left to ask.
    await t.app.jobs.checkTicket(leg.id);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual([]);
  });
});
