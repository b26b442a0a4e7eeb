import { DEFAULT_PERMISSIONS, RBAC_MSG, WALLET_MSG } from '@app/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { createBooking } from '../../seed/booking-factories';
import { createPermissionGroup, createSite, createUser } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { users } from '../accounts/accounts.schema';
import { auditLog } from '../audit/audit.schema';
import { creditWallet, debitWallet, walletBalance } from './wallet.ledger';
import { walletLedger } from './wallet.schema';
import { WALLET_BALANCE_HEADERS } from './wallet-balances-sheet';

describe('wallet calls', () => {
  let t: TestApp;
  let siteId: string;
  let otherSiteId: string;
  let staff: string;
  let staffEmail: string;
  let otherStaff: string;

  beforeAll(async () => {
    t = await createTestApp();
    siteId = (await createSite(t.db)).id;
    otherSiteId = (await createSite(t.db)).id;
    // Staff who may add and take money (neither is a default permission).
    const accounts = await createPermissionGroup(t.db, siteId, {
      permissions: [...DEFAULT_PERMISSIONS, 'wallets.credit', 'wallets.debit'],
    });
    const s = await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: accounts.id });
    staff = s.token;
    staffEmail = s.user.email ?? '';
    otherStaff = (await signIn(t, otherSiteId, { userType: 'staff', isSuperAdmin: true })).token;
  });
  afterAll(() => t.close());

  const asStaff = (path: string, body: unknown = {}) => call(t.app, path, body, { siteId, token: staff });
  const newAgent = (walletCreditLimit = 0) =>
    signIn(t, siteId, { userType: 'travelAgent', companyName: 'A Travels', walletCreditLimit });

  it('credits a customer found by e-mail and says so', async () => {
    const { user } = await newAgent();
    const res = await asStaff('wl/user/addWlUserWalletEntry', {
      email: user.email?.toUpperCase(),
      amount: 500_000,
      type: 'credit',
      remarks: 'Cheque 1234',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Wallet credited with ₹5,000');
    expect(res.body.data.entry).toMatchObject({
      amount: 500_000,
      kind: 'topup',
      description: 'Cheque 1234',
      createdByEmail: staffEmail,
      balanceAfter: 500_000,
    });
    expect(res.body.data.owner).toMatchObject({ id: user.id, balance: 500_000, creditLimit: 0 });
    expect(await walletBalance(t.db, siteId, user.id)).toBe(500_000);
  });

  it('refuses adding money to default staff (403, nothing credited); a group granting it or a super admin may', async () => {
    const { user } = await newAgent();
    const credit = (token: string) =>
      call(
        t.app,
        'wl/user/addWlUserWalletEntry',
        { userId: user.id, amount: 100_000, type: 'credit', remarks: 'Gift' },
        { siteId, token },
      );
    const defaultStaff = await signIn(t, siteId, { userType: 'staff' });
    const refused = await credit(defaultStaff.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, errorMessage: RBAC_MSG.missingPermission });
    expect(await walletBalance(t.db, siteId, user.id)).toBe(0);

    const creditOnly = await createPermissionGroup(t.db, siteId, {
      permissions: ['wallets.view', 'wallets.credit'],
    });
    const cashier = await signIn(t, siteId, { userType: 'staff', rbacUserGroupId: creditOnly.id });
    expect((await credit(cashier.token)).status).toBe(200);
    const admin = await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true });
    expect((await credit(admin.token)).status).toBe(200);
    expect(await walletBalance(t.db, siteId, user.id)).toBe(200_000);
    // Money added by staff is in the audit log, by whom; the refused attempt is not.
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, user.id))
      .orderBy(auditLog.createdAt);
    expect(audited.map((e) => [e.action, e.actorLabel])).toEqual([
      ['wallet.credit', cashier.user.email],
      ['wallet.credit', admin.user.email],
    ]);
    expect(audited[0]?.summary).toMatch(/^₹1,000(\.00)? added to .+’s wallet: Gift$/);
  });

  it('refuses a debit below the floor and allows one down to −credit limit', async () => {
    const { user } = await newAgent(100_000);
    const debit = (amount: number) =>
      asStaff('wl/user/addWlUserWalletEntry', { userId: user.id, amount, type: 'debit', remarks: 'Fee' });
    const tooMuch = await debit(100_001);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errorMessage).toBe(WALLET_MSG.belowFloor(100_000, 100_001));
    const exact = await debit(100_000);
    expect(exact.status).toBe(200);
    expect(exact.body.message).toBe('Wallet debited with ₹1,000');
    expect(exact.body.data.entry).toMatchObject({
      amount: -100_000,
      kind: 'adjustment',
      balanceAfter: -100_000,
    });
    expect((await debit(1)).status).toBe(400);
  });

  it('checks the amount, type, remarks and who', async () => {
    const { user } = await newAgent();
    const add = (body: object) =>
      asStaff('wl/user/addWlUserWalletEntry', {
        userId: user.id,
        amount: 100,
        type: 'credit',
        remarks: 'x',
        ...body,
      });
    expect((await add({ amount: 0 })).body.errors.amount).toBe(WALLET_MSG.amountPositive);
    expect((await add({ amount: 10_00_000_01 })).body.errors.amount).toBe(WALLET_MSG.amountTooLarge);
    expect((await add({ amount: 10_00_000_00 })).status).toBe(200);
    expect((await add({ remarks: ' ' })).status).toBe(400);
    expect((await add({ type: 'gift' })).status).toBe(400);
    expect((await add({ userId: undefined })).body.errors.email).toBe(WALLET_MSG.whoRequired);
  });

  it('pages entries newest first with the running balance', async () => {
    const { user } = await newAgent();
    for (let i = 1; i <= 22; i++) {
      await creditWallet(t.db, {
        siteId,
        userId: user.id,
        amount: i * 100,
        kind: 'topup',
        reference: `t-${user.id}-${i}`,
        description: `Top-up ${i}`,
      });
    }
    const first = await asStaff('wl/user/getWlUserWalletEntry', { email: user.email });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalRecords: 22, totalPages: 2, currentPage: 1 });
    expect(first.body.data.owner.balance).toBe(25_300);
    const top = first.body.data.records[0];
    expect(top.balanceAfter).toBe(25_300);
    const second = await asStaff('wl/user/getWlUserWalletEntry', { userId: user.id, page: 2 });
    const amounts = second.body.data.records.map((r: { amount: number }) => r.amount);
    const afters = second.body.data.records.map((r: { balanceAfter: number }) => r.balanceAfter);
    expect(amounts).toHaveLength(2);
    // The oldest entry is the last one; each balance is the one below it plus its own amount.
    expect(afters.at(-1)).toBe(amounts.at(-1));
    expect(afters[0]).toBe(afters[1] + amounts[0]);
  });

  it('answers a balance for staff and the own entries, months and payments for the customer', async () => {
    const { user, token } = await newAgent(50_000);
    await asStaff('wl/user/addWlUserWalletEntry', {
      userId: user.id,
      amount: 70_000,
      type: 'credit',
      remarks: 'a',
    });
    await asStaff('wl/user/addWlUserWalletEntry', {
      userId: user.id,
      amount: 20_000,
      type: 'debit',
      remarks: 'b',
    });
    const balance = await asStaff('wl/user/getWalletBalanceOf', { userId: user.id });
    expect(balance.body.data).toMatchObject({ balance: 50_000, creditLimit: 50_000 });

    const me = (path: string, body: object = {}) => call(t.app, path, body, { siteId, token });
    const mine = await me('wl/user/getMyWalletEntry', { page: 1 });
    expect(mine.body.data.records.map((r: { amount: number }) => r.amount).sort()).toEqual([-20_000, 70_000]);
    expect(mine.body.data.owner.balance).toBe(50_000);

    const months = await me('wl/user/getWalletMonthlyDetails');
    expect(months.body.data.months).toHaveLength(1);
    expect(months.body.data.months[0]).toMatchObject({
      credits: 70_000,
      debits: 20_000,
      closingBalance: 50_000,
    });
    const staffMonths = await asStaff('wl/user/getWalletMonthlyDetails', { userId: user.id });
    expect(staffMonths.body.data).toEqual(months.body.data);
    // A customer naming someone else still gets their own months.
    const other = await newAgent();
    const nosy = await me('wl/user/getWalletMonthlyDetails', { userId: other.user.id });
    expect(nosy.body.data).toEqual(months.body.data);

    const booking = await createBooking(t.db, siteId, user.id, { price: 420_000 });
    await t.db.update(orders).set({ paymentMethod: 'gateway' }).where(eq(orders.id, booking.orderId));
    await t.db
      .update(payments)
      .set({ method: 'gateway', provider: 'phonepe' })
      .where(eq(payments.orderId, booking.orderId));
    await createBooking(t.db, siteId, user.id);
    const listed = await me('wl/user/userPaymentEntry', { page: 1 });
    expect(listed.body.data.totalRecords).toBe(1);
    expect(listed.body.data.records[0]).toMatchObject({
      orderId: booking.orderId,
      amount: 420_000,
      status: 'completed',
      gatewayProvider: 'phonepe',
    });
  });

  it('finds the entries and orders of a PNR', async () => {
    const { user } = await newAgent();
    const booking = await createBooking(t.db, siteId, user.id, { pnr: 'WLT123', price: 300_000 });
    await creditWallet(t.db, {
      siteId,
      userId: user.id,
      amount: 300_000,
      kind: 'topup',
      reference: `seed-${user.id}`,
      description: 'Seed',
    });
    const base = { siteId, userId: user.id, amount: 300_000, description: 'x' };
    const ofOrder = { ...base, orderId: booking.orderId };
    await debitWallet(t.db, { ...ofOrder, kind: 'booking', reference: booking.orderId });
    await creditWallet(t.db, {
      ...ofOrder,
      amount: 100_000,
      kind: 'refund',
      reference: `${booking.orderId}:0`,
    });
    const res = await asStaff('wl/user/searchTransactionByPNR', { pnr: 'wlt123' });
    expect(res.status).toBe(200);
    expect(res.body.data.owner.id).toBe(user.id);
    expect(res.body.data.bookings).toHaveLength(1);
    expect(res.body.data.orders[0].orderId).toBe(booking.orderId);
    // Entries made in the same instant have no order between them: compare them as a set.
    const amounts = res.body.data.entries.map((e: { amount: number }) => e.amount);
    expect([...amounts].sort((a, b) => a - b)).toEqual([-300_000, 100_000]);
    const none = await asStaff('wl/user/searchTransactionByPNR', { pnr: 'NOPE99' });
    expect(none.status).toBe(404);
    expect(none.body.errorMessage).toBe(WALLET_MSG.pnrNotFound);
  });

  it('keeps staff calls to staff and each site to its own customers', async () => {
    const { user, token } = await newAgent();
    const staffCalls: [string, object][] = [
      ['wl/user/addWlUserWalletEntry', { userId: user.id, amount: 100, type: 'credit', remarks: 'x' }],
      ['wl/user/getWlUserWalletEntry', { userId: user.id }],
      ['wl/user/getWalletBalanceOf', { userId: user.id }],
      ['wl/user/searchTransactionByPNR', { pnr: 'ABC123' }],
    ];
    for (const [path, body] of staffCalls) {
      expect((await call(t.app, path, body, { siteId, token })).status, path).toBe(403);
      expect((await call(t.app, path, body, { siteId })).status, path).toBe(401);
    }
    expect(
      (await call(t.app, 'wl/user/downloadWalletBalances', {}, { siteId, token, method: 'GET' })).status,
    ).toBe(403);
    for (const [path, body] of staffCalls.slice(0, 3)) {
      const res = await call(t.app, path, body, { siteId: otherSiteId, token: otherStaff });
      expect(res.status, path).toBe(404);
      expect(res.body.errorMessage).toBe(WALLET_MSG.userNotFound);
    }
    const byEmail = await call(
      t.app,
      'wl/user/addWlUserWalletEntry',
      { email: user.email, amount: 100, type: 'credit', remarks: 'x' },
      { siteId: otherSiteId, token: otherStaff },
    );
    expect(byEmail.status).toBe(404);
    expect(await walletBalance(t.db, siteId, user.id)).toBe(0);
  });

  it('downloads every customer balance as a workbook, today or at the end of a chosen day', async () => {
    const siteB = (await createSite(t.db)).id;
    const s = await signIn(t, siteB, { userType: 'staff' });
    const agent = await createUser(t.db, siteB, { userType: 'travelAgent', walletCreditLimit: 250_000 });
    await createUser(t.db, siteB, { userType: 'retail' });
    await creditWallet(t.db, {
      siteId: siteB,
      userId: agent.id,
      amount: 123_456,
      kind: 'topup',
      reference: 'xlsx-1',
      description: 'x',
    });
    // A top-up made on 10 November, site time (late evening in UTC is already the 10th in India).
    const [early] = await t.db
      .insert(walletLedger)
      .values({
        siteId: siteB,
        userId: agent.id,
        amount: 50_000,
        kind: 'topup',
        reference: 'xlsx-0',
        description: 'early',
        createdAt: new Date('2026-11-09T20:00:00Z'),
      })
      .returning();
    expect(early).toBeDefined();
    await t.db
      .update(users)
      .set({ createdAt: new Date('2026-11-01T00:00:00Z') })
      .where(eq(users.id, agent.id));
    const download = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/wl/user/downloadWalletBalances${query}`,
        headers: { 'site-id': siteB, 'auth-token': s.token },
      });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const rows: unknown[][] = [];
      sheet?.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return { rows, sheet: sheet?.name, file: res.headers['content-disposition'] };
    };
    const today = await download('');
    expect(today.file).toMatch(/wallet-balances-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(today.rows[0]).toEqual(WALLET_BALANCE_HEADERS);
    expect(today.rows).toHaveLength(3);
    expect(today.rows).toContainEqual(['Test User', agent.email, 'travelAgent', 1734.56, 2500]);

    // At the end of 10 November only the early top-up had been made, and the retail customer had not joined.
    const past = await download('?date=2026-11-10');
    expect(past.file).toContain('wallet-balances-2026-11-10.xlsx');
    expect(past.sheet).toBe('Balances 2026-11-10');
    expect(past.rows).toEqual([WALLET_BALANCE_HEADERS, ['Test User', agent.email, 'travelAgent', 500, 2500]]);
    expect((await download('?date=2026-11-09')).rows).toContainEqual([
      'Test User',
      agent.email,
      'travelAgent',
      0,
      2500,
    ]);
    const bad = await call(
      t.app,
      'wl/user/downloadWalletBalances',
      { date: '10/11/2026' },
      { siteId: siteB, token: s.token, method: 'GET' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.date).toBe('Use the date format YYYY-MM-DD');
  });
});
