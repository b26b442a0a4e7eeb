import { FD_MSG, fdOnlineHoldLimit, formatInr, walletShortMessage } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attentionItems } from '../../commerce/attention/attention.schema';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { orders } from '../../commerce/orders/orders.schema';
import { createSite } from '../../seed/factories';
import { createDeparture, departureInput } from '../../seed/fixed-departure-factories';
import { fundedAgent, leadTraveller, payAtGateway } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { FD_SEATS_GONE } from './fd-product';
import { fdBookings, fixedDepartures } from './fixed-departures.schema';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** DEL → DXB is abroad: every traveller carries a passport. */
const traveller = (i: number) => ({
  ...leadTraveller(),
  firstName: `Kabir${'abcdefghijklmnopqrstuvwxyz'[i]}`,
  passportNo: 'Z1234567',
  passportIssueCountryCode: 'IN',
  passportIssueDate: '2020-01-10',
  passportExpiry: '2032-01-09',
});
const party = (seats: number) => Array.from({ length: seats }, (_, i) => traveller(i));

/**
 * Decision 0049: unpaid orders may hold at most 2 orders and 9 seats of a departure per account and
 * per client network, and gateway orders together at most half of it; a payment confirmed after
 * its seats went back takes them again, or is refunded at once and put before staff.
 */
