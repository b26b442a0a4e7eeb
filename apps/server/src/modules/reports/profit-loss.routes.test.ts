import {
  NO_FIGURES,
  PROFIT_FORMULA,
  PROFIT_LOSS_MSG,
  type ProfitLossFigures,
  type ProfitLossRow,
} from '@app/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailJobs } from '../../commerce/mail/send-mail';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { orders } from '../../commerce/orders/orders.schema';
import { createItemRefunds } from '../../commerce/payments/item-refunds';
import { payments } from '../../commerce/payments/payments.schema';
import { createRefunds } from '../../commerce/payments/refunds';
import { refunds } from '../../commerce/payments/refunds.schema';
import { createBooking } from '../../seed/booking-factories';
import { createMarkupGroup, createMarkupRule, createPermissionGroup, createSite } from '../../seed/factories';
import { createDeparture, departureInput } from '../../seed/fixed-departure-factories';
import { abroadTraveller, fundedAgent } from '../../test/orders';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { fdBookings } from '../fixed-departures/fixed-departures.schema';
import type { SiteGateways } from '../payments/site-gateways';
import { startOfSiteDay } from '../site/site-days';
import { walletLedger } from '../wallet/wallet.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = 'reports/getProfitLoss';
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/** A fresh site in `timeZone` with a signed-in super admin, and its P/L call. */
async function staffSite(timeZone = 'Asia/Kolkata') {
  const site = await createSite(t.db, { timeZone });
  const { token } = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
  const report = (body: object) => call(t.app, PATH, body, { siteId: site.id, token });
  return { site, token, report };
}

/** The core's refunds, to the wallet only (no gateway, job or mail involved). */
const walletRefunds = () =>
  createRefunds({
    db: t.db,
    gateways: {} as SiteGateways,
    jobs: () => {
      throw new Error('a wallet refund sends no job');
    },
    mails: {} as MailJobs,
    log: t.app.log,
  });

/** The core's own refund of an undelivered item. */
const refundItem = () => createItemRefunds({ db: t.db, refunds: walletRefunds() });

