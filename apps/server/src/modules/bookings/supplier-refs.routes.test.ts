import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AttentionItem, FlightResult, TicketRecord } from '@app/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attentionItems } from '../../commerce/attention/attention.schema';
import { orderItems } from '../../commerce/orders/order-items.schema';
import { supplierRefs } from '../../commerce/orders/supplier-refs.schema';
import { createCache } from '../../platform/cache';
import { createMarkupGroup, createMarkupRule, createSite } from '../../seed/factories';
import { createDeparture, departureInput } from '../../seed/fixed-departure-factories';
import { createTboSupplier } from '../../suppliers/tbo/tbo-supplier';
import { fundedAgent, leadTraveller, placeOrder } from '../../test/orders';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { supplierTraveller } from '../../test/travellers';
import { walletBalance } from '../wallet/wallet.ledger';
import { flightBookings } from './bookings.schema';
import { syncItems } from './leg-items';
import { saveLegs } from './order-legs';
import { findFlightOrderAnySite } from './orders.queries';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A site selling flights with the default ₹200 a passenger of markup. */
async function sellingSite(t: TestApp) {
  const siteId = (await createSite(t.db)).id;
  const group = await createMarkupGroup(t.db, siteId, { isDefault: true });
  await createMarkupRule(t.db, siteId, {
    groupId: group.id,
    valueType: 'fixed',
    value: 20_000,
    per: 'passenger',
  });
  return siteId;
}

/** A fresh app on its own sandbox, with one site selling flights. */
async function appOnSandbox() {
  const sandbox = await startSandbox();
  const t = await createTestApp({
    supplier: sandbox.supplierConfig(),
    paymentGateway: sandbox.paymentConfig(),
  });
  return { t, sandbox, siteId: await sellingSite(t) };
}

const flaggedIn = async (t: TestApp, orderIds: string[]) =>
  (await t.db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds))).map(
    (i) => i.duplicateSupplierRef,
  );

/**
 * Decision 0059 on the running server and a real sandbox: a supplier that forgot its bookings (the
 * sandbox before it kept them in a file) issues a BookingId, PNR and tickets again; the platform keeps
 * the booking, flags both items and puts both orders on the attention queue, once.
 */
