import { ORDER_MSG, ORDER_REFERENCE_PATTERN } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { createBooking } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { fundedAgent, gdsFare, leadTraveller, placeHold } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';
import { outboxEmails } from '../notifications/outbox.schema';
import { walletBalance } from '../wallet/wallet.ledger';
import { walletLedger } from '../wallet/wallet.schema';
import { flightBookings } from './bookings.schema';

/** Decision 0024: a hold takes no money; ticketing it is paying for it; release and lapse move none. */
describe('holds: nothing charged until ticketed', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db, { shortCode: 'HLD' })).id;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.faults(''));

  const api = (path: string, body: object, token: string) => call(t.app, path, body, { siteId, token });

  /** An agent allowed to hold, with ₹50,000 in the wallet. */
  const holdingAgent = () =>
    fundedAgent(t, siteId, 50_000, { companyName: 'Hold Tours', isFlightHoldAllowed: true });

  /** Holds a GDS fare: answers the order's outcome after the hold. */
  async function hold(
    token: string,
    email: string,
    paymentMethod: 'wallet' | 'gateway',
    buyer: 'agent' | 'retail' = 'agent',
  ) {
    const { outcome, placed, fare } = await placeHold(t, siteId, token, { email, paymentMethod });
    // An agent pays the card's price less the supplier's commission they earn (decision 0030).
    const commission = buyer === 'agent' ? (fare.commissionEarned ?? 0) : 0;
    expect(placed).toMatchObject({ isPayingOnline: false, amount: fare.publishedPrice - commission });
    return { outcome, fare };
  }

  const ledgerOf = (userId: string) =>
    t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.siteId, siteId), eq(walletLedger.userId, userId)));

  it('holding books the seats and charges nothing: held until the airline’s time limit, no "Payment Successful"', async () => {
    const agent = await holdingAgent();
    const { outcome } = await hold(agent.token, 'held@example.test', 'wallet');
    expect(outcome).toMatchObject({ status: 'held', message: ORDER_MSG.held });
    expect(outcome.reference).toMatch(/^HLD-\d{2}-\d{6}$/);
    expect(outcome.bookings[0]).toMatchObject({ status: 'held' });
    expect(outcome.bookings[0].pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(Date.parse(outcome.heldUntil)).toBeGreaterThan(Date.now());
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(5_000_000);
    expect(await ledgerOf(agent.user.id)).toHaveLength(1);

    const view = await api('api/getFlightDetails', { orderId: outcome.orderId }, agent.token);
    expect(view.body.data).toMatchObject({
      status: 'held',
      heldUntil: outcome.heldUntil,
      money: { charged: 0, refunded: 0, refundedTo: null },
    });
    const queue = await api('api/getBookedFlights', { page: 1 }, agent.token);
    expect(queue.body.data.records[0]).toMatchObject({
      orderId: outcome.orderId,
      orderReference: outcome.reference,
      heldUntil: outcome.heldUntil,
      amountDue: outcome.amount,
    });
  });

  it('Ticket now from the wallet charges the amount shown once, tickets it, and mails the confirmation', async () => {
    const agent = await holdingAgent();
    const email = `ticket-${Date.now()}@example.test`;
    const { outcome } = await hold(agent.token, email, 'gateway');
    const ticketed = await api(
      'api/ticketHeldOrder',
      { orderId: outcome.orderId, paymentMethod: 'wallet' },
      agent.token,
    );
    expect(ticketed.status).toBe(200);
    expect(ticketed.body.data.payment).toBeNull();
    expect(ticketed.body.data.outcome).toMatchObject({
      status: 'completed',
      message: ORDER_MSG.paymentSuccessful,
    });
    expect(ticketed.body.data.outcome.bookings[0]).toMatchObject({
      status: 'ticketed',
      pnr: outcome.bookings[0].pnr,
    });
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(5_000_000 - outcome.amount);
    const again = await api(
      'api/ticketHeldOrder',
      { orderId: outcome.orderId, paymentMethod: 'wallet' },
      agent.token,
    );
    expect(again.status).toBe(409);
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(5_000_000 - outcome.amount);

    // The confirmation is a mail job (decision 0027): a test app runs its jobs by hand.
    await t.app.jobs.queue.runDue(t.app.jobs.queue.kinds.get('send-mail') as never);
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mail?.subject).toContain(`Booking confirmed ${outcome.reference}`);
    expect(mail?.text).toContain(`PNR ${outcome.bookings[0].pnr}`);
    expect(mail?.text).toContain('/flight/eTicket/');
  });

  it('Ticket now online: a declined payment keeps the hold and takes nothing; the next attempt tickets it', async () => {
    const retail = await signIn(t, siteId, { userType: 'retail', isFlightHoldAllowed: true });
    const { outcome } = await hold(retail.token, 'online@example.test', 'gateway', 'retail');
    const pay = async (result: 'success' | 'failure') => {
      const started = await api(
        'api/ticketHeldOrder',
        { orderId: outcome.orderId, paymentMethod: 'gateway' },
        retail.token,
      );
      expect(started.status).toBe(200);
      expect(started.body.data).toMatchObject({ outcome: null, payment: { amount: outcome.amount } });
      const page = started.body.data.payment.redirectUrl as string;
      await fetch(page);
      await fetch(`${page}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `outcome=${result}`,
        redirect: 'manual',
      });
      return api('payment/phonepe/verifyPayment', { orderId: outcome.orderId }, retail.token);
    };
    const declined = await pay('failure');
    expect(declined.body.data).toMatchObject({ status: 'held', message: ORDER_MSG.holdPaymentFailed });
    const [stillHeld] = await t.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.orderId, outcome.orderId));
    expect(stillHeld?.status).toBe('held');

    const paid = await pay('success');
    expect(paid.body.data).toMatchObject({ status: 'completed' });
    expect(paid.body.data.bookings[0]).toMatchObject({ status: 'ticketed' });
    // Each attempt is a payment of its own, named as the gateway knows it.
    const attempts = await t.db
      .select({ id: payments.id, state: payments.state })
      .from(payments)
      .where(eq(payments.orderId, outcome.orderId))
      .orderBy(payments.createdAt);
    expect(attempts).toEqual([
      { id: `${outcome.orderId}T1`, state: 'failed' },
      { id: `${outcome.orderId}T2`, state: 'paid' },
    ]);
    const view = await api('api/getFlightDetails', { orderId: outcome.orderId }, retail.token);
    expect(view.body.data.money).toEqual({ charged: outcome.amount, refunded: 0, refundedTo: null });
  });

  it('a wallet too low to ticket says so and leaves the hold as it was', async () => {
    const agent = await signIn(t, siteId, {
      userType: 'travelAgent',
      companyName: 'Poor',
      isFlightHoldAllowed: true,
    });
    const { outcome } = await hold(agent.token, 'low@example.test', 'wallet');
    const refused = await api(
      'api/ticketHeldOrder',
      { orderId: outcome.orderId, paymentMethod: 'wallet' },
      agent.token,
    );
    expect(refused.status).toBe(402);
    expect(refused.body.errorMessage).toContain('Nothing was booked or charged');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, outcome.orderId));
    expect(order?.status).toBe('held');
  });

  it('the airline refusing to ticket gives the money back and keeps the booking held', async () => {
    const agent = await holdingAgent();
    const { outcome } = await hold(agent.token, 'refused@example.test', 'wallet');
    await sandbox.faults('error=Ticket');
    const refused = await api(
      'api/ticketHeldOrder',
      { orderId: outcome.orderId, paymentMethod: 'wallet' },
      agent.token,
    );
    expect(refused.body.data.outcome).toMatchObject({ status: 'held' });
    expect(refused.body.data.outcome.message).toContain('refunded to your wallet');
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(5_000_000);
    // The order's page lists the refund: to the wallet, settled with its ledger entry.
    const view = await api('api/getFlightDetails', { orderId: outcome.orderId }, agent.token);
    expect(view.body.data.refunds).toEqual([
      expect.objectContaining({
        amount: outcome.amount,
        method: 'wallet',
        state: 'settled',
        reason: 'The airline could not issue the ticket',
        settledAt: expect.any(String),
      }),
    ]);
    await sandbox.faults('');
    const ticketed = await api(
      'api/ticketHeldOrder',
      { orderId: outcome.orderId, paymentMethod: 'wallet' },
      agent.token,
    );
    expect(ticketed.body.data.outcome).toMatchObject({ status: 'completed' });
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(5_000_000 - outcome.amount);
  });

  it('releasing a hold gives the seats back and moves no money', async () => {
    const agent = await holdingAgent();
    const { outcome } = await hold(agent.token, 'release@example.test', 'wallet');
    const released = await api(
      'api/releaseFlight',
      { bookingId: outcome.bookings[0].bookingId },
      agent.token,
    );
    expect(released.status).toBe(200);
    expect(released.body.message).toBe('Booking released. Nothing was charged.');
    const view = await api('api/getFlightDetails', { orderId: outcome.orderId }, agent.token);
    expect(view.body.data).toMatchObject({ status: 'released', money: { charged: 0, refunded: 0 } });
    expect(await ledgerOf(agent.user.id)).toHaveLength(1);
    const late = await api(
      'api/ticketHeldOrder',
      { orderId: outcome.orderId, paymentMethod: 'wallet' },
      agent.token,
    );
    expect(late.status).toBe(409);
  });

  it('a hold past the airline’s time limit lapses, and one paid under the old model is refunded', async () => {
    const agent = await holdingAgent();
    const { outcome } = await hold(agent.token, 'lapse@example.test', 'wallet');
    await t.db
      .update(orders)
      .set({ heldUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, outcome.orderId));
    // Paid when it was held (decision 0009): ₹6,500 out of the wallet, its time limit passed.
    const paidHold = await createBooking(t.db, siteId, agent.user.id, {
      status: 'held',
      isLcc: false,
      lastTicketDate: new Date(Date.now() - 60_000).toISOString().slice(0, 19),
      price: 650_000,
    });
    await t.app.jobs.recoverOrders();

    const [lapsed] = await t.db.select().from(orders).where(eq(orders.id, outcome.orderId));
    expect(lapsed?.status).toBe('lapsed');
    const [leg] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, outcome.orderId));
    expect(leg?.status).toBe('released');
    const [old] = await t.db.select().from(orders).where(eq(orders.id, paidHold.orderId));
    expect(old?.status).toBe('lapsed');
    // The new-model hold cost nothing; the old one's ₹6,500 came back once, however often the job runs.
    await t.app.jobs.recoverOrders();
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(5_000_000 + 650_000);
    const refunds = (await ledgerOf(agent.user.id)).filter((e) => e.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(650_000);
  });

  it('a user without the hold permission cannot hold; the order reference counts up per site', async () => {
    const agent = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'No Holds' });
    const { searchId, fare } = await gdsFare(t, siteId, agent.token, 15);
    const body = {
      searchId,
      resultIndexes: [fare.resultIndex],
      passengers: [leadTraveller('x@example.test')],
    };
    const refused = await api(
      'api/setFlightDetails',
      { ...body, paymentMethod: 'wallet', holdBooking: true },
      agent.token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(ORDER_MSG.holdNotAllowed);
    await t.db.update(users).set({ isFlightHoldAllowed: true }).where(eq(users.id, agent.user.id));
    const refs: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const placed = await api('api/setFlightDetails', { ...body, paymentMethod: 'wallet' }, agent.token);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.body.data.orderId));
      refs.push(row?.reference ?? '');
    }
    expect(refs.every((r) => ORDER_REFERENCE_PATTERN.test(r))).toBe(true);
    const seq = refs.map((r) => Number(r.split('-')[2]));
    expect(seq[1]).toBe((seq[0] ?? 0) + 1);
  });
});
