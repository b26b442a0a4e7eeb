import { DEFAULT_PERMISSIONS, GATEWAY_MSG, RBAC_MSG } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { testConfig } from '../../config';
import { createSecretBox } from '../../platform/secret-box';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { gatewayNotice } from '../../test/gateway-notice';
import { payAtGateway, placeOrder } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { sitePaymentGateways } from './gateway-settings.schema';

/** The site's own PhonePe account, which only the "live" sandbox knows. */
const OWN = { merchantId: 'SITEOWNMERCHANT', saltKey: 'site-own-salt-key-7d1e-4c5a-b3f2', saltIndex: 2 };

describe('payment gateway per site', () => {
  let t: TestApp;
  /** the platform's account and the "test" address */
  let platform: TestSandbox;
  /** the "live" address: knows only the site's own account */
  let live: TestSandbox;
  let siteId: string;
  let otherSiteId: string;
  let staff: string;
  let otherStaff: string;

  beforeAll(async () => {
    platform = await startSandbox();
    live = await startSandbox({ pay: OWN });
    t = await createTestApp({
      supplier: platform.supplierConfig(),
      paymentGateway: platform.paymentConfig(),
      paymentGatewayUrls: { phonepe: { test: platform.url, live: live.url } },
    });
    siteId = (await createSite(t.db)).id;
    otherSiteId = (await createSite(t.db)).id;
    staff = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
    otherStaff = (await signIn(t, otherSiteId, { userType: 'staff', isSuperAdmin: true })).token;
  });
  afterAll(async () => {
    await t.close();
    await platform.close();
    await live.close();
  });

  const settingsOf = (token = staff, site = siteId) =>
    call(t.app, 'whitelabel/paymentGateway', {}, { siteId: site, token, method: 'GET' });
  const save = (body: object, token = staff, site = siteId) =>
    call(t.app, 'whitelabel/paymentGateway/save', body, { siteId: site, token });
  const activeOf = async (site: string) =>
    (await call(t.app, 'payment/getActiveGateway', {}, { siteId: site, method: 'GET' })).body.data;
  const rowOf = async (site: string) =>
    (await t.db.select().from(sitePaymentGateways).where(eq(sitePaymentGateways.siteId, site)))[0];

  /** A buyer's gateway order on `site` and its hosted page. */
  async function gatewayOrder(site: string) {
    const buyer = await signIn(t, site, { userType: 'retail' });
    const { orderId } = await placeOrder(t, site, buyer.token, { paymentMethod: 'gateway' });
    const page = await call(
      t.app,
      'payment/createPayment',
      { orderId },
      { siteId: site, token: buyer.token },
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    return { orderId, buyer, redirectUrl: page.body.data.redirectUrl as string };
  }

  it("a site without its own account pays through the platform's, whose registered name its payers see", async () => {
    expect(await activeOf(siteId)).toEqual({ provider: 'phonepe', name: 'PhonePe', mode: 'test' });
    const res = await settingsOf();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      source: 'platform',
      merchantId: '',
      saltKey: { set: false, hint: '' },
      payerSees: 'Flight Deals',
    });
    // What the screen says is what the gateway's page shows this site's payer (decision 0053).
    const { redirectUrl } = await gatewayOrder(siteId);
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain(`Paying ${res.body.data.payerSees}</p>`);
  });

  it('refuses staff without settings.payments, customers, and bad input with field messages', async () => {
    const group = await createPermissionGroup(t.db, siteId, { permissions: [...DEFAULT_PERMISSIONS] });
    const plain = (await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: group.id })).token;
    const customer = (await signIn(t, siteId, { userType: 'retail' })).token;
    for (const token of [plain, customer]) {
      const read = await settingsOf(token);
      expect(read.status).toBe(403);
      const wrote = await save({ provider: 'none', mode: 'test' }, token);
      expect(wrote.status).toBe(403);
    }
    expect((await settingsOf(plain)).body).toEqual({
      success: false,
      errorMessage: RBAC_MSG.missingPermission,
    });

    const missing = await save({ provider: 'phonepe', mode: 'live', saltIndex: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      merchantId: 'This is required field.',
      saltIndex: GATEWAY_MSG.saltIndex,
    });
    const noKey = await save({ provider: 'phonepe', mode: 'live', merchantId: OWN.merchantId, saltIndex: 2 });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors).toEqual({ saltKey: GATEWAY_MSG.saltKeyNeeded });
    const badId = await save({
      provider: 'phonepe',
      mode: 'live',
      merchantId: 'no spaces',
      saltKey: 'k',
      saltIndex: 1,
    });
    expect(badId.body.errors).toMatchObject({ merchantId: GATEWAY_MSG.merchantId });
    expect(await rowOf(siteId)).toBeUndefined();
  });

  it('seals the salt key, never answers it whole, audits the save without it', async () => {
    const res = await save({ provider: 'phonepe', mode: 'live', ...OWN });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(GATEWAY_MSG.saved);
    expect(res.body.data).toEqual({
      provider: 'phonepe',
      mode: 'live',
      merchantId: OWN.merchantId,
      saltKey: { set: true, hint: `••••${OWN.saltKey.slice(-4)}` },
      saltIndex: 2,
      source: 'site',
      payerSees: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(OWN.saltKey);
    expect(JSON.stringify((await settingsOf()).body)).not.toContain(OWN.saltKey);

    const row = await rowOf(siteId);
    expect(row?.saltKeySealed).toBeTruthy();
    expect(row?.saltKeySealed).not.toContain(OWN.saltKey);
    expect(createSecretBox(testConfig().settingsKey).open(row?.saltKeySealed ?? '')).toBe(OWN.saltKey);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, siteId), eq(auditLog.action, 'settings.payments')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toMatchObject({
      provider: 'phonepe',
      mode: 'live',
      merchantId: OWN.merchantId,
      saltKey: 'replaced',
    });
    expect(JSON.stringify(entries)).not.toContain(OWN.saltKey);
    expect(JSON.stringify(entries)).not.toContain(row?.saltKeySealed);

    // getActiveGateway and the buyer's card-gateway details answer what is saved, never the account.
    expect(await activeOf(siteId)).toEqual({ provider: 'phonepe', name: 'PhonePe', mode: 'live' });
    const buyer = await signIn(t, siteId, { userType: 'retail' });
    const card = await call(
      t.app,
      'whitelabel/getCardGatewayDetails',
      {},
      { siteId, token: buyer.token, method: 'GET' },
    );
    expect(card.body.data).toEqual({
      provider: 'phonepe',
      name: 'PhonePe',
      mode: 'live',
      acceptsOnline: true,
      validityMinutes: 15,
      message: null,
    });
    expect(JSON.stringify(card.body)).not.toContain(OWN.merchantId);
    // The other site is untouched.
    expect(await activeOf(otherSiteId)).toEqual({ provider: 'phonepe', name: 'PhonePe', mode: 'test' });
    expect((await settingsOf(otherStaff, otherSiteId)).body.data.source).toBe('platform');
  });

  it("pays through the site's own account at once, its notices checked with its salt; the payment state carries spec §3", async () => {
    const { orderId, buyer, redirectUrl } = await gatewayOrder(siteId);
    // The "live" sandbox knows only the site's merchant: it made the page, so it got the site's id.
    expect(redirectUrl.startsWith(live.url)).toBe(true);
    const paid = await payAtGateway(redirectUrl, 'success');
    expect(paid.status).toBeLessThan(400);

    // A notice signed with the platform's salt is not this site's: refused, nothing asked.
    const forged = gatewayNotice(orderId, platform.paymentConfig());
    const refused = await call(t.app, 'payment/phonepe/callback', forged.body, {
      siteId,
      headers: forged.headers,
    });
    expect(refused.status).toBe(401);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('pending');

    // The gateway sends no site: the payment's order names it.
    const signed = gatewayNotice(orderId, OWN);
    const heard = await call(t.app, 'payment/phonepe/callback', signed.body, { headers: signed.headers });
    expect(heard.status).toBe(200);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('completed');

    const verified = await call(
      t.app,
      'payment/phonepe/verifyPayment',
      { orderId },
      { siteId, token: buyer.token },
    );
    expect(verified.status).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(verified.body.data.payment).toEqual({
      amount: payment?.amount,
      orderId,
      traceId: expect.stringMatching(/.+/),
      redirectTo: redirectUrl,
      remark: `Flight booking ${verified.body.data.reference}`,
      serviceName: 'flight',
      supplierSiteId: expect.stringMatching(/.+/),
      transactionId: expect.stringMatching(/.+/),
      expiryTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(verified.body.data.payment.transactionId).toBe(payment?.providerTransactionId);
  });

  it('keeps the key when a save leaves it out; the other site still pays through the platform', async () => {
    const before = await rowOf(siteId);
    const res = await save({ provider: 'phonepe', mode: 'live', merchantId: OWN.merchantId, saltIndex: 2 });
    expect(res.status).toBe(200);
    const after = await rowOf(siteId);
    expect(after?.saltKeySealed).toBe(before?.saltKeySealed);
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    const { redirectUrl } = await gatewayOrder(otherSiteId);
    expect(redirectUrl.startsWith(platform.url)).toBe(true);
  });

  it('"none" takes no online payment, with a clear message; the wallet still works', async () => {
    const res = await save({ provider: 'none', mode: 'live' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      provider: 'none',
      merchantId: OWN.merchantId,
      saltKey: { set: true },
    });
    expect(await activeOf(siteId)).toEqual({ provider: 'none', name: 'No online payments', mode: 'live' });
    const buyer = await signIn(t, siteId, { userType: 'retail' });
    const card = await call(
      t.app,
      'whitelabel/getCardGatewayDetails',
      {},
      { siteId, token: buyer.token, method: 'GET' },
    );
    expect(card.body.data).toMatchObject({ acceptsOnline: false, message: GATEWAY_MSG.noOnlinePayments });
    await expect(placeOrder(t, siteId, buyer.token, { paymentMethod: 'gateway' })).rejects.toThrow(
      GATEWAY_MSG.noOnlinePayments,
    );
    const agent = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Test Tours' });
    await expect(placeOrder(t, siteId, agent.token, { paymentMethod: 'wallet' })).resolves.toBeTruthy();
  });
});
