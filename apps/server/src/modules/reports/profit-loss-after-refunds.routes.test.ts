import {
  addFigures,
  CHANGE_REQUEST_STATUS,
  CHANGE_REQUEST_TYPES,
  fdDepartureInput,
  NO_FIGURES,
  PRODUCT_LABELS,
  type ProfitLossFigures,
  type ProfitLossReport,
  profitOf,
  type SoldProductKind,
} from '@app/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { orders } from '../../commerce/orders/orders.schema';
import { payments } from '../../commerce/payments/payments.schema';
import { refunds } from '../../commerce/payments/refunds.schema';
import { createCache } from '../../platform/cache';
import { createMarkupGroup, createMarkupRule, createSite } from '../../seed/factories';
import { createDeparture, departureInput } from '../../seed/fixed-departure-factories';
import { createTboSupplier } from '../../suppliers/tbo/tbo-supplier';
import { flightSettingsOf } from '../../test/flight-settings';
import { abroadTraveller, fundedAgent, payAtGateway, placeOrder } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { changeRequests, flightBookings, flightCheckouts } from '../bookings/bookings.schema';
import { fdBookings } from '../fixed-departures/fixed-departures.schema';
import { walletLedger } from '../wallet/wallet.schema';

const MINUTE = 60_000;
const TIME_ZONE = 'Asia/Kolkata';
/** The site's cancellation fee per passenger (decision 0056): ₹250 for retail, ₹100 for agents. */
const FEES = { retail: 25_000, travelAgent: 10_000, corporate: 0 };
/** Our markup per passenger: ₹300 on a flight, ₹500 on a fixed-departure seat. */
const FLIGHT_MARKUP = 30_000;
const FD_MARKUP = 50_000;
/** The fixed departure's fare and its policy's charge per passenger, as staff save departureInput. */
const { fareAdult: FD_FARE, cancellationCharge: FD_CHARGE } = fdDepartureInput.parse(departureInput());

const dayOf = (at: Date | null) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at ?? 0);
const keyOf = (day: string, product: SoldProductKind) => `${day} ${product}`;

/** The figures a source vouches for, by day and product; profit is worked out from them at the end. */
type Expected = Omit<ProfitLossFigures, 'profit' | 'markup' | 'discount' | 'fees' | 'commission'>;
const NOTHING: Expected = {
  sales: 0,
  refunds: 0,
  cost: 0,
  supplierRefunds: 0,
  gstOnMarkup: 0,
  tds: 0,
  cancellationFees: 0,
};

/**
 * Decision 0057: profit and loss after refunds. Bookings are made, paid (wallet and gateway),
 * cancelled and refunded through the real calls against the sandbox's airline and gateway; the
 * report is then held, per product and day, to what other records say: the wallet ledger, the
 * payments and refunds tables, the supplier's own account (its agency balance), the legs' supplier
 * price and the departure's fares and policy.
 */