const orderOf = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** Money that moved on the site's day `day`, by the ledger and by the payments and refunds tables. */
async function moneyMoved(siteId: string, day: string) {
  const within = (column: typeof walletLedger.createdAt | typeof payments.settledAt) =>
    and(gte(column, startOfSiteDay(siteId, day)), lt(column, startOfSiteDay(siteId, day, 1)));
  const ledger = async (kind: 'booking' | 'refund') => {
    const [row] = await t.db
      .select({ sum: sql`coalesce(sum(${walletLedger.amount}), 0)`.mapWith(Number) })
      .from(walletLedger)
      .where(
        and(eq(walletLedger.siteId, siteId), eq(walletLedger.kind, kind), within(walletLedger.createdAt)),
      );
    return row!.sum;
  };
  const [taken] = await t.db
    .select({ sum: sql`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.siteId, siteId), eq(payments.state, 'paid'), within(payments.settledAt)));
  return {
    walletDebits: -(await ledger('booking')),
    walletRefunds: await ledger('refund'),
    paymentsTaken: taken!.sum,
  };
}

/**
 * What the breakdown says the site kept, the profit the report must show: the margin on the sales,
 * and what cancellations left it (what came back from suppliers less what went back to buyers).
 */
const keptOf = (f: ProfitLossFigures) =>
  f.markup - f.discount + f.fees - f.commission + f.supplierRefunds - f.refunds;

describe('POST reports/getProfitLoss', () => {
  it('is refused to visitors (401), customers (403) and staff without reports.profitLoss (403)', async () => {
    const site = await createSite(t.db);
    const body = { from: '2026-01-01', to: '2026-01-31' };
    expect((await call(t.app, PATH, body, { siteId: site.id })).status).toBe(401);
    const retail = await signIn(t, site.id);
    expect((await call(t.app, PATH, body, { siteId: site.id, token: retail.token })).status).toBe(403);
    const group = await createPermissionGroup(t.db, site.id, { permissions: ['referrals.view'] });
    const limited = await signIn(t, site.id, { userType: 'staff', rbacUserGroupId: group.id });
    expect((await call(t.app, PATH, body, { siteId: site.id, token: limited.token })).status).toBe(403);
  });

  it('refuses a span that ends before it starts, or a day-by-day span of more than a year', async () => {
    const { report } = await staffSite();
    const backwards = await report({ from: '2026-02-01', to: '2026-01-31' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toMatchObject({ to: PROFIT_LOSS_MSG.dateOrder });
    expect((await report({ from: '2025-01-01', to: '2026-06-30', groupBy: 'day' })).status).toBe(400);
    expect((await report({ from: '2025-01-01', to: '2026-06-30', groupBy: 'month' })).status).toBe(200);
    expect((await report({ from: '2026-02-30', to: '2026-03-01' })).status).toBe(400);
  });

  it('counts sales and refunds as the wallet ledger and the payments moved them, delivered items only', async () => {
    const { site, token, report } = await staffSite();
    const today = todayIn(site.timeZone);
    // ₹500 a passenger on every FD for everyone in the default group.
    const group = await createMarkupGroup(t.db, site.id, { isDefault: true });
    await createMarkupRule(t.db, site.id, {
      kind: 'fixedDeparture',
      groupId: group.id,
      valueType: 'fixed',
      value: 50_000,
      per: 'passenger',
    });
    const agent = await fundedAgent(t, site.id, 1_000_000);
    const api = (path: string, body: object) =>
      call(t.app, path, body, { siteId: site.id, token: agent.token });
    const bookSeats = async (passengers: object[]) => {
      const departure = await createDeparture(t.db, site.id, departureInput(30));
      const placed = await api('fixedDeparture/createOrder', {
        departureId: departure.id,
        passengers,
        paymentMethod: 'wallet',
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const paid = await api('api/payments/orderSuccessCallback', { orderId: placed.body.data.orderId });
      expect(paid.body.data.status).toBe('completed');
      return placed.body.data as { orderId: string; amount: number };
    };
    // Two fixed departures paid from the wallet; the second is cancelled (refund less the charge).
    const kept = await bookSeats([abroadTraveller('Kabir', true), abroadTraveller('Ravi')]);
    const cancelled = await bookSeats([abroadTraveller('Meera', true)]);
    const [fdBooking] = await t.db.select().from(fdBookings).where(eq(fdBookings.orderId, cancelled.orderId));
    const cancel = await api('fixedDeparture/cancelBooking', { bookingId: fdBooking!.id });
    expect(cancel.status).toBe(200);
    const fdRefund = cancel.body.data.refunded as number;
    expect(fdRefund).toBe(cancelled.amount - 300_000);

    // A ticketed flight; a return pair whose second fare failed and was refunded; a flight that failed.
    await createBooking(t.db, site.id, agent.user.id, { price: 650_000 });
    const pair = await createBooking(t.db, site.id, agent.user.id, { price: 400_000 });
    await t.db.insert(orderItems).values({
      siteId: site.id,
      orderId: pair.orderId,
      position: 1,
      productKind: 'flight',
      supplierCode: 'TBO',
      state: 'failed',
      net: 180_000,
      markup: 20_000,
      total: 200_000,
    });
    await t.db.update(orders).set({ amount: 600_000 }).where(eq(orders.id, pair.orderId));
    await t.db.update(payments).set({ amount: 600_000 }).where(eq(payments.orderId, pair.orderId));
    await refundItem()(await orderOf(pair.orderId), 1, 'the airline could not issue the ticket');
    const failed = await createBooking(t.db, site.id, agent.user.id, { price: 300_000, status: 'failed' });
    await refundItem()(await orderOf(failed.orderId), 0, 'the airline could not issue the ticket');
    // Another site's sale is not this site's.
    const other = await createSite(t.db);
    await createBooking(t.db, other.id, (await signIn(t, other.id)).user.id, { price: 990_000 });

    const res = await report({ from: today, to: today, groupBy: 'day' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { rows, totals, periods } = res.body.data as {
      rows: ProfitLossRow[];
      totals: ProfitLossFigures;
      periods: object[];
    };
    const moved = await moneyMoved(site.id, today);
    const undelivered = 200_000 + 300_000;

    // Sales: every payment taken that day, less the items never delivered (their money went back).
    expect(totals.sales).toBe(moved.paymentsTaken - undelivered);
    // The wallet ledger's booking debits are the fixed departures' (the flights here were seeded paid).
    const fd = rows.find((r) => r.product === 'fixedDeparture')!;
    expect(fd.sales).toBe(moved.walletDebits);
    expect(fd.sales).toBe(kept.amount + cancelled.amount);
    // Refunds: every credit paid back that day, less the undelivered items' own.
    expect(moved.walletRefunds).toBe(fdRefund + undelivered);
    expect(totals.refunds).toBe(moved.walletRefunds - undelivered);
    expect(fd.refunds).toBe(fdRefund);
    // The cancelled seat is back in its block, against the cost; the policy's charge was kept.
    expect(fd).toMatchObject({ supplierRefunds: 1_450_000, cancellationFees: 300_000 });

    const flight = rows.find((r) => r.product === 'flight')!;
    // The two delivered fares; the failed one is in no column.
    expect(flight).toEqual({
      ...NO_FIGURES,
      period: today,
      product: 'flight',
      sales: 650_000 + 400_000,
      cost: 650_000 - 29_900 + (400_000 - 29_900),
      markup: 2 * 29_900,
      profit: 2 * 29_900,
    });
    // FD: three passengers' net fares and ₹500 markup each, GST on it; the margin is what was kept.
    expect(fd).toMatchObject({ cost: 3 * 1_450_000, markup: 3 * 50_000, discount: 0 });
    expect(fd.sales).toBe(
      fd.cost + fd.markup - fd.discount + fd.gstOnMarkup + fd.fees - fd.commission + fd.tds,
    );
    for (const row of rows) expect(row.profit).toBe(keptOf(row));
    expect(totals.profit).toBe(keptOf(totals));
    expect(periods).toEqual([{ period: today, ...totals }]);

    // One product only.
    const flights = await report({ from: today, to: today, product: 'flight' });
    expect(flights.body.data.rows).toEqual([{ ...flight, period: today.slice(0, 7) }]);
    expect(flights.body.data.totals.sales).toBe(1_050_000);

    // The export: the same rows in rupees, and the totals row.
    const sheet = await t.app.inject({
      method: 'GET',
      url: '/api/reports/getProfitLoss/export',
      query: { from: today, to: today, groupBy: 'day' },
      headers: { 'site-id': site.id, 'auth-token': token },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toContain('profit-and-loss.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    expect(ws.getRow(1).values).toContain('Sales (INR)');
    expect(ws.rowCount).toBe(rows.length + 2);
    const last = ws.getRow(ws.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(3).value).toBe(totals.sales / 100);
    expect(ws.getRow(1).getCell(9).value).toBe('Profit (INR)');
    expect(last.getCell(9).value).toBe(totals.profit / 100);
    // The second sheet says what each column counts and how profit is made.
    const legend = book.worksheets[1]!;
    expect(legend.getColumn(1).values).toContain('Supplier refunds');
    expect(legend.getRow(legend.rowCount).getCell(2).value).toBe(PROFIT_FORMULA);
  });

  it('leaves out the refund of a charge that paid nothing (a stray charge, decision 0048)', async () => {
    const { site, report } = await staffSite();
    const today = todayIn(site.timeZone);
    const buyer = await signIn(t, site.id);
    const { orderId } = await createBooking(t.db, site.id, buyer.user.id, { price: 500_000 });
    // A second attempt took the money again and ended unpaid; the sweep gave it back.
    const stray = `${orderId}T1`;
    await t.db.insert(payments).values({
      id: stray,
      siteId: site.id,
      orderId,
      method: 'wallet',
      amount: 500_000,
      state: 'closed',
      settledAt: new Date(),
    });
    await walletRefunds().request(t.db, {
      siteId: site.id,
      orderId,
      userId: buyer.user.id,
      payment: { id: stray, method: 'wallet' },
      amount: 500_000,
      reason: 'charged on a payment attempt that did not pay the order',
      reference: `${stray}:stray`,
      description: 'Refund of a second charge',
    });
    const res = await report({ from: today, to: today, groupBy: 'day' });
    expect(res.body.data.totals).toMatchObject({ sales: 500_000, refunds: 0 });
    // The wallet got it back: money returned, but never a sale.
    expect((await moneyMoved(site.id, today)).walletRefunds).toBe(500_000);
  });

  it('dates a sale by the site’s own calendar and a refund by the day it was paid back, and groups days into months', async () => {
    // Dubai is four hours ahead of UTC (India five and a half): 19:30 UTC is still 31 March there.
    const { site, report } = await staffSite('Asia/Dubai');
    const user = await signIn(t, site.id);
    const paidAt = async (iso: string, price: number) => {
      const booking = await createBooking(t.db, site.id, user.user.id, { price });
      await t.db
        .update(payments)
        .set({ settledAt: new Date(iso) })
        .where(eq(payments.orderId, booking.orderId));
      return booking;
    };
    const first = await paidAt('2026-03-31T19:30:00Z', 100_000);
    await paidAt('2026-03-31T20:30:00Z', 200_000);
    await paidAt('2026-04-30T12:00:00Z', 400_000);
    // Part of the first sale paid back the next morning (a cancellation): a refund of 1 April.
    const refund = await walletRefunds().request(t.db, {
      siteId: site.id,
      orderId: first.orderId,
      userId: user.user.id,
      payment: { id: first.orderId, method: 'wallet' },
      amount: 30_000,
      reason: 'cancelled',
      reference: `${first.orderId}:cancel`,
      description: 'Refund: cancelled',
    });
    await t.db
      .update(refunds)
      .set({ settledAt: new Date('2026-04-01T04:00:00Z') })
      .where(eq(refunds.id, refund.id));

    const byDay = await report({ from: '2026-03-31', to: '2026-04-01', groupBy: 'day' });
    expect(byDay.body.data.rows.map((r: ProfitLossRow) => [r.period, r.product, r.sales, r.refunds])).toEqual(
      [
        ['2026-03-31', 'flight', 100_000, 0],
        ['2026-04-01', 'flight', 200_000, 30_000],
      ],
    );
    const byMonth = await report({ from: '2026-03-01', to: '2026-04-30' });
    expect(
      byMonth.body.data.periods.map((p: { period: string; sales: number }) => [p.period, p.sales]),
    ).toEqual([
      ['2026-03', 100_000],
      ['2026-04', 600_000],
    ]);
    const empty = await report({ from: '2026-05-01', to: '2026-05-31' });
    expect(empty.body.data).toEqual(
      expect.objectContaining({
        rows: [],
        periods: [{ period: '2026-05', ...NO_FIGURES }],
        totals: NO_FIGURES,
      }),
    );
    // Every period of the span is charted, in order, those without sales too.
    const quarter = await report({ from: '2026-02-15', to: '2026-05-02' });
    expect(
      quarter.body.data.periods.map((p: { period: string; sales: number }) => [p.period, p.sales]),
    ).toEqual([
      ['2026-02', 0],
      ['2026-03', 100_000],
      ['2026-04', 600_000],
      ['2026-05', 0],
    ]);
  });
});
