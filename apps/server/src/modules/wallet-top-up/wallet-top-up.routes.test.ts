import { DEFAULT_PERMISSIONS, GATEWAY_MSG, gstinCheckCharacter, ORDER_MSG, TOP_UP_MSG } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { orders } from '../../commerce/orders/orders.schema';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { gatewayNotice } from '../../test/gateway-notice';
import { fundedAgent, payAtGateway } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { outboxEmails } from '../notifications/outbox.schema';
import { walletBalance } from '../wallet/wallet.ledger';
import { walletLedger } from '../wallet/wallet.schema';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const engine = onPostgres ? 'PostgreSQL' : 'PGlite';

/** Decision 0054: a top-up is an order of the core, credited once on the gateway's signed word. */
describe(`online wallet top-ups (${engine})`, () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;
  let admin: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    // A GSTIN of its own, so a tax invoice could be issued for what it sells.
    siteId = (await createSite(t.db, { gstin: `07AAACF1234A1Z${gstinCheckCharacter('07AAACF1234A1Z')}` })).id;
    admin = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.faults(''));

  const api = (path: string, body: object, token: string, site = siteId) =>
    call(t.app, path, body, { siteId: site, token });
  const options = (token: string, site = siteId) =>
    call(t.app, 'wallet/topUp/options', {}, { siteId: site, token, method: 'GET' });
  const runMails = () => t.app.jobs.queue.runDue(t.app.jobs.queue.kinds.get('send-mail') as JobKind<never>);
  const creditsOf = (orderId: string) =>
    t.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.orderId, orderId), eq(walletLedger.kind, 'topup')));
  const mailsTo = (to: string, subject: string) =>
    t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), eq(outboxEmails.subject, subject)));
  const setFee = (feeBasisPoints: number) => api('wallet/topUp/fee', { feeBasisPoints }, admin);
  const agency = (site = siteId) => signIn(t, site, { userType: 'travelAgent', companyName: 'Top Tours' });

  /** An agency (₹1,000 in the wallet) and a top-up it made of `rupees`, on its gateway page. */
  async function topUp(rupees: number) {
    const agent = await fundedAgent(t, siteId, 1_000);
    const made = await api('wallet/topUp/create', { amount: rupees * 100 }, agent.token);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return { agent, ...(made.body.data as { orderId: string; reference: string; redirectUrl: string }) };
  }

  it('charges the fee on top, credits the amount once on the gateway’s word, and sends the receipt', async () => {
    expect((await setFee(150)).status).toBe(200);
    const { agent, orderId, redirectUrl, reference } = await topUp(10_000);
    expect((await options(agent.token)).body.data).toEqual({ feeBasisPoints: 150, acceptsOnline: true });

    // The browser's return before paying proves nothing: nothing is credited.
    const early = await api('payment/phonepe/verifyPayment', { orderId }, agent.token);
    expect(early.body.data).toMatchObject({ status: 'pending', message: TOP_UP_MSG.waiting });
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(1_000_00);

    await payAtGateway(redirectUrl, 'success');
    const verified = await api('payment/phonepe/verifyPayment', { orderId }, agent.token);
    expect(verified.body.data).toMatchObject({ status: 'completed', amount: 10_150_00, reference });
    expect(verified.body.data.message).toBe('₹10,000 added to your wallet');

    // The gateway's callbacks, another return and the sweep arrive after: they change nothing.
    const notice = gatewayNotice(orderId, sandbox.paymentConfig());
    for (let i = 0; i < 3; i++) {
      const heard = await call(t.app, 'payment/phonepe/callback', notice.body, {
        siteId,
        headers: notice.headers,
      });
      expect(heard.status).toBe(200);
    }
    await api('payment/phonepe/verifyPayment', { orderId }, agent.token);
    await t.app.jobs.recoverOrders();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('completed');
    expect(await creditsOf(orderId)).toHaveLength(1);
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(11_000_00);

    const receipt = await api('wallet/topUp/get', { orderId }, agent.token);
    expect(receipt.body.data).toMatchObject({
      reference,
      status: 'completed',
      amount: 10_000_00,
      fee: 15_000,
      total: 10_150_00,
      provider: 'phonepe',
    });
    expect(receipt.body.data.gatewayTransactionId).toMatch(/\S/);
    expect(receipt.body.data.creditedAt).not.toBeNull();

    while ((await runMails()) > 0);
    const [mail, ...more] = await mailsTo(
      agent.user.email ?? '',
      `Wallet topped up ${reference} - Flight Deals`,
    );
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('Paid ₹10,150 online: ₹10,000 and a gateway fee of ₹150');
    expect(mail?.text).toContain(receipt.body.data.gatewayTransactionId);
    expect(mail?.text).toContain(`/user/wallet/top-up/${orderId}`);
  });

  it('credits nothing when the gateway declines the payment, and says so', async () => {
    await setFee(0);
    const { agent, orderId, redirectUrl, reference } = await topUp(2_000);
    await payAtGateway(redirectUrl, 'failure');
    const verified = await api('payment/phonepe/verifyPayment', { orderId }, agent.token);
    expect(verified.body.data).toMatchObject({ status: 'failed', message: ORDER_MSG.paymentUnsuccessful });
    await t.app.jobs.recoverOrders();
    expect(await creditsOf(orderId)).toHaveLength(0);
    expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(1_000_00);
    while ((await runMails()) > 0);
    expect(
      await mailsTo(agent.user.email ?? '', `Wallet top-up not completed ${reference} - Flight Deals`),
    ).toHaveLength(1);
  });

  it('takes whole rupees from ₹100 to ₹5,00,000, from those who pay by wallet only', async () => {
    const agent = await agency();
    const refused = async (amount: unknown, message: string) => {
      const res = await api('wallet/topUp/create', { amount }, agent.token);
      expect(res.status).toBe(400);
      expect(res.body.errors?.amount).toBe(message);
    };
    await refused(500_50, TOP_UP_MSG.wholeRupees);
    await refused(99_00, TOP_UP_MSG.tooSmall);
    await refused(5_00_001_00, TOP_UP_MSG.tooLarge);
    const corporate = await signIn(t, siteId, { userType: 'corporate', companyName: 'Corp Ltd' });
    expect((await api('wallet/topUp/create', { amount: 500_00 }, corporate.token)).status).toBe(200);
    for (const userType of ['retail', 'staff'] as const) {
      const other = await signIn(t, siteId, { userType });
      expect((await api('wallet/topUp/create', { amount: 500_00 }, other.token)).status).toBe(403);
      expect((await options(other.token)).status).toBe(403);
    }
    const made = await t.db.select().from(orders).where(eq(orders.userId, agent.user.id));
    expect(made).toHaveLength(0);
  });

  it('is refused before any order where the site takes no online payments', async () => {
    const offline = (await createSite(t.db)).id;
    const owner = (await signIn(t, offline, { userType: 'staff', isSuperAdmin: true })).token;
    const saved = await api(
      'whitelabel/paymentGateway/save',
      { provider: 'none', mode: 'test' },
      owner,
      offline,
    );
    expect(saved.status).toBe(200);
    const agent = await agency(offline);
    expect((await options(agent.token, offline)).body.data.acceptsOnline).toBe(false);
    const res = await api('wallet/topUp/create', { amount: 1_000_00 }, agent.token, offline);
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe(GATEWAY_MSG.noOnlinePayments);
    expect(await t.db.select().from(orders).where(eq(orders.userId, agent.user.id))).toHaveLength(0);
  });

  it('shows a receipt to its own agency, and to staff who view wallets; to nobody else', async () => {
    const { orderId } = await topUp(700);
    const stranger = await agency();
    expect((await api('wallet/topUp/get', { orderId }, stranger.token)).status).toBe(404);
    const elsewhere = (await createSite(t.db)).id;
    const foreign = await agency(elsewhere);
    expect((await api('wallet/topUp/get', { orderId }, foreign.token, elsewhere)).status).toBe(404);
    const blind = await createPermissionGroup(t.db, siteId, {
      permissions: DEFAULT_PERMISSIONS.filter((p) => p !== 'wallets.view'),
    });
    const clerk = await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: blind.id });
    expect((await api('wallet/topUp/get', { orderId }, clerk.token)).status).toBe(404);
    const staff = await signIn(t, siteId, { userType: 'staff' });
    expect((await api('wallet/topUp/get', { orderId }, staff.token)).body.data.status).toBe('pending');
  });

  it('lets staff who manage the gateway set the fee, up to 5%, audited', async () => {
    const staff = await signIn(t, siteId, { userType: 'staff' });
    expect((await api('wallet/topUp/fee', { feeBasisPoints: 100 }, staff.token)).status).toBe(403);
    const tooHigh = await setFee(501);
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.errors?.feeBasisPoints).toBe(TOP_UP_MSG.feePercent);
    await setFee(200);
    const shown = await call(t.app, 'wallet/topUp/fee', {}, { siteId, token: admin, method: 'GET' });
    expect(shown.body.data).toEqual({ feeBasisPoints: 200 });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, siteId), eq(auditLog.summary, 'Wallet top-up fee: 0% → 2%')));
    expect(audited?.after).toEqual({ topUpFeeBasisPoints: 200 });
    await setFee(0);
  });

  it('is no sale: profit and loss and the GST invoice leave a paid top-up out', async () => {
    const { agent, orderId, redirectUrl, reference } = await topUp(3_000);
    await payAtGateway(redirectUrl, 'success');
    await api('payment/phonepe/verifyPayment', { orderId }, agent.token);
    expect(await creditsOf(orderId)).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const report = await api('reports/getProfitLoss', { from: today, to: today, groupBy: 'day' }, admin);
    expect(report.status).toBe(200);
    expect(report.body.data.rows).toEqual([]);
    const invoice = await call(
      t.app,
      'invoices/gst',
      { reference },
      { siteId, token: agent.token, method: 'GET' },
    );
    expect(invoice.status).toBe(404);
  });

  it.runIf(onPostgres)(
    'credits once however many returns and callbacks race for the same payment (PostgreSQL)',
    async () => {
      for (let round = 0; round < 3; round++) {
        const { agent, orderId, redirectUrl } = await topUp(1_500);
        await payAtGateway(redirectUrl, 'success');
        const notice = gatewayNotice(orderId, sandbox.paymentConfig());
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            i % 2 === 0
              ? api('payment/phonepe/verifyPayment', { orderId }, agent.token)
              : call(t.app, 'payment/phonepe/callback', notice.body, { siteId, headers: notice.headers }),
          ),
        );
        for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        await t.app.jobs.recoverOrders();
        expect(await creditsOf(orderId)).toHaveLength(1);
        expect(await walletBalance(t.db, siteId, agent.user.id)).toBe(2_500_00);
        const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
        expect(order?.status).toBe('completed');
      }
    },
  );
});