describe('profit and loss after refunds, against the ledger and the supplier account', {
  timeout: 180_000,
}, () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  /** the sandbox's clock runs this far ahead of ours, so the airline completes cancellations */
  let skewMs = 0;
  let siteId: string;
  let admin: { token: string };

  beforeAll(async () => {
    sandbox = await startSandbox({ now: () => new Date(Date.now() + skewMs) });
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db, { timeZone: TIME_ZONE })).id;
    admin = await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true });
    const saved = await call(
      t.app,
      'staff/flightSettings/save',
      flightSettingsOf({ cancellationFees: FEES }),
      { siteId, token: admin.token },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const group = await createMarkupGroup(t.db, siteId, { isDefault: true });
    const perPassenger = { groupId: group.id, valueType: 'fixed', per: 'passenger' } as const;
    await createMarkupRule(t.db, siteId, { ...perPassenger, kind: 'defaultAirline', value: FLIGHT_MARKUP });
    await createMarkupRule(t.db, siteId, { ...perPassenger, kind: 'fixedDeparture', value: FD_MARKUP });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  type Buyer = { token: string; user: { id: string } };
  const api = (path: string, body: object, who: { token: string }) =>
    call(t.app, path, body, { siteId, token: who.token });
  const kind = (name: string) => t.app.jobs.queue.kinds.get(name) as JobKind<never>;
  const supplierAccount = () =>
    createTboSupplier(sandbox.supplierConfig(), createCache(undefined)).agencyBalance({
      endUserIp: '203.0.113.9',
    });

  /** A DEL → BOM flight paid from the wallet or on the gateway's page, ticketed; answers its leg. */
  async function flightSold(buyer: Buyer, paymentMethod: 'wallet' | 'gateway', adults: 1 | 2 = 1) {
    // GDS fares: TBO completes their cancellations later (an LCC's at once), so the supplier account
    // is read before and after the airline's clock moves on (decision 0069).
    const { orderId } = await placeOrder(t, siteId, buyer.token, {
      paymentMethod,
      adults,
      pick: (f) => !f.isLcc,
    });
    if (paymentMethod === 'wallet') {
      const paid = await api('api/payments/orderSuccessCallback', { orderId }, buyer);
      expect(paid.body.data.status).toBe('completed');
    } else {
      const created = await api('payment/createPayment', { orderId }, buyer);
      await payAtGateway(created.body.data.redirectUrl, 'success');
      const paid = await api('payment/phonepe/verifyPayment', { orderId }, buyer);
      expect(paid.body.data.status).toBe('completed');
    }
    const [leg, ...more] = await t.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.orderId, orderId));
    expect(more).toEqual([]);
    if (leg?.status !== 'ticketed') throw new Error(`order ${orderId} not ticketed`);
    return { orderId, leg, product: 'flight' as const, paymentMethod, buyer };
  }

  /** Seats on a fresh departure to Dubai for `names`, paid from the agent's wallet. */
  async function seatsSold(agent: Buyer, names: string[]) {
    const departure = await createDeparture(t.db, siteId, departureInput(30));
    const placed = await api(
      'fixedDeparture/createOrder',
      {
        departureId: departure.id,
        passengers: names.map((name, i) => abroadTraveller(name, i === 0)),
        paymentMethod: 'wallet',
      },
      agent,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orderId } = placed.body.data as { orderId: string };
    const paid = await api('api/payments/orderSuccessCallback', { orderId }, agent);
    expect(paid.body.data.status).toBe('completed');
    const [booking] = await t.db.select().from(fdBookings).where(eq(fdBookings.orderId, orderId));
    if (booking?.status !== 'confirmed') throw new Error(`order ${orderId} not confirmed`);
    return { orderId, booking, product: 'fixedDeparture' as const, paymentMethod: 'wallet' as const };
  }

  /** Everything of these orders that happened at their sale happened a day earlier. */
  async function soldTheDayBefore(orderIds: string[]) {
    const dayBefore = (column: PgColumn) => sql`${column} - interval '1 day'`;
    await t.db
      .update(orders)
      .set({ createdAt: dayBefore(orders.createdAt), paidAt: dayBefore(orders.paidAt) })
      .where(inArray(orders.id, orderIds));
    await t.db
      .update(payments)
      .set({ createdAt: dayBefore(payments.createdAt), settledAt: dayBefore(payments.settledAt) })
      .where(inArray(payments.orderId, orderIds));
    // Every ledger entry of these orders so far is the debit that paid them.
    await t.db
      .update(walletLedger)
      .set({ createdAt: dayBefore(walletLedger.createdAt) })
      .where(inArray(walletLedger.orderId, orderIds));
    await t.db
      .update(flightBookings)
      .set({ createdAt: dayBefore(flightBookings.createdAt) })
      .where(inArray(flightBookings.orderId, orderIds));
    await t.db
      .update(fdBookings)
      .set({ createdAt: dayBefore(fdBookings.createdAt) })
      .where(inArray(fdBookings.orderId, orderIds));
  }

  /** The owner asks the airline to refund the whole booking, or one passenger of it. */
  async function cancelFlight(sold: Awaited<ReturnType<typeof flightSold>>, passengers?: string[]) {
    const { leg, buyer } = sold;
    const raised = await api(
      'api/changeRequest',
      {
        bookingId: leg.supplierBookingId,
        requestType: passengers ? CHANGE_REQUEST_TYPES.PartialRefund : CHANGE_REQUEST_TYPES.Refund,
        passengers: passengers ?? leg.passengers.map((_, i) => String(i)),
        sectors: leg.segments.map((s) => ({
          origin: s.originAirportCode,
          destination: s.destinationAirportCode,
        })),
        remarks: 'Plans changed',
        agreed: true,
      },
      buyer,
    );
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    return (raised.body.data.ticketCRInfo as { changeRequestId: number }[]).map((i) => i.changeRequestId);
  }

  it('shows the buyer’s refund, the airline’s refund against the cost and our fee, each on its day, as the other records say', async () => {
    const agent = await fundedAgent(t, siteId, 2_000_000);
    const retail = await signIn(t, siteId, { userType: 'retail' });

    // Sold the day before: four flights (two to be cancelled in full, one in part) and two departures.
    const agentFull = await flightSold(agent, 'wallet');
    const retailFull = await flightSold(retail, 'gateway');
    const agentPair = await flightSold(agent, 'wallet', 2);
    const retailKept = await flightSold(retail, 'gateway');
    const seatsCancelled = await seatsSold(agent, ['Meera', 'Ravi']);
    const seatsKept = await seatsSold(agent, ['Kabir']);
    const sold = [agentFull, retailFull, agentPair, retailKept, seatsCancelled, seatsKept];
    await soldTheDayBefore(sold.map((s) => s.orderId));

    // Today: the airline is asked, completes (its clock moves on) and refunds our account.
    const requested = [
      ...(await cancelFlight(agentFull)),
      ...(await cancelFlight(retailFull)),
      ...(await cancelFlight(agentPair, ['1'])),
    ];
    expect(requested).toHaveLength(3);
    const accountBefore = await supplierAccount();
    skewMs = 16 * MINUTE;
    const accountAfter = await supplierAccount();
    for (const [i, changeRequestId] of requested.entries()) {
      const owner = i === 1 ? retail : agent;
      const done = await api('api/getCRStatus', { changeRequestId }, owner);
      expect(done.body.data.status, JSON.stringify(done.body)).toBe(CHANGE_REQUEST_STATUS.Completed);
    }
    // The card's refund is sent by its job and paid by the gateway; the wallet's were credited at once.
    expect(await t.app.jobs.queue.runDue(kind('send-refund'))).toBe(1);
    const cancelledSeats = await api(
      'fixedDeparture/cancelBooking',
      { bookingId: seatsCancelled.booking.id },
      agent,
    );
    expect(cancelledSeats.status, JSON.stringify(cancelledSeats.body)).toBe(200);

    // The airline kept a charge on each ticket and refunded more than our fee.
    const completed = await t.db
      .select()
      .from(changeRequests)
      .where(inArray(changeRequests.supplierChangeRequestId, requested));
    expect(completed).toHaveLength(3);
    for (const cr of completed) {
      expect(cr.cancellationCharge).toBeGreaterThan(0);
      expect(cr.refundedAmount).toBeGreaterThan(cr.siteFee);
    }
    expect(completed.map((cr) => cr.siteFee).sort()).toEqual(
      [FEES.travelAgent, FEES.travelAgent, FEES.retail].sort(),
    );

    // What the other records say, by the site's day and product.
    const expected = new Map<string, Expected>();
    const vouch = (at: Date | null, product: SoldProductKind, figures: Partial<Expected>) => {
      const key = keyOf(dayOf(at), product);
      const row = { ...(expected.get(key) ?? NOTHING) };
      for (const [name, value] of Object.entries(figures) as [keyof Expected, number][]) row[name] += value;
      expected.set(key, row);
    };
    for (const { orderId, product, paymentMethod } of sold) {
      // Money in and out: the wallet ledger for wallet orders, the payments and refunds tables for cards.
      if (paymentMethod === 'wallet') {
        const entries = await t.db.select().from(walletLedger).where(eq(walletLedger.orderId, orderId));
        for (const entry of entries)
          vouch(
            entry.createdAt,
            product,
            entry.kind === 'booking' ? { sales: -entry.amount } : { refunds: entry.amount },
          );
      } else {
        for (const p of await t.db.select().from(payments).where(eq(payments.orderId, orderId)))
          if (p.state === 'paid') vouch(p.settledAt, product, { sales: p.amount });
        for (const r of await t.db.select().from(refunds).where(eq(refunds.orderId, orderId)))
          if (r.state === 'settled') vouch(r.settledAt, product, { refunds: r.amount });
      }
    }
    for (const { orderId, leg } of [agentFull, retailFull, agentPair, retailKept]) {
      // What the supplier charged (the fare it booked at, as the supplier wallet reads it) and the
      // taxes as the checkout priced them, on the day of the sale.
      const [booked] = await t.db.select().from(flightBookings).where(eq(flightBookings.id, leg.id));
      const [checkout] = await t.db
        .select()
        .from(flightCheckouts)
        .where(eq(flightCheckouts.orderId, orderId));
      const summary = checkout!.details.fareSummary;
      vouch(booked!.createdAt, 'flight', {
        cost: booked!.accounting.middleManWl,
        gstOnMarkup: summary.gstOnMarkup,
        tds: summary.tds,
      });
    }
    for (const { booking: sale } of [seatsCancelled, seatsKept]) {
      // The departure's fare per seat; the GST is what the buyer paid over the fares and our markup.
      const [booking] = await t.db.select().from(fdBookings).where(eq(fdBookings.id, sale.id));
      const seats = booking!.passengers.length;
      vouch(booking!.createdAt, 'fixedDeparture', {
        cost: FD_FARE * seats,
        gstOnMarkup: booking!.amount - FD_FARE * seats - FD_MARKUP * seats,
      });
    }
    const today = dayOf(new Date());
    // The airline refunded our account by what its balance rose when it completed the requests.
    vouch(new Date(), 'flight', {
      supplierRefunds: accountAfter.cashBalance - accountBefore.cashBalance,
      cancellationFees: FEES.travelAgent + FEES.retail + FEES.travelAgent,
    });
    // The cancelled seats are back in their block; the policy kept its charge on each.
    vouch(new Date(), 'fixedDeparture', { supplierRefunds: FD_FARE * 2, cancellationFees: FD_CHARGE * 2 });

    const yesterday = dayOf(new Date(Date.now() - 86_400_000));
    const report = async (body: object) => {
      const res = await api('reports/getProfitLoss', body, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as ProfitLossReport;
    };
    const byDay = await report({ from: yesterday, to: today, groupBy: 'day' });
    const shown = new Map(
      byDay.rows.map(({ period, product, ...figures }) => [keyOf(period, product), figures]),
    );
    expect([...shown.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, figures] of expected) {
      const row = shown.get(key);
      expect({ key, ...row }).toMatchObject({
        key,
        ...figures,
        profit: profitOf({ ...NO_FIGURES, ...figures }),
      });
    }

    // The identity of decision 0057: a flight's profit is its margin plus our fee; the airline's
    // charge was the buyer's. Today flights only took cancellations: their profit is our fees.
    const flightsToday = shown.get(keyOf(today, 'flight'))!;
    expect(flightsToday.supplierRefunds - flightsToday.refunds).toBe(flightsToday.cancellationFees);
    expect(flightsToday.profit).toBe(flightsToday.cancellationFees);
    const flightsSold = shown.get(keyOf(yesterday, 'flight'))!;
    const flightMargin =
      flightsSold.markup - flightsSold.discount + flightsSold.fees - flightsSold.commission;
    expect(flightsSold.markup).toBe(5 * FLIGHT_MARKUP);
    expect(flightsSold.profit).toBe(flightMargin);
    // A departure cancelled with its charge leaves the charge, less the GST still owed on the sale.
    const seatsToday = shown.get(keyOf(today, 'fixedDeparture'))!;
    const seatsGst = seatsCancelled.booking.amount - 2 * FD_FARE - 2 * FD_MARKUP;
    expect(shown.get(keyOf(yesterday, 'fixedDeparture'))!.profit + seatsToday.profit).toBe(
      FD_MARKUP + FD_CHARGE * 2 - seatsGst,
    );

    // By month, one product at a time, the chart's periods and the sheet: the same sums.
    const byMonth = await report({ from: yesterday, to: today, groupBy: 'month' });
    const monthly = new Map<string, ProfitLossFigures>();
    for (const { period, product, ...figures } of byDay.rows) {
      const key = keyOf(period.slice(0, 7), product);
      monthly.set(key, addFigures(monthly.get(key) ?? NO_FIGURES, figures));
    }
    expect(new Map(byMonth.rows.map(({ period, product, ...f }) => [keyOf(period, product), f]))).toEqual(
      monthly,
    );
    expect(byMonth.totals).toEqual(byDay.totals);
    const flightsOnly = await report({ from: yesterday, to: today, groupBy: 'day', product: 'flight' });
    expect(flightsOnly.rows).toEqual(byDay.rows.filter((r) => r.product === 'flight'));
    for (const period of byDay.periods) {
      const rows = byDay.rows.filter((r) => r.period === period.period);
      expect(period.profit).toBe(rows.reduce((sum, r) => sum + r.profit, 0));
      expect(period.sales).toBe(rows.reduce((sum, r) => sum + r.sales, 0));
      expect(period.cost).toBe(rows.reduce((sum, r) => sum + r.cost, 0));
    }

    const sheet = await t.app.inject({
      method: 'GET',
      url: '/api/reports/getProfitLoss/export',
      query: { from: yesterday, to: today, groupBy: 'day' },
      headers: { 'site-id': siteId, 'auth-token': admin.token },
    });
    expect(sheet.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0]!;
    const header = (ws.getRow(1).values as string[]).slice(1);
    for (const [i, row] of byDay.rows.entries()) {
      const cells = (ws.getRow(i + 2).values as (string | number)[]).slice(1);
      const named = Object.fromEntries(header.map((h, j) => [h, cells[j]]));
      expect(named).toMatchObject({
        Day: row.period,
        Product: PRODUCT_LABELS[row.product],
        'Profit (INR)': row.profit / 100,
        'Supplier refunds (INR)': row.supplierRefunds / 100,
        'Cancellation fees (INR)': row.cancellationFees / 100,
      });
    }
  });
});