describe('fixed departures: seats held by unpaid orders are limited', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  const api = (path: string, body: object, token: string, remoteAddress = '127.0.0.1') =>
    call(t.app, path, body, { siteId, token, remoteAddress });
  const order = (
    token: string,
    departureId: string,
    seats: number,
    { paymentMethod = 'gateway', from = '127.0.0.1' } = {},
  ) =>
    api('fixedDeparture/createOrder', { departureId, passengers: party(seats), paymentMethod }, token, from);
  const retail = async () => (await signIn(t, siteId, { userType: 'retail' })).token;
  const departureRow = async (id: string) =>
    (await t.db.select().from(fixedDepartures).where(eq(fixedDepartures.id, id)))[0];
  const bookingOf = async (orderId: string) =>
    (await t.db.select().from(fdBookings).where(eq(fdBookings.orderId, orderId)))[0];

  /** Opens the gateway's page for the order (the gateway now says it is pending); answers its address. */
  async function openPage(token: string, orderId: string) {
    const page = await api('payment/createPayment', { orderId }, token);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    return page.body.data.redirectUrl as string;
  }

  /** The buyer pays on the page and comes back: the order's answer to verifyPayment. */
  async function payAndReturn(token: string, orderId: string, page: string) {
    await payAtGateway(page, 'success');
    return (await api('payment/phonepe/verifyPayment', { orderId }, token)).body.data;
  }

  /** The order runs out of its 15 minutes unpaid, and the minute's sweep runs. */
  async function runOutOfTime(orderId: string) {
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));
    await t.app.jobs.recoverOrders();
  }

  it('lets one account leave at most 2 orders and 9 seats unpaid; paying one makes room again', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(20));
    const buyer = await retail();
    const tooBig = await order(buyer, d.id, 10);
    expect(tooBig.status).toBe(409);
    expect(tooBig.body.errorMessage).toBe(FD_MSG.partyOverUnpaidLimit);

    const first = await order(buyer, d.id, 5);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const overSeats = await order(buyer, d.id, 5);
    expect(overSeats.status).toBe(409);
    expect(overSeats.body.errorMessage).toBe(FD_MSG.unpaidByYou);
    expect((await order(buyer, d.id, 4)).status).toBe(200);
    const third = await order(buyer, d.id, 1);
    expect(third.status).toBe(409);
    expect(third.body.errorMessage).toBe(FD_MSG.unpaidByYou);
    // Refusals take nothing.
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 9, seatsSold: 0 });

    const paid = await payAndReturn(
      buyer,
      first.body.data.orderId,
      await openPage(buyer, first.body.data.orderId),
    );
    expect(paid.status).toBe('completed');
    expect((await order(buyer, d.id, 5)).status).toBe(200);
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 9, seatsSold: 5 });
  });

  it('lets a wallet that covers them leave a whole group waiting, as one of the 2 open orders, and takes none it cannot pay', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(21));
    const agent = await fundedAgent(t, siteId, 1_000_000);
    const wallet = { paymentMethod: 'wallet' };
    // An agency's group: more than the 9 seats an unpaid online order may hold.
    const group = await order(agent.token, d.id, 12, wallet);
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    const small = await order(agent.token, d.id, 1, wallet);
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    const third = await order(agent.token, d.id, 1, wallet);
    expect(third.status).toBe(409);
    expect(third.body.errorMessage).toBe(FD_MSG.unpaidByYou);
    await api('api/payments/orderSuccessCallback', { orderId: group.body.data.orderId }, agent.token);
    expect((await order(agent.token, d.id, 1, wallet)).status).toBe(200);

    // The wallet must cover what waits as well as the new order: ₹14,500 a seat, ₹16,000 in it.
    const thin = await fundedAgent(t, siteId, 16_000, { companyName: 'Thin Tours' });
    const thinWallet = { paymentMethod: 'wallet', from: '198.51.100.21' };
    expect((await order(thin.token, d.id, 1, thinWallet)).status).toBe(200);
    const second = await order(thin.token, d.id, 1, thinWallet);
    expect(second.status).toBe(402);
    const broke = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Empty Tours' });
    const refused = await order(broke.token, d.id, 1, { paymentMethod: 'wallet', from: '198.51.100.22' });
    expect(refused.status).toBe(402);
    expect(refused.body.errorMessage).toBe(
      walletShortMessage({ balance: 0, creditLimit: 0 }, 1_450_000, formatInr),
    );
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 3, seatsSold: 12 });
  });

  it('lets one network leave at most 2 orders and 9 seats unpaid, whichever accounts it uses', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(22, { seatsTotal: 40 }));
    const office = { from: '203.0.113.7' };
    expect((await order(await retail(), d.id, 5, office)).status).toBe(200);
    expect((await order(await retail(), d.id, 4, office)).status).toBe(200);
    const third = await order(await retail(), d.id, 1, office);
    expect(third.status).toBe(409);
    expect(third.body.errorMessage).toBe(FD_MSG.unpaidFromNetwork);
    expect((await order(await retail(), d.id, 1, { from: '203.0.113.8' })).status).toBe(200);
    // An IPv6 subscriber picks any address of its /64: they all count as one network.
    expect((await order(await retail(), d.id, 9, { from: '2001:db8:0:7::1' })).status).toBe(200);
    const sameNetwork = await order(await retail(), d.id, 1, { from: '2001:db8:0:7::beef' });
    expect(sameNetwork.body.errorMessage).toBe(FD_MSG.unpaidFromNetwork);
    // Kept only while the seats wait: a booking that leaves reserved forgets the network.
    const [kept] = await t.db
      .select({ network: fdBookings.clientNetwork })
      .from(fdBookings)
      .where(and(eq(fdBookings.departureId, d.id), eq(fdBookings.seats, 9)));
    expect(kept?.network).toBe('2001:db8:0:7::/64');
  });

  it('keeps half of a departure for buyers who pay at once: gateway orders hold at most half of it', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(23, { seatsTotal: 10 }));
    expect(fdOnlineHoldLimit(10)).toBe(5);
    const a = await retail();
    const first = await order(a, d.id, 3, { from: '198.51.100.1' });
    expect(first.status).toBe(200);
    expect((await order(await retail(), d.id, 2, { from: '198.51.100.2' })).status).toBe(200);
    const late = await retail();
    const full = await order(late, d.id, 1, { from: '198.51.100.3' });
    expect(full.status).toBe(409);
    expect(full.body.errorMessage).toBe(FD_MSG.onlineHoldFull);
    // An agent paying from the wallet is not held back by them.
    const agent = await fundedAgent(t, siteId, 1_000_000);
    const bought = await order(agent.token, d.id, 3, { paymentMethod: 'wallet', from: '198.51.100.4' });
    expect(bought.status).toBe(200);
    await api('api/payments/orderSuccessCallback', { orderId: bought.body.data.orderId }, agent.token);
    // Once an unpaid order runs out, its place is free again.
    await runOutOfTime(first.body.data.orderId);
    expect((await order(late, d.id, 1, { from: '198.51.100.3' })).status).toBe(200);
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 3, seatsSold: 3 });
    expect((await bookingOf(first.body.data.orderId))?.clientNetwork).toBeNull();
  });

  it.runIf(onPostgres)('lets no burst of concurrent orders pass the limits (PostgreSQL)', async () => {
    const burst = (n: number, make: (i: number) => Promise<{ status: number }>) =>
      Promise.all(Array.from({ length: n }, (_, i) => make(i))).then((rs) => rs.map((r) => r.status));
    const taken = (statuses: number[]) => statuses.filter((s) => s === 200).length;

    // One account: 2 orders at most, however many are sent at once.
    const one = await createDeparture(t.db, siteId, departureInput(24, { seatsTotal: 40 }));
    const buyer = await retail();
    const mine = await burst(10, (i) => order(buyer, one.id, 2, { from: `192.0.2.${i + 1}` }));
    expect(mine.every((s) => s === 200 || s === 409)).toBe(true);
    expect(taken(mine)).toBe(2);

    // One network, many accounts: 9 seats at most.
    const tokens = await Promise.all(Array.from({ length: 10 }, () => retail()));
    const network = await burst(10, (i) => order(tokens[i] ?? '', one.id, 3, { from: '192.0.2.200' }));
    expect(taken(network)).toBe(2);

    // Many accounts on many networks: gateway orders hold at most half the block.
    const half = await createDeparture(t.db, siteId, departureInput(25, { seatsTotal: 20 }));
    const online = await burst(10, (i) => order(tokens[i] ?? '', half.id, 3, { from: `198.18.0.${i + 1}` }));
    expect(taken(online)).toBe(3);
    expect((await departureRow(half.id))?.seatsHeld).toBeLessThanOrEqual(fdOnlineHoldLimit(20));
    expect((await departureRow(one.id))?.seatsHeld).toBe(2 * 2 + 2 * 3);
  });

  it('takes the seats again for a gateway payment confirmed after they went back', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(26, { seatsTotal: 4 }));
    const buyer = await retail();
    const placed = await order(buyer, d.id, 2);
    const { orderId } = placed.body.data;
    const page = await openPage(buyer, orderId);
    // The gateway still says pending, but the 15 minutes are over: the seats go back.
    await runOutOfTime(orderId);
    expect((await bookingOf(orderId))?.status).toBe('released');
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 0, seatsSold: 0 });

    const paid = await payAndReturn(buyer, orderId, page);
    expect(paid).toMatchObject({ status: 'completed', bookings: [{ status: 'confirmed', pnr: 'Q7XK2M' }] });
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 0, seatsSold: 2 });
  });

  it('refunds at once a gateway payment confirmed after its seats went to others, and puts it before staff', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(27, { seatsTotal: 4 }));
    const buyer = await retail();
    const placed = await order(buyer, d.id, 2);
    const { orderId, amount } = placed.body.data;
    const page = await openPage(buyer, orderId);
    await runOutOfTime(orderId);
    // An agent buys the seats that came back.
    const agent = await fundedAgent(t, siteId, 1_000_000);
    const other = await order(agent.token, d.id, 4, { paymentMethod: 'wallet' });
    await api('api/payments/orderSuccessCallback', { orderId: other.body.data.orderId }, agent.token);

    const paid = await payAndReturn(buyer, orderId, page);
    expect(paid.status).toBe('failed');
    expect(paid.message).toContain('refunded to your original payment method');
    expect((await bookingOf(orderId))?.status).toBe('released');
    expect(await departureRow(d.id)).toMatchObject({ seatsHeld: 0, seatsSold: 4 });
    const [refund] = await t.app.jobs.refunds.ofOrder(siteId, orderId);
    expect(refund).toMatchObject({ method: 'gateway', amount });
    const cases = await t.db.select().from(attentionItems).where(eq(attentionItems.orderId, orderId));
    expect(cases).toEqual([expect.objectContaining({ kind: FD_SEATS_GONE, actions: ['resolve'] })]);
    // The gateway pays the refund back.
    expect(await t.app.jobs.queue.runDue(t.app.jobs.queue.kinds.get('send-refund') as JobKind<never>)).toBe(
      1,
    );
    expect((await t.app.jobs.refunds.ofOrder(siteId, orderId))[0]?.state).toBe('settled');
    // Told again (the buyer's return, the gateway's notice), nothing more is refunded or raised.
    await api('payment/phonepe/verifyPayment', { orderId }, buyer);
    expect(await t.app.jobs.refunds.ofOrder(siteId, orderId)).toHaveLength(1);
    expect(await t.db.select().from(attentionItems).where(eq(attentionItems.orderId, orderId))).toHaveLength(
      1,
    );
  });
});
