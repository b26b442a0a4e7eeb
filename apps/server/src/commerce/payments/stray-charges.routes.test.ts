import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debitWallet, walletBalance } from '../../modules/wallet/wallet.ledger';
import { createSite } from '../../seed/factories';
import { fundedAgent, payAtGateway, placeHold, placeOrder } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { attentionItems } from '../attention/attention.schema';
import { orderEvents } from '../orders/order-events.schema';
import { claimOrder } from '../orders/orders.queries';
import { orders } from '../orders/orders.schema';
import { payments } from './payments.schema';
import { refunds } from './refunds.schema';
import { STRAY_CHARGE } from './stray-charges';

/**
 * Issue 23: the sweep that finds money taken on an attempt that did not pay its order. The races
 * that made such charges are closed (one-charge.concurrency.test.ts); here each stray charge is
 * made by hand, as the old race left it, and the sweep must give it back once and tell staff.
 */
describe('the stray-charge sweep gives back what no order accounts for', () => {
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

  const api = (path: string, body: object, token: string) => call(t.app, path, body, { siteId, token });
  const holdingAgent = () =>
    fundedAgent(t, siteId, 100_000, { companyName: 'Stray Tours', isFlightHoldAllowed: true });
  const casesOf = (orderId: string) =>
    t.db
      .select()
      .from(attentionItems)
      .where(and(eq(attentionItems.orderId, orderId), eq(attentionItems.kind, STRAY_CHARGE)));

  it('a wallet debit on an attempt that was closed goes back to the wallet once, and staff hear of it', async () => {
    const agent = await holdingAgent();
    const { outcome } = await placeHold(t, siteId, agent.token);
    const started = await api(
      'api/ticketHeldOrder',
      { orderId: outcome.orderId, paymentMethod: 'gateway' },
      agent.token,
    );
    expect(started.status).toBe(200);
    const attemptId = `${outcome.orderId}T1`;
    // What the old race left: a second tab closed the attempt while the first debited it.
    await claimOrder(t.db, outcome.orderId, 'pending', 'reopenHold');
    await debitWallet(t.db, {
      siteId,
      userId: agent.user.id,
      amount: outcome.amount,
      kind: 'booking',
      reference: attemptId,
      orderId: outcome.orderId,
      paymentId: attemptId,
      description: 'Flight booking',
    });
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(10_000_000 - outcome.amount);

    await t.app.jobs.sweepStrayCharges();
    await t.app.jobs.sweepStrayCharges();
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(10_000_000);
    const back = await t.db.select().from(refunds).where(eq(refunds.orderId, outcome.orderId));
    expect(back).toEqual([
      expect.objectContaining({
        method: 'wallet',
        state: 'settled',
        amount: outcome.amount,
        paymentId: attemptId,
      }),
    ]);
    const cases = await casesOf(outcome.orderId);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ actions: ['resolve'], resolvedAt: null });
    expect(cases[0]?.summary).toContain(attemptId);
    // The hold itself is untouched: the buyer may still ticket it, once.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, outcome.orderId));
    expect(order?.status).toBe('held');
  });

  it('a closed page the buyer paid anyway is refunded to the card through the gateway', async () => {
    const agent = await holdingAgent();
    const { outcome } = await placeHold(t, siteId, agent.token);
    const started = await api(
      'api/ticketHeldOrder',
      { orderId: outcome.orderId, paymentMethod: 'gateway' },
      agent.token,
    );
    // The attempt is closed as an abandoned one would be, and the buyer pays its page after all.
    await claimOrder(t.db, outcome.orderId, 'pending', 'reopenHold');
    const paid = await payAtGateway(started.body.data.payment.redirectUrl, 'success');
    expect(paid.status).toBeLessThan(400);

    await t.app.jobs.sweepStrayCharges();
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, outcome.orderId));
    expect(refund).toMatchObject({
      method: 'gateway',
      amount: outcome.amount,
      paymentId: `${outcome.orderId}T1`,
    });
    await t.app.jobs.queue.runDue(t.app.jobs.queue.kinds.get('send-refund') as never);
    const [settled] = await t.db.select().from(refunds).where(eq(refunds.orderId, outcome.orderId));
    expect(settled?.state).toBe('settled');
    const [attempt] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, `${outcome.orderId}T1`));
    expect(attempt).toMatchObject({ state: 'closed', providerTransactionId: expect.any(String) });
    await t.app.jobs.sweepStrayCharges();
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, outcome.orderId))).toHaveLength(1);
    expect(await casesOf(outcome.orderId)).toHaveLength(1);
  });

  it('an order that failed after it was paid and gave nothing back is raised once, with a refund action', async () => {
    const agent = await holdingAgent();
    const { orderId } = await placeOrder(t, siteId, agent.token, { paymentMethod: 'wallet' });
    const paid = await api('api/payments/orderSuccessCallback', { orderId }, agent.token);
    expect(paid.body.data.status).toBe('completed');
    // A crash between the failure and its refund, twenty minutes ago.
    await t.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, orderId));
    await t.db.insert(orderEvents).values({
      siteId,
      orderId,
      event: 'fail',
      fromStatus: 'processing',
      toStatus: 'failed',
      at: new Date(Date.now() - 20 * 60_000),
    });
    await t.app.jobs.sweepStrayCharges();
    const cases = await casesOf(orderId);
    expect(cases).toHaveLength(1);
    expect(cases[0]?.actions).toEqual(['refund', 'resolve']);
    // Staff close it: the sweep does not open it again.
    await t.db
      .update(attentionItems)
      .set({ resolvedAt: new Date() })
      .where(eq(attentionItems.orderId, orderId));
    await t.app.jobs.sweepStrayCharges();
    expect(await casesOf(orderId)).toHaveLength(1);
  });

  it('an order paid once raises nothing', async () => {
    const agent = await holdingAgent();
    const { orderId } = await placeOrder(t, siteId, agent.token, { paymentMethod: 'wallet' });
    await api('api/payments/orderSuccessCallback', { orderId }, agent.token);
    await t.app.jobs.sweepStrayCharges();
    expect(await casesOf(orderId)).toEqual([]);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
  });
});
