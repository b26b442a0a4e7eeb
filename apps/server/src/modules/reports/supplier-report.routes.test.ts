import {
  CHANGE_REQUEST_STATUS,
  CHANGE_REQUEST_TYPES,
  SUPPLIER_REPORT_MSG,
  type SupplierReport,
} from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { createBooking } from '../../seed/booking-factories';
import { createPermissionGroup, createSite } from '../../seed/factories';
import { fundedAgent, placeOrder } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { changeRequests, type FlightBookingRow, flightBookings } from '../bookings/bookings.schema';
import { walletLedger } from '../wallet/wallet.schema';
import { supplierReportHeaders } from './supplier-report-sheet';

const PATH = 'reports/supplierReport';
const MINUTE = 60_000;
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * The supplier report (decision 0044) on bookings made through the site and the sandbox supplier:
 * its figures are the order items' and the wallet ledger's, a cancellation's refund the supplier's.
 */
describe('POST reports/supplierReport', { timeout: 60_000 }, () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  /** the sandbox's clock runs this far ahead of ours: it completes a change request after 15 minutes */
  let skewMs = 0;

  beforeAll(async () => {
    sandbox = await startSandbox({ now: () => new Date(Date.now() + skewMs) });
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  /** A fresh site with a super admin; `report` calls as them. */
  async function staffSite(input: Parameters<typeof createSite>[1] = {}) {
    const site = await createSite(t.db, input);
    const { token } = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
    const as = { siteId: site.id, token };
    const report = (body: object) => call(t.app, PATH, body, as);
    return { site, as, report, today: todayIn(site.timeZone) };
  }

  /** An agent's one-adult order, paid from the wallet and ticketed at the sandbox. */
  async function ticketedOrder(siteId: string, token: string) {
    const { orderId } = await placeOrder(t, siteId, token, { paymentMethod: 'wallet' });
    const done = await call(t.app, 'api/payments/orderSuccessCallback', { orderId }, { siteId, token });
    expect(done.body.data.status).toBe('completed');
    const [leg] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
    if (leg?.status !== 'ticketed') throw new Error('not ticketed');
    return leg;
  }

  /** The buyer cancels the whole booking and the airline completes it: the wallet is credited. */
  async function cancelled(siteId: string, token: string, leg: FlightBookingRow) {
    const as = { siteId, token };
    const raised = await call(
      t.app,
      'api/changeRequest',
      {
        bookingId: leg.supplierBookingId,
        requestType: CHANGE_REQUEST_TYPES.Refund,
        passengers: leg.passengers.map((_, i) => String(i)),
        sectors: leg.segments.map((s) => ({
          origin: s.originAirportCode,
          destination: s.destinationAirportCode,
        })),
        remarks: 'Plans changed',
        agreed: true,
      },
      as,
    );
    expect(raised.status).toBe(200);
    skewMs = 16 * MINUTE;
    try {
      for (const { changeRequestId } of raised.body.data.ticketCRInfo as { changeRequestId: number }[]) {
        const status = await call(t.app, 'api/getCRStatus', { changeRequestId }, as);
        expect(status.body.data.status).toBe(CHANGE_REQUEST_STATUS.Completed);
      }
    } finally {
      skewMs = 0;
    }
    const [row] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, leg.id));
    expect(row?.status).toBe('cancelled');
  }

  const itemOf = async (leg: FlightBookingRow) =>
    (await t.db.select().from(orderItems).where(eq(orderItems.id, leg.orderItemId)))[0]!;

  /** What the wallet ledger moved for these orders: booking debits and refund credits. */
  async function ledgerOf(orderIds: string[], kind: 'booking' | 'refund') {
    const [row] = await t.db
      .select({ sum: sql`coalesce(sum(${walletLedger.amount}), 0)`.mapWith(Number) })
      .from(walletLedger)
      .where(and(inArray(walletLedger.orderId, orderIds), eq(walletLedger.kind, kind)));
    return row!.sum;
  }

  it('is refused to visitors (401), customers and staff without reports.supplier (403), and where flights are off (403)', async () => {
    const { site, today } = await staffSite();
    const body = { from: today, to: today };
    expect((await call(t.app, PATH, body, { siteId: site.id })).status).toBe(401);
    const agent = await signIn(t, site.id, { userType: 'travelAgent' });
    expect((await call(t.app, PATH, body, { siteId: site.id, token: agent.token })).status).toBe(403);
    // Granted on purpose: a staff member with the default permissions does not hold it.
    const plain = await signIn(t, site.id, { userType: 'staff' });
    expect((await call(t.app, PATH, body, { siteId: site.id, token: plain.token })).status).toBe(403);
    const group = await createPermissionGroup(t.db, site.id, { permissions: ['reports.supplier'] });
    const granted = await signIn(t, site.id, { userType: 'staff', rbacUserGroupId: group.id });
    expect((await call(t.app, PATH, body, { siteId: site.id, token: granted.token })).status).toBe(200);
    const exported = await call(t.app, `${PATH}/export`, body, {
      siteId: site.id,
      token: plain.token,
      method: 'GET',
    });
    expect(exported.status).toBe(403);

    const noFlights = await staffSite({ activeModules: ['fixedDepartures', 'wallet'] });
    expect((await noFlights.report(body)).status).toBe(403);
    const off = await call(t.app, `${PATH}/export`, body, { ...noFlights.as, method: 'GET' });
    expect(off.status).toBe(403);
  });

  it('refuses a span that ends before it starts, a wrong date or status, with the field named', async () => {
    const { report } = await staffSite();
    const backwards = await report({ from: '2026-02-01', to: '2026-01-31' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toMatchObject({ to: SUPPLIER_REPORT_MSG.dateOrder });
    const wrongDay = await report({ from: '2026-02-30', to: '2026-03-01' });
    expect(wrongDay.body.errors).toMatchObject({ from: SUPPLIER_REPORT_MSG.date });
    const wrongStatus = await report({ from: '2026-01-01', to: '2026-01-31', status: 'lost' });
    expect(wrongStatus.body.errors).toMatchObject({ status: SUPPLIER_REPORT_MSG.status });
    const pastEnd = await report({ from: '2026-01-01', to: '2026-01-31', page: 2 });
    expect(pastEnd.status).toBe(400);
  });

  it('lists each supplier booking with the figures the order items and the wallet ledger hold, and the sheet says the same', async () => {
    const { site, as, report, today } = await staffSite();
    const agent = await fundedAgent(t, site.id, 100_000);
    const kept = await ticketedOrder(site.id, agent.token);
    const gone = await ticketedOrder(site.id, agent.token);
    await cancelled(site.id, agent.token, gone);
    const failed = await createBooking(t.db, site.id, agent.user.id, { price: 300_000, status: 'failed' });
    // Another site's booking is never in this site's report.
    const other = await createSite(t.db);
    await createBooking(t.db, other.id, (await signIn(t, other.id)).user.id, { price: 990_000 });

    const res = await report({ from: today, to: today });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as SupplierReport;
    expect(data.records.map((r) => r.orderId).sort()).toEqual(
      [kept.orderId, gone.orderId, failed.orderId].sort(),
    );
    const rowOf = (leg: FlightBookingRow) => data.records.find((r) => r.id === leg.id)!;
    for (const leg of [kept, gone, failed]) {
      const item = await itemOf(leg);
      expect(rowOf(leg)).toMatchObject({
        supplier: item.supplierCode,
        supplierBookingId: String(leg.supplierBookingId),
        pnr: leg.pnr,
        passengerCount: leg.passengers.length,
        publishedFare: leg.accounting.middleManWl,
        netCost: item.net,
        sellingPrice: item.total,
      });
    }
    expect(rowOf(kept)).toMatchObject({ status: 'ticketed', supplierRefund: null });
    expect(rowOf(failed)).toMatchObject({ status: 'failed', supplierRefund: null });
    // The cancelled booking's refund is what the airline gave back, and what reached the wallet.
    const [request] = await t.db.select().from(changeRequests).where(eq(changeRequests.bookingId, gone.id));
    const refunded = await ledgerOf([gone.orderId], 'refund');
    expect(refunded).toBeGreaterThan(0);
    expect(rowOf(gone)).toMatchObject({ status: 'refunded', supplierRefund: request?.refundedAmount });
    expect(rowOf(gone).supplierRefund).toBe(refunded);

    // Totals: the two issued tickets' money; what the buyer paid is what the wallet was debited.
    const supplier = (await itemOf(kept)).supplierCode;
    expect(data.suppliers.map((s) => s.supplier)).toEqual([supplier]);
    const issued = [rowOf(kept), rowOf(gone)];
    const sum = (key: 'netCost' | 'sellingPrice' | 'publishedFare') =>
      issued.reduce((total, row) => total + row[key], 0);
    expect(data.totals).toEqual({
      bookings: 3,
      ticketed: 2,
      passengers: 2,
      publishedFare: sum('publishedFare'),
      netCost: sum('netCost'),
      sellingPrice: sum('sellingPrice'),
      supplierRefund: refunded,
    });
    expect(data.totals.sellingPrice).toBe(-(await ledgerOf([kept.orderId, gone.orderId], 'booking')));
    expect(data.suppliers[0]).toEqual({ supplier, ...data.totals });

    // Filters: one status, one supplier.
    const onlyRefunded = (await report({ from: today, to: today, status: 'refunded' })).body.data;
    expect(onlyRefunded.records.map((r: { id: string }) => r.id)).toEqual([gone.id]);
    const nobody = (await report({ from: today, to: today, supplier: 'NOBODY' })).body.data;
    expect(nobody).toMatchObject({ records: [], totals: { bookings: 0, netCost: 0 } });
    const yesterday = (await report({ from: '2020-01-01', to: '2020-01-31' })).body.data;
    expect(yesterday.records).toEqual([]);

    // The sheet: a row per booking, then a total per supplier and the grand total, in rupees.
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/${PATH}/export`,
      query: { from: today, to: today },
      headers: { 'site-id': as.siteId, 'auth-token': as.token },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('supplier-report.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[][] = [];
    workbook.getWorksheet('Supplier report')?.eachRow((row) => {
      cells.push((row.values as unknown[]).slice(1));
    });
    expect(cells[0]).toEqual(supplierReportHeaders('INR'));
    expect(cells[0]?.slice(10)).toEqual([
      'Published fare (INR)',
      'Net cost (INR)',
      'Selling price (INR)',
      'Supplier refund (INR)',
    ]);
    expect(cells).toHaveLength(1 + 3 + 2);
    for (const row of data.records) {
      const line = cells.find((c) => c[2] === row.supplierBookingId)!;
      expect(line[4]).toBe(row.orderReference);
      expect(line.slice(10)).toEqual([
        row.publishedFare / 100,
        row.netCost / 100,
        row.sellingPrice / 100,
        ...(row.supplierRefund === null ? [] : [row.supplierRefund / 100]),
      ]);
    }
    const totals = (label: string) => cells.find((c) => c[0] === label)!;
    for (const label of [`Total ${supplier}`, 'Total'])
      expect(totals(label).slice(8)).toEqual([
        2,
        '2 of 3 issued',
        data.totals.publishedFare / 100,
        data.totals.netCost / 100,
        data.totals.sellingPrice / 100,
        data.totals.supplierRefund / 100,
      ]);
  });
});
