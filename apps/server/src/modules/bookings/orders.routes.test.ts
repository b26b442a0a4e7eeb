import { type FlightPriceData, type FlightResult, formatInr } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../commerce/orders/orders.schema';
import { refunds } from '../../commerce/payments/refunds.schema';
import { createMarkupGroup, createMarkupRule, createSite } from '../../seed/factories';
import { gatewayNotice } from '../../test/gateway-notice';
import { payAtGateway } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { legalEntities, users } from '../accounts/accounts.schema';
import { creditWallet, walletBalance } from '../wallet/wallet.ledger';
import { walletLedger } from '../wallet/wallet.schema';
import { flightBookings } from './bookings.schema';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const adult = (firstName: string, lead = false) => ({
  title: 'Mr',
  firstName,
  lastName: 'Traveller',
  paxType: 1 as const,
  gender: 1 as const,
  dateOfBirth: '1988-05-20',
  ...(lead
    ? {
        email: 'lead@example.test',
        phoneCode: '+91',
        mobileNo: '9876543210',
        addressLine1: '12 MG Road',
        city: 'Delhi',
        countryCode: 'IN',
      }
    : {}),
});

describe('orders: pay by wallet or gateway, book once, refund on failure', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db)).id;
    const group = await createMarkupGroup(t.db, siteId, { isDefault: true });
    await createMarkupRule(t.db, siteId, {
      groupId: group.id,
      valueType: 'fixed',
      value: 20000,
      per: 'passenger',
    });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.faults(''));

  async function searchFare(token: string, pick: (f: FlightResult) => boolean, days = 12) {
    const found = await call(
      t.app,
      'api/search',
      {
        JourneyType: 1,
        segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(days) }],
        adultCount: 1,
      },
      { siteId, token },
    );
    const searchId = found.body.data.searchId as string;
    const priced = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId, token });
    const fare = (priced.body.data as FlightPriceData).results[0]?.find(pick);
    if (!fare) throw new Error('no such fare');
    return { searchId, fare };
  }

  async function order(
    token: string,
    paymentMethod: 'wallet' | 'gateway',
    pick = (f: FlightResult) => f.isLcc,
  ) {
    const { searchId, fare } = await searchFare(token, pick);
    const res = await call(
      t.app,
      'api/setFlightDetails',
      { searchId, resultIndexes: [fare.resultIndex], passengers: [adult('Arjun', true)], paymentMethod },
      { siteId, token },
    );
    return { res, fare, searchId };
  }

  async function agentWithBalance(rupees: number) {
    const { user, token } = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Arjun Tours' });
    if (rupees > 0)
      await creditWallet(t.db, {
        siteId,
        userId: user.id,
        amount: rupees * 100,
        kind: 'topup',
        reference: `t-${user.id}`,
        description: 'test top-up',
      });
    return { user, token };
  }

  it('an agent pays from the wallet: one debit, a ticketed booking with a PNR, the amount shown', async () => {
    const { user, token } = await agentWithBalance(50_000);
    const { res, fare } = await order(token, 'wallet');
    expect(res.status).toBe(200);
    const { orderId, amount, isPayingOnline } = res.body.data;
    expect(isPayingOnline).toBe(false);
    // The price the result showed (the ₹200 service fee's 18% GST was in it from the start), less
    // the supplier's commission, which an agent earns.
    expect(fare.publishedPrice).toBe(fare.publishedFare + 20000 + 3600);
    expect(fare.commissionEarned).toBeGreaterThan(0);
    expect(amount).toBe(fare.publishedPrice - (fare.commissionEarned ?? 0));
    const done = await call(t.app, 'api/payments/orderSuccessCallback', { orderId }, { siteId, token });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'completed',
      message: 'Payment Successful',
      showReturn: false,
    });
    expect(done.body.data.bookings[0]).toMatchObject({ status: 'ticketed' });
    expect(done.body.data.bookings[0].pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(await walletBalance(t.db, siteId, user.id)).toBe(5_000_000 - amount);
  });

  it('an agent whose TDS flag is set is charged the net: less commission, plus 2% TDS on it', async () => {
    const { user, token } = await agentWithBalance(50_000);
    if (!user.legalEntityId) throw new Error('an agent has a company');
    await t.db
      .update(legalEntities)
      .set({ isTdsDeductable: true })
      .where(eq(legalEntities.id, user.legalEntityId));
    const { res, fare } = await order(token, 'wallet');
    const commission = fare.commissionEarned ?? 0;
    expect(res.body.data.amount).toBe(fare.publishedPrice - commission + Math.round(commission * 0.02));
  });

  it('a retail buyer is charged the price shown, commission or not', async () => {
    const { token } = await signIn(t, siteId, { userType: 'retail' });
    const { res, fare } = await order(token, 'gateway');
    expect(fare.commissionEarned).toBeGreaterThan(0);
    expect(res.body.data.amount).toBe(fare.publishedPrice);
  });

  it('fifty success callbacks at once book once and debit once', async () => {
    const { user, token } = await agentWithBalance(50_000);
    const { res } = await order(token, 'wallet');
    const { orderId } = res.body.data;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.app, 'api/payments/orderSuccessCallback', { orderId }, { siteId, token }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const bookings = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
    expect(bookings).toHaveLength(1);
    const debits = await t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, user.id), eq(walletLedger.kind, 'booking')));
    expect(debits).toHaveLength(1);
  });

  it('too little balance: a clear 402, nothing booked, nothing charged', async () => {
    const { user, token } = await agentWithBalance(100);
    const { res } = await order(token, 'wallet');
    const { orderId } = res.body.data;
    const paid = await call(t.app, 'api/payments/orderSuccessCallback', { orderId }, { siteId, token });
    expect(paid.status).toBe(402);
    expect(paid.body.errorMessage).toContain('Nothing was booked or charged');
    expect(await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId))).toHaveLength(
      0,
    );
    expect(await walletBalance(t.db, siteId, user.id)).toBe(10_000);
  });

  async function withCreditLine(userId: string, rupees: number) {
    await t.db
      .update(users)
      .set({ walletCreditLimit: rupees * 100 })
      .where(eq(users.id, userId));
  }

  it('a wallet short of the amount pays when the credit line covers the rest', async () => {
    const { user, token } = await agentWithBalance(100);
    await withCreditLine(user.id, 50_000);
    const funds = await call(t.app, 'wl/user/getWlUserWalletBalance', {}, { siteId, token });
    expect(funds.body.data).toEqual({ balance: 10_000, creditLimit: 5_000_000 });
    const { res } = await order(token, 'wallet');
    const { orderId, amount } = res.body.data;
    const paid = await call(t.app, 'api/payments/orderSuccessCallback', { orderId }, { siteId, token });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('completed');
    // The balance goes below zero, within the credit line.
    expect(await walletBalance(t.db, siteId, user.id)).toBe(10_000 - amount);
  });

  it('a wallet short even with its credit line is refused by name, nothing charged', async () => {
    const { user, token } = await agentWithBalance(100);
    await withCreditLine(user.id, 200);
    const { res } = await order(token, 'wallet');
    const { orderId, amount } = res.body.data;
    expect(amount).toBeGreaterThan(30_000);
    const paid = await call(t.app, 'api/payments/orderSuccessCallback', { orderId }, { siteId, token });
    expect(paid.status).toBe(402);
    expect(paid.body.errorMessage).toBe(
      `Your wallet balance of ₹100 and credit line of ₹200 are not enough for this booking of ${formatInr(amount)}. Nothing was booked or charged.`,
    );
    expect(await walletBalance(t.db, siteId, user.id)).toBe(10_000);
  });

  it('two buyers race for the last seat: one ticket; the other is told plainly and keeps their money', async () => {
    const first = await agentWithBalance(50_000);
    const second = await agentWithBalance(50_000);
    const { searchId, fare } = await searchFare(first.token, (f) => f.isLcc);
    await sandbox.leaveSeats(fare.traceId, fare.resultIndex, 1);
    const place = async (token: string) =>
      (
        await call(
          t.app,
          'api/setFlightDetails',
          {
            searchId,
            resultIndexes: [fare.resultIndex],
            passengers: [adult('Dev', true)],
            paymentMethod: 'wallet',
          },
          { siteId, token },
        )
      ).body.data.orderId as string;
    const orders = await Promise.all([place(first.token), place(second.token)]);
    const buyers = [first, second];
    const outcomes = await Promise.all(
      orders.map((orderId, i) =>
        call(t.app, 'api/payments/orderSuccessCallback', { orderId }, { siteId, token: buyers[i]?.token }),
      ),
    );
    const statuses = outcomes.map((o) => o.body.data.status).sort();
    expect(statuses).toEqual(['completed', 'failed']);
    const loser = outcomes.findIndex((o) => o.body.data.status === 'failed');
    expect(outcomes[loser]?.body.data.message).toContain('Requested seats are not available');
    expect(outcomes[loser]?.body.data.message).toContain('refunded to your wallet');
    expect(await walletBalance(t.db, siteId, buyers[loser]?.user.id ?? '')).toBe(5_000_000);
    expect(await walletBalance(t.db, siteId, buyers[1 - loser]?.user.id ?? '')).toBeLessThan(5_000_000);
  });

  it('an agent with a credit line may pay below zero, down to the limit', async () => {
    const { user, token } = await agentWithBalance(0);
    await t.db.update(users).set({ walletCreditLimit: 5_000_000 }).where(eq(users.id, user.id));
    const { res } = await order(token, 'wallet');
    const done = await call(
      t.app,
      'api/payments/orderSuccessCallback',
      { orderId: res.body.data.orderId },
      { siteId, token },
    );
    expect(done.body.data.status).toBe('completed');
    expect(await walletBalance(t.db, siteId, user.id)).toBe(-res.body.data.amount);
  });

  it('a retail customer cannot pay from a wallet', async () => {
    const { token } = await signIn(t, siteId, { userType: 'retail' });
    const { res } = await order(token, 'wallet');
    expect(res.status).toBe(403);
  });

  it('the airline fails after the wallet paid: booking failed with its reason, money back, user told', async () => {
    const { user, token } = await agentWithBalance(50_000);
    const { res } = await order(token, 'wallet');
    await sandbox.faults('error=Ticket');
    const done = await call(
      t.app,
      'api/payments/orderSuccessCallback',
      { orderId: res.body.data.orderId },
      { siteId, token },
    );
    expect(done.body.data.status).toBe('failed');
    expect(done.body.data.message).toContain('refunded to your wallet');
    expect(done.body.data.bookings[0]).toMatchObject({ status: 'failed', pnr: null });
    expect(await walletBalance(t.db, siteId, user.id)).toBe(5_000_000);
  });

  describe('online payment', () => {
    it('fifty gateway notices and returns at once for one paid order: one ticket, one refund-free charge', async () => {
      const { token } = await signIn(t, siteId, { userType: 'retail' });
      const { res } = await order(token, 'gateway');
      const { orderId } = res.body.data;
      const created = await call(t.app, 'payment/createPayment', { orderId }, { siteId, token });
      await payAtGateway(created.body.data.redirectUrl, 'success');
      // Signed with the site's account (the platform's here): an unsigned notice is refused (0043).
      const notice = gatewayNotice(orderId, sandbox.paymentConfig());
      const asked = sandbox.operations.length;
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? call(t.app, 'payment/phonepe/callback', notice.body, { siteId, headers: notice.headers })
            : call(t.app, 'payment/phonepe/verifyPayment', { orderId }, { siteId, token }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      const legs = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
      expect(legs).toHaveLength(1);
      expect(legs[0]?.status).toBe('ticketed');
      const [paid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(paid).toMatchObject({ status: 'completed', failureReason: null });
      // Paid once at the gateway, owed nothing back, and the sandbox airline sold one ticket.
      expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
      expect(sandbox.operations.slice(asked).filter((op) => op === 'Ticket')).toHaveLength(1);
    });

    it('pays on the hosted page, comes back, and the signed status confirms it: booked once', async () => {
      const { token } = await signIn(t, siteId, { userType: 'retail' });
      const { res } = await order(token, 'gateway');
      const { orderId } = res.body.data;
      const created = await call(t.app, 'payment/createPayment', { orderId }, { siteId, token });
      expect(created.status).toBe(200);
      const back = await payAtGateway(created.body.data.redirectUrl, 'success');
      expect(back.headers.get('location')).toContain(`/app/phonepe/verify/${orderId}`);
      const first = await call(t.app, 'payment/phonepe/verifyPayment', { orderId }, { siteId, token });
      expect(first.body.data).toMatchObject({ status: 'completed', message: 'Payment Successful' });
      const replay = await call(t.app, 'payment/phonepe/verifyPayment', { orderId }, { siteId, token });
      expect(replay.body.data.bookings).toEqual(first.body.data.bookings);
      expect(
        await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId)),
      ).toHaveLength(1);
    });

    it('a return before paying changes nothing; a failed payment says so', async () => {
      const { token } = await signIn(t, siteId, { userType: 'retail' });
      const { res } = await order(token, 'gateway');
      const { orderId } = res.body.data;
      const created = await call(t.app, 'payment/createPayment', { orderId }, { siteId, token });
      const early = await call(t.app, 'payment/phonepe/verifyPayment', { orderId }, { siteId, token });
      expect(early.body.data.status).toBe('pending');
      await payAtGateway(created.body.data.redirectUrl, 'failure');
      const failed = await call(t.app, 'payment/phonepe/verifyPayment', { orderId }, { siteId, token });
      expect(failed.body.data).toMatchObject({
        status: 'failed',
        message: 'Payment unsuccessful',
        bookings: [],
      });
    });

    it('paid, then the server restarted before anyone verified: the recovery job books it', async () => {
      const { token } = await signIn(t, siteId, { userType: 'retail' });
      const { res } = await order(token, 'gateway');
      const { orderId } = res.body.data;
      const created = await call(t.app, 'payment/createPayment', { orderId }, { siteId, token });
      await payAtGateway(created.body.data.redirectUrl, 'success');
      // Old enough for the job to look at it.
      await t.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(orders.id, orderId));
      await t.app.jobs.recoverOrders();
      const [saved] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(saved?.status).toBe('completed');
      expect(
        await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId)),
      ).toHaveLength(1);
    });

    it('a payment confirmed hours after the order expired is still settled: booked, never abandoned', async () => {
      const { token } = await signIn(t, siteId, { userType: 'retail' });
      const { res } = await order(token, 'gateway');
      const { orderId } = res.body.data;
      const created = await call(t.app, 'payment/createPayment', { orderId }, { siteId, token });
      await payAtGateway(created.body.data.redirectUrl, 'success');
      // The buyer closed the window; nobody verified; the order expired two hours ago.
      await t.db
        .update(orders)
        .set({
          createdAt: new Date(Date.now() - 3 * 3600_000),
          expiresAt: new Date(Date.now() - 2 * 3600_000),
        })
        .where(eq(orders.id, orderId));
      await t.app.jobs.recoverOrders();
      const [saved] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(saved?.status).toBe('completed');
      expect(
        await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId)),
      ).toHaveLength(1);
    });

    it('an expired order the gateway never saw ends expired; one paid later would not have been', async () => {
      const { token } = await signIn(t, siteId, { userType: 'retail' });
      const { res } = await order(token, 'gateway');
      const { orderId } = res.body.data;
      await t.db
        .update(orders)
        .set({
          createdAt: new Date(Date.now() - 3 * 3600_000),
          expiresAt: new Date(Date.now() - 2 * 3600_000),
        })
        .where(eq(orders.id, orderId));
      await t.app.jobs.recoverOrders();
      const [saved] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(saved?.status).toBe('expired');
    });
  });

  it('another user’s order, or another site’s, is not found', async () => {
    const { token } = await agentWithBalance(50_000);
    const { res } = await order(token, 'wallet');
    const stranger = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Other' });
    const theirs = await call(
      t.app,
      'api/payments/orderSuccessCallback',
      { orderId: res.body.data.orderId },
      { siteId, token: stranger.token },
    );
    expect(theirs.status).toBe(404);
    const other = await createSite(t.db);
    const elsewhere = await signIn(t, other.id, { userType: 'travelAgent', companyName: 'Elsewhere' });
    const crossSite = await call(
      t.app,
      'api/payments/orderSuccessCallback',
      { orderId: res.body.data.orderId },
      { siteId: other.id, token: elsewhere.token },
    );
    expect(crossSite.status).toBe(404);
  });
});