describe('a supplier reference the platform already holds is never taken silently', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let port: number;
  let siteId: string;
  let otherSiteId: string;
  let staff: string;
  let otherStaff: string;
  /** the first order booked: what a sandbox that forgot its bookings issues again */
  let first: Awaited<ReturnType<typeof bookedOrder>>;
  /** the order a forgetful sandbox booked under the first one's references */
  let second: Awaited<ReturnType<typeof bookedOrder>>;

  beforeAll(async () => {
    ({ t, sandbox, siteId } = await appOnSandbox());
    port = Number(new URL(sandbox.url).port);
    otherSiteId = await sellingSite(t);
    staff = (await signIn(t, siteId, { userType: 'staff', isSuperAdmin: true })).token;
    otherStaff = (await signIn(t, otherSiteId, { userType: 'staff', isSuperAdmin: true })).token;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  /** The sandbox stops and starts again where the server calls it, with or without its data folder. */
  async function restartSandbox(dataDir?: string) {
    await sandbox.close();
    sandbox = await startSandbox(dataDir ? { dataDir } : {}, port);
  }

  /**
   * A one-way order paid from an agent's wallet on `site`, booked at once, on a low-cost fare (of
   * `airline` when given); answers its id and leg. Each on its own date: a search the server cached
   * would carry a trace the restarted sandbox no longer knows.
   */
  async function bookedOrder(site: string, days: number, airline?: string) {
    const agent = await fundedAgent(t, site, 50_000);
    const pick = (f: FlightResult) => f.isLcc && (!airline || f.airlineCode === airline);
    const { orderId } = await placeOrder(t, site, agent.token, { paymentMethod: 'wallet', days, pick });
    const done = await call(
      t.app,
      'api/payments/orderSuccessCallback',
      { orderId },
      { siteId: site, token: agent.token },
    );
    expect(done.body.data?.status, JSON.stringify(done.body)).toBe('completed');
    const [leg] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
    if (!leg) throw new Error('no leg saved');
    return { orderId, leg, agent };
  }

  const flagged = (orderIds: string[]) => flaggedIn(t, orderIds);

  const openCases = async (token: string, site: string) =>
    (await call(t.app, 'staff/attention/list', {}, { siteId: site, token })).body.data
      .items as AttentionItem[];

  const ticketCards = async (token: string, site: string) =>
    (await call(t.app, 'api/getTickets', { page: 1 }, { siteId: site, token })).body.data
      .records as TicketRecord[];

  it('a sandbox keeping its bookings in a folder issues none again after a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-refs-'));
    await restartSandbox(dataDir);
    const before = await bookedOrder(siteId, 9);
    await restartSandbox(dataDir);
    const after = await bookedOrder(siteId, 10);
    first = before;
    expect(after.leg.supplierBookingId).not.toBe(before.leg.supplierBookingId);
    expect(after.leg.pnr).not.toBe(before.leg.pnr);
    expect(await flagged([before.orderId, after.orderId])).toEqual([false, false]);
    const cases = await t.db
      .select()
      .from(attentionItems)
      .where(
        and(
          inArray(attentionItems.orderId, [before.orderId, after.orderId]),
          isNull(attentionItems.resolvedAt),
        ),
      );
    expect(cases).toEqual([]);
  });

  it('keeps the booking a forgetful supplier issued twice, flags both and names each order to the other', async () => {
    // The sandbox as it was: everything in memory, so its counters start again from the first booking's.
    await restartSandbox();
    second = await bookedOrder(siteId, 11, first.leg.airlineCode);
    expect(second.leg.supplierBookingId).toBe(first.leg.supplierBookingId);
    expect(second.leg.pnr).toBe(first.leg.pnr);
    expect(second.leg.status).toBe('ticketed');
    expect(await flagged([first.orderId, second.orderId])).toEqual([true, true]);

    const cases = await openCases(staff, siteId);
    const byOrder = new Map(cases.map((c) => [c.orderId, c]));
    const earlier = byOrder.get(first.orderId);
    const later = byOrder.get(second.orderId);
    expect(later).toMatchObject({ kind: 'duplicate-supplier-ref', actions: ['refund', 'resolve'] });
    expect(later?.summary).toContain(`PNR ${first.leg.pnr} (${first.leg.airlineCode})`);
    expect(later?.summary).toContain(`supplier booking ${first.leg.supplierBookingId}`);
    expect(later?.summary).toContain(`ticket ${first.leg.passengers[0]?.ticket?.ticketNumber}`);
    expect(later?.summary).toContain(`which order ${earlier?.orderReference} already holds`);
    expect(earlier).toMatchObject({ kind: 'duplicate-supplier-ref', actions: ['refund', 'resolve'] });
    expect(earlier?.summary).toContain(`to order ${later?.orderReference} as well`);

    // Syncing the order again (any later leg write does) raises nothing more.
    await syncItems(t.db, second.orderId);
    const again = (await openCases(staff, siteId)).find((c) => c.orderId === second.orderId);
    expect(again?.tried).toHaveLength(1);

    // Staff see the mark on both tickets; the agent who bought one is not shown it.
    const cards = await ticketCards(staff, siteId);
    const mark = (orderId: string) => cards.find((c) => c.orderId === orderId)?.duplicateSupplierRef;
    expect([mark(first.orderId), mark(second.orderId)]).toEqual([true, true]);
    const own = await ticketCards(second.agent.token, siteId);
    expect(own.map((c) => c.duplicateSupplierRef)).toEqual([false]);
  });

  it('does not name another site’s order to this site’s staff, only that one exists', async () => {
    await restartSandbox();
    const other = await bookedOrder(otherSiteId, 12);
    expect(other.leg.supplierBookingId).toBe(first.leg.supplierBookingId);
    const theirs = (await openCases(otherStaff, otherSiteId)).find((c) => c.orderId === other.orderId);
    expect(theirs?.summary).toContain('which an order of another site on this platform already holds');
    expect(theirs?.summary).not.toMatch(/order [A-Z]+-\d\d-\d+ already holds/);
    const ours = (await openCases(staff, siteId)).find((c) => c.orderId === first.orderId);
    expect(ours?.tried.at(-1)).toContain('given again, to an order of another site on this platform');
  });

  it('staff refund the order the supplier holds none for: its money back, its ticket cancelled, the other case left open', async () => {
    const cases = await openCases(staff, siteId);
    const theirs = cases.find((c) => c.orderId === second.orderId);
    if (!theirs) throw new Error('no case for the second order');
    const before = await walletBalance(t.db, siteId, second.agent.user.id);
    const acted = await call(
      t.app,
      'staff/attention/act',
      { id: theirs.id, action: 'refund', note: 'TBO holds Kabir only on the first order' },
      { siteId, token: staff },
    );
    expect(acted.status, JSON.stringify(acted.body)).toBe(200);
    expect(await walletBalance(t.db, siteId, second.agent.user.id)).toBe(before + theirs.amount);
    const [leg] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, second.orderId));
    expect(leg?.status).toBe('cancelled');
    const [firstLeg] = await t.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.orderId, first.orderId));
    expect(firstLeg?.status).toBe('ticketed');
    const open = (await openCases(staff, siteId)).map((c) => c.orderId);
    expect(open).toContain(first.orderId);
    expect(open).not.toContain(second.orderId);
  });
});

