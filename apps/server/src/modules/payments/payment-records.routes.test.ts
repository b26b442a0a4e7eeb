import { DEFAULT_PERMISSIONS, PAYMENT_RECORDS_MSG, RBAC_MSG } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { createBooking, createRefund } from '../../seed/booking-factories';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { payAtGateway, placeOrder } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { flightBookings } from '../bookings/bookings.schema';
import { GATEWAY_TRANSACTION_HEADERS } from './payment-records-sheet';

describe('payment-gateway screens', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;
  let otherSiteId: string;
  let staff: string;
  let otherStaff: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db)).id;
    otherSiteId = (await createSite(t.db)).id;
    staff = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
    otherStaff = (await signIn(t, otherSiteId, { userType: 'staff', isSuperAdmin: true })).token;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.faults(''));

  const asStaff = (path: string, body: unknown = {}, token = staff) =>
    call(t.app, path, body, { siteId, token });

  /** A paid order of `userId` as if paid at the gateway `minutesAgo`, refunded `refunded` paise (settled). */
  async function gatewayOrder(userId: string, price: number, minutesAgo: number, refunded = 0) {
    const booking = await createBooking(t.db, siteId, userId, { price });
    const at = new Date(Date.now() - minutesAgo * 60_000);
    await t.db
      .update(payments)
      .set({
        method: 'gateway',
        provider: 'phonepe',
        providerTransactionId: `T${booking.orderId}`,
        createdAt: at,
      })
      .where(eq(payments.orderId, booking.orderId));
    if (refunded > 0)
      await createRefund(t.db, {
        orderId: booking.orderId,
        amount: refunded,
        state: 'settled',
        reference: `R${booking.orderId}`,
        createdAt: new Date(at.getTime() + 60_000),
        settledAt: new Date(at.getTime() + 120_000),
      });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, booking.orderId));
    return order!;
  }

  describe('the record of gateway payments and refunds', () => {
    let siteRecord: string;
    let meera: Awaited<ReturnType<typeof signIn>>;
    let first: Awaited<ReturnType<typeof gatewayOrder>>;
    let second: Awaited<ReturnType<typeof gatewayOrder>>;

    beforeAll(async () => {
      siteRecord = siteId;
      meera = await signIn(t, siteId, { userType: 'retail', firstName: 'Meera', lastName: 'Iyer' });
      const kabir = await signIn(t, siteId, { userType: 'retail', firstName: 'Kabir', lastName: 'Rao' });
      first = await gatewayOrder(meera.user.id, 500_000, 60, 120_000);
      second = await gatewayOrder(kabir.user.id, 300_050, 30);
      // A wallet payment is no gateway money; another site's is not this site's.
      await createBooking(t.db, siteId, meera.user.id, { price: 999_900 });
      const elsewhere = await signIn(t, otherSiteId, { userType: 'retail' });
      await createBooking(t.db, otherSiteId, elsewhere.user.id, { price: 777_700 });
    });

    it('lists payments and refunds newest first, with the totals of what matches', async () => {
      const res = await asStaff('staff/payments/list', { page: 1 });
      expect(res.status).toBe(200);
      const { records, totals, totalRecords } = res.body.data;
      const ours = records.filter((r: { orderId: string }) => [first.id, second.id].includes(r.orderId));
      expect(ours.map((r: { kind: string; orderId: string }) => [r.kind, r.orderId])).toEqual([
        ['payment', second.id],
        ['refund', first.id],
        ['payment', first.id],
      ]);
      expect(ours[1]).toMatchObject({
        amount: 120_000,
        state: 'settled',
        provider: 'phonepe',
        orderReference: first.reference,
        customer: { name: 'Meera Iyer', email: meera.user.email },
      });
      expect(totalRecords).toBe(3);
      expect(totals).toEqual({ paid: 800_050, refunded: 120_000, net: 680_050 });
      expect(siteRecord).toBe(siteId);
    });

    it('filters by customer, order reference, status and dates', async () => {
      const byCustomer = await asStaff('staff/payments/list', { customer: 'meera' });
      expect(byCustomer.body.data.totalRecords).toBe(2);
      expect(byCustomer.body.data.totals).toEqual({ paid: 500_000, refunded: 120_000, net: 380_000 });
      const byEmail = await asStaff('staff/payments/list', { customer: meera.user.email?.toUpperCase() });
      expect(byEmail.body.data.totalRecords).toBe(2);
      const byOrder = await asStaff('staff/payments/list', { orderReference: second.reference.slice(-6) });
      expect(byOrder.body.data.records.map((r: { orderId: string }) => r.orderId)).toEqual([second.id]);
      const settled = await asStaff('staff/payments/list', { status: 'settled' });
      expect(settled.body.data.records.map((r: { kind: string }) => r.kind)).toEqual(['refund']);
      expect(settled.body.data.totals).toEqual({ paid: 0, refunded: 120_000, net: -120_000 });
      const future = await asStaff('staff/payments/list', { fromDate: '2099-01-01', status: '' });
      expect(future.body.data).toMatchObject({ records: [], totalRecords: 0, totalPages: 1 });
      // A % typed by staff is a character, not a wildcard.
      const literal = await asStaff('staff/payments/list', { customer: '%' });
      expect(literal.body.data.totalRecords).toBe(0);
    });

    it('refuses bad filters with the envelope’s messages', async () => {
      const res = await asStaff('staff/payments/list', {
        fromDate: '2026-02-30',
        status: 'lost',
        page: 0,
      });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.errorMessage).toBe('string');
      expect(res.body.errors).toMatchObject({
        fromDate: PAYMENT_RECORDS_MSG.date,
        status: PAYMENT_RECORDS_MSG.status,
        page: PAYMENT_RECORDS_MSG.page,
      });
      const order = await asStaff('staff/payments/list', { fromDate: '2026-03-02', toDate: '2026-03-01' });
      expect(order.body.errors).toEqual({ toDate: PAYMENT_RECORDS_MSG.dateOrder });
      const past = await asStaff('staff/payments/list', { page: 99 });
      expect(past.status).toBe(400);
      expect(past.body.errors.page).toBe(PAYMENT_RECORDS_MSG.pastLastPage(99, 1));
    });

    it('exports what the filters match as a workbook', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/staff/payments/export',
        query: { customer: 'Meera' },
        headers: { 'site-id': siteId, 'auth-token': staff },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('payment-gateway-transactions.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.worksheets[0]?.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      expect(rows[0]).toEqual(GATEWAY_TRANSACTION_HEADERS);
      expect(rows.slice(1).map((r) => [r[1], r[2], r[5], r[6]])).toEqual([
        ['Refund', first.reference, -1200, 'settled'],
        ['Payment', first.reference, 5000, 'paid'],
      ]);
      const bad = await call(
        t.app,
        'staff/payments/export',
        { status: 'lost' },
        { siteId, token: staff, method: 'GET' },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors.status).toBe(PAYMENT_RECORDS_MSG.status);
    });

    it('shows another site none of it', async () => {
      const res = await call(t.app, 'staff/payments/list', {}, { siteId: otherSiteId, token: otherStaff });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(first.id);
      expect(res.body.data.totals.paid).toBe(0);
      // A session of this site sent to the other is refused outright.
      expect(
        (await call(t.app, 'staff/payments/list', {}, { siteId: otherSiteId, token: staff })).status,
      ).toBe(401);
    });
  });

  it('refuses staff without the permission, and customers', async () => {
    const noPayments = await createPermissionGroup(t.db, siteId, {
      permissions: DEFAULT_PERMISSIONS.filter((p) => !p.startsWith('payments.')),
    });
    const viewOnly = await createPermissionGroup(t.db, siteId, {
      permissions: DEFAULT_PERMISSIONS.filter((p) => p !== 'payments.refresh'),
    });
    const blind = (await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: noPayments.id })).token;
    const viewer = (await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: viewOnly.id })).token;
    const customer = (await signIn(t, siteId, { userType: 'retail' })).token;
    for (const path of ['staff/payments/list', 'staff/payments/pending', 'staff/payments/refreshStatus']) {
      const refused = await asStaff(path, { paymentId: 'x' }, blind);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toEqual({ success: false, errorMessage: RBAC_MSG.missingPermission });
      expect((await asStaff(path, { paymentId: 'x' }, customer)).status, path).toBe(403);
    }
    const exported = await call(t.app, 'staff/payments/export', {}, { siteId, token: blind, method: 'GET' });
    expect(exported.status).toBe(403);
    expect((await asStaff('staff/payments/pending', {}, viewer)).status).toBe(200);
    const refresh = await asStaff('staff/payments/refreshStatus', { paymentId: 'x' }, viewer);
    expect(refresh.status).toBe(403);
  });

  describe('pending payments and Refresh Status', () => {
    /** An order a customer is paying at the gateway: its page made, and paid (or declined) there. */
    async function paying(outcome?: 'success' | 'failure') {
      const buyer = await signIn(t, siteId, { userType: 'retail' });
      const { orderId } = await placeOrder(t, siteId, buyer.token, { paymentMethod: 'gateway' });
      const created = await call(t.app, 'payment/createPayment', { orderId }, { siteId, token: buyer.token });
      if (outcome) await payAtGateway(created.body.data.redirectUrl, outcome);
      return { orderId, buyer };
    }
    const auditOf = (paymentId: string) =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.siteId, siteId), eq(auditLog.targetId, paymentId)));
    const statusOf = async (orderId: string) =>
      (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

    it('lists pending gateway payments with their age', async () => {
      const { orderId } = await paying();
      await t.db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - 42 * 60_000 - 5_000) })
        .where(eq(payments.orderId, orderId));
      const res = await asStaff('staff/payments/pending', { page: 1 });
      expect(res.status).toBe(200);
      const row = res.body.data.records.find((r: { orderId: string }) => r.orderId === orderId);
      expect(row).toMatchObject({ id: orderId, ageMinutes: 42, provider: 'phonepe' });
      const other = await call(
        t.app,
        'staff/payments/pending',
        {},
        { siteId: otherSiteId, token: otherStaff },
      );
      expect(JSON.stringify(other.body)).not.toContain(orderId);
    });

    it('a payment the gateway took: pressed twice at once (a real race on PostgreSQL), claimed once, fulfilled once, each press audited', async () => {
      const { orderId } = await paying('success');
      const [a, b] = await Promise.all([
        asStaff('staff/payments/refreshStatus', { paymentId: orderId }),
        asStaff('staff/payments/refreshStatus', { paymentId: orderId }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      for (const answer of [a, b])
        expect(answer.body.data).toMatchObject({
          paymentId: orderId,
          outcome: 'paid',
          paymentState: 'paid',
          message: PAYMENT_RECORDS_MSG.refreshed.paid,
        });
      expect(await statusOf(orderId)).toBe('completed');
      const legs = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
      expect(legs.map((l) => l.status)).toEqual(['ticketed']);
      // Once more, later: nothing to ask, nothing changes.
      const again = await asStaff('staff/payments/refreshStatus', { paymentId: orderId });
      expect(again.body.data).toMatchObject({ outcome: 'paid', orderStatus: 'completed' });
      const audit = await auditOf(orderId);
      expect(audit).toHaveLength(3);
      expect(audit.every((e) => e.action === 'payments.refreshStatus' && e.targetKind === 'payment')).toBe(
        true,
      );
      expect(audit.filter((e) => e.after?.gatewayState === 'paid').length).toBeGreaterThanOrEqual(1);
      expect(audit.some((e) => e.summary.includes('the gateway was not asked'))).toBe(true);
      const pending = await asStaff('staff/payments/pending', {});
      expect(JSON.stringify(pending.body)).not.toContain(orderId);
    });

    it('a payment the gateway declined closes the order', async () => {
      const { orderId } = await paying('failure');
      const res = await asStaff('staff/payments/refreshStatus', { paymentId: orderId });
      expect(res.body.data).toMatchObject({
        outcome: 'failed',
        paymentState: 'failed',
        orderStatus: 'failed',
      });
      const [entry] = await auditOf(orderId);
      expect(entry?.after).toMatchObject({ gatewayState: 'failed' });
      expect(entry?.before).toMatchObject({ state: 'pending' });
    });

    it('one the buyer has not paid yet stays pending; past its time and unseen by the gateway it is closed', async () => {
      const { orderId } = await paying();
      const open = await asStaff('staff/payments/refreshStatus', { paymentId: orderId });
      expect(open.body.data).toMatchObject({
        outcome: 'pending',
        paymentState: 'pending',
        orderStatus: 'pending',
      });

      const buyer = await signIn(t, siteId, { userType: 'retail' });
      const never = await placeOrder(t, siteId, buyer.token, { paymentMethod: 'gateway' });
      await t.db
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, never.orderId));
      const expired = await asStaff('staff/payments/refreshStatus', { paymentId: never.orderId });
      expect(expired.body.data).toMatchObject({
        outcome: 'closed',
        paymentState: 'closed',
        orderStatus: 'expired',
      });
      expect(await auditOf(never.orderId)).toHaveLength(1);
    });

    it('says so when the gateway cannot be reached, and changes nothing', async () => {
      const { orderId } = await paying('success');
      await sandbox.faults('http500');
      const res = await asStaff('staff/payments/refreshStatus', { paymentId: orderId });
      await sandbox.faults('');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        outcome: 'unavailable',
        paymentState: 'pending',
        orderStatus: 'pending',
        message: PAYMENT_RECORDS_MSG.refreshed.unavailable,
      });
      const [entry] = await auditOf(orderId);
      expect(entry?.after).toEqual({ gatewayState: 'unavailable' });
    });

    it('another site’s payment, a wallet payment and bad input are refused', async () => {
      const { orderId } = await paying();
      const crossed = await call(
        t.app,
        'staff/payments/refreshStatus',
        { paymentId: orderId },
        { siteId: otherSiteId, token: otherStaff },
      );
      expect(crossed.status).toBe(404);
      expect(crossed.body).toEqual({ success: false, errorMessage: PAYMENT_RECORDS_MSG.notFound });
      expect(await auditOf(orderId)).toHaveLength(0);
      expect(await statusOf(orderId)).toBe('pending');

      const buyer = await signIn(t, siteId, { userType: 'retail' });
      const wallet = await createBooking(t.db, siteId, buyer.user.id);
      const refused = await asStaff('staff/payments/refreshStatus', { paymentId: wallet.orderId });
      expect(refused.status).toBe(409);
      expect(refused.body.errorMessage).toBe(PAYMENT_RECORDS_MSG.notGateway);

      const blank = await asStaff('staff/payments/refreshStatus', { paymentId: '  ' });
      expect(blank.status).toBe(400);
      expect(blank.body.errors.paymentId).toBe('This is required field.');
    });
  });

  describe('a customer’s own payments', () => {
    it('lists their gateway and wallet payments only, newest first', async () => {
      const me = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Mine' });
      const wallet = await createBooking(t.db, siteId, me.user.id, { price: 120_000 });
      const online = await gatewayOrder(me.user.id, 250_000, 1);
      await createBooking(t.db, siteId, (await signIn(t, siteId)).user.id);
      const res = await call(t.app, 'user/payments/list', { page: 1 }, { siteId, token: me.token });
      expect(res.status).toBe(200);
      expect(res.body.data.totalRecords).toBe(2);
      expect(
        res.body.data.records.map((p: { orderId: string; method: string }) => [p.orderId, p.method]),
      ).toEqual([
        [wallet.orderId, 'wallet'],
        [online.id, 'gateway'],
      ]);
      expect(res.body.data.records[1]).toMatchObject({
        orderReference: online.reference,
        amount: 250_000,
        state: 'paid',
      });
      const bad = await call(t.app, 'user/payments/list', { page: 'x' }, { siteId, token: me.token });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.page).toBeTruthy();
    });

    it('shows one of their orders with its payments and refunds; anyone else’s is not found', async () => {
      const me = await signIn(t, siteId, { userType: 'retail' });
      const order = await gatewayOrder(me.user.id, 400_000, 10, 50_000);
      const res = await call(
        t.app,
        'user/payments/order',
        { orderId: order.id },
        { siteId, token: me.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.order).toMatchObject({
        id: order.id,
        reference: order.reference,
        productKind: 'flight',
        amount: 400_000,
      });
      expect(res.body.data.payments).toMatchObject([{ id: order.id, method: 'gateway', state: 'paid' }]);
      expect(res.body.data.refunds).toMatchObject([{ amount: 50_000, state: 'settled', method: 'gateway' }]);

      // Another customer of the site, and even its staff, see no order of someone else here.
      for (const token of [(await signIn(t, siteId)).token, staff]) {
        const theirs = await call(t.app, 'user/payments/order', { orderId: order.id }, { siteId, token });
        expect(theirs.status).toBe(404);
        expect(theirs.body).toEqual({ success: false, errorMessage: PAYMENT_RECORDS_MSG.orderNotFound });
      }
      const elsewhere = await signIn(t, otherSiteId);
      const crossSite = await call(
        t.app,
        'user/payments/order',
        { orderId: order.id },
        { siteId: otherSiteId, token: elsewhere.token },
      );
      expect(crossSite.status).toBe(404);
      const mine = await call(
        t.app,
        'user/payments/list',
        {},
        { siteId: otherSiteId, token: elsewhere.token },
      );
      expect(mine.body.data.records).toEqual([]);
      const blank = await call(t.app, 'user/payments/order', {}, { siteId, token: me.token });
      expect(blank.status).toBe(400);
      expect(blank.body.errors.orderId).toBe('This is required field.');
      const anonymous = await call(t.app, 'user/payments/list', {}, { siteId });
      expect(anonymous.status).toBe(401);
    });
  });
});