describe('two bookings finishing at once with one supplier reference', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;

  beforeAll(async () => {
    ({ t, sandbox, siteId } = await appOnSandbox());
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  const flagged = (orderIds: string[]) => flaggedIn(t, orderIds);

  it('two bookings recorded at once with one reference: one order holds it, the other is flagged (a race only PostgreSQL proves)', async () => {
    const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
    for (let round = 0; round < 3; round++) {
      const agent = await fundedAgent(t, siteId, 50_000);
      const placed = await Promise.all(
        [20, 21].map((days) =>
          placeOrder(t, siteId, agent.token, { paymentMethod: 'wallet', days: days + round * 2 }),
        ),
      );
      const found = await supplier.search({
        journeyType: 1,
        cabinClass: 2,
        segments: [{ origin: 'DEL', destination: 'BOM', departureDate: inDays(30 + round) }],
        adults: 1,
        children: 0,
        infants: 0,
        endUserIp: '203.0.113.9',
      });
      const fare = found.results[0]?.find((f) => f.isLcc);
      if (!fare) throw new Error('no low-cost fare');
      // One booking the supplier answered both orders with.
      const booking = await supplier.ticket({
        kind: 'direct',
        traceId: found.traceId,
        resultIndex: fare.resultIndex,
        endUserIp: '203.0.113.9',
        passengers: [supplierTraveller(fare)],
      });
      const orders = await Promise.all(placed.map((p) => findFlightOrderAnySite(t.db, p.orderId)));
      await Promise.all(
        orders.map((order, i) => {
          const legFare = placed[i]?.fare;
          if (!order || !legFare) throw new Error('no order');
          return saveLegs(t.db, order, [{ state: 'booked', legIndex: 0, fare: legFare, booking }], {
            now: new Date(),
          });
        }),
      );
      const ids = placed.map((p) => p.orderId);
      const holders = await t.db
        .select({ orderId: supplierRefs.orderId })
        .from(supplierRefs)
        .where(and(eq(supplierRefs.kind, 'booking'), eq(supplierRefs.ref, booking.bookingId)));
      expect(holders).toHaveLength(1);
      expect(ids).toContain(holders[0]?.orderId);
      expect(await flagged(ids)).toEqual([true, true]);
      const cases = await t.db
        .select({ orderId: attentionItems.orderId, tried: attentionItems.tried })
        .from(attentionItems)
        .where(and(inArray(attentionItems.orderId, ids), isNull(attentionItems.resolvedAt)));
      expect(cases.map((c) => c.orderId).sort()).toEqual([...ids].sort());
      expect(cases.every((c) => c.tried.length === 1)).toBe(true);
    }
  });

  it('seats of one fixed departure share its block PNR without a flag', async () => {
    const d = await createDeparture(t.db, siteId, departureInput(25));
    const agent = await fundedAgent(t, siteId, 1_000_000);
    const passport = {
      passportNo: 'Z1234567',
      passportIssueCountryCode: 'IN',
      passportIssueDate: '2020-01-10',
      passportExpiry: '2032-01-09',
    };
    const ids: string[] = [];
    for (const firstName of ['Asha', 'Ravi']) {
      const placed = await call(
        t.app,
        'fixedDeparture/createOrder',
        {
          departureId: d.id,
          passengers: [{ ...leadTraveller(), ...passport, firstName }],
          paymentMethod: 'wallet',
        },
        { siteId, token: agent.token },
      );
      const { orderId } = placed.body.data;
      const paid = await call(
        t.app,
        'api/payments/orderSuccessCallback',
        { orderId },
        { siteId, token: agent.token },
      );
      expect(paid.body.data).toMatchObject({ status: 'completed', bookings: [{ pnr: d.blockPnr }] });
      ids.push(orderId);
    }
    expect(await flagged(ids)).toEqual([false, false]);
    expect(await t.db.select().from(supplierRefs).where(inArray(supplierRefs.orderId, ids))).toEqual([]);
  });
});
