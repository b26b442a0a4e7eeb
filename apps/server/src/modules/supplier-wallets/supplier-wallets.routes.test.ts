import {
  type FlightPriceData,
  type FlightResult,
  SUPPLIER_SPEND_DAYS,
  type SupplierWallet,
} from '@app/contracts';
import { oneHostEndpoints } from '@app/tbo-air';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '../../platform/cache';
import { createBooking } from '../../seed/booking-factories';
import { createMarkupGroup, createSite, createUser } from '../../seed/factories';
import { createTboSupplier } from '../../suppliers/tbo/tbo-supplier';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { flightBookings } from '../bookings/bookings.schema';
import { creditWallet } from '../wallet/wallet.ledger';
import { createSupplierWalletService } from './supplier-wallets.service';

const PATH = 'supplier/getSupplierWallets';
const DEPOSIT_RUPEES = 5_000_000;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('supplier wallets', () => {
  let t: TestApp;
  let sandbox: TestSandbox;
  let siteId: string;
  let staff: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ agencyDeposit: DEPOSIT_RUPEES });
    t = await createTestApp({ supplier: sandbox.supplierConfig(), paymentGateway: sandbox.paymentConfig() });
    siteId = (await createSite(t.db)).id;
    await createMarkupGroup(t.db, siteId, { isDefault: true });
    staff = (await signIn(t, siteId, { userType: 'staff' })).token;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.faults(''));

  const wallets = async (site = siteId, token = staff) => {
    const res = await call(t.app, PATH, {}, { siteId: site, token, method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body.data.suppliers as SupplierWallet[];
  };

  /** An agent books and pays from the wallet through our own calls: the sandbox tickets it. */
  async function ticketThroughTheSite() {
    const { user, token } = await signIn(t, siteId, { userType: 'travelAgent', companyName: 'Gupta Tours' });
    await creditWallet(t.db, {
      siteId,
      userId: user.id,
      amount: 5_000_000,
      kind: 'topup',
      reference: `t-${user.id}`,
      description: 'test top-up',
    });
    const search = await call(
      t.app,
      'api/search',
      {
        JourneyType: 1,
        segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: inDays(12) }],
        adultCount: 1,
      },
      { siteId, token },
    );
    const searchId = search.body.data.searchId as string;
    const priced = await call(t.app, 'api/getFlightPrice', { searchId }, { siteId, token });
    const fare = (priced.body.data as FlightPriceData).results[0]?.find((f: FlightResult) => f.isLcc);
    if (!fare) throw new Error('no LCC fare');
    const placed = await call(
      t.app,
      'api/setFlightDetails',
      {
        searchId,
        resultIndexes: [fare.resultIndex],
        paymentMethod: 'wallet',
        passengers: [
          {
            title: 'Mr',
            firstName: 'Rohan',
            lastName: 'Gupta',
            paxType: 1,
            gender: 1,
            dateOfBirth: '1985-02-11',
            email: 'rohan@example.test',
            phoneCode: '+91',
            mobileNo: '9876543210',
            addressLine1: '4 Park Street',
            city: 'Delhi',
            countryCode: 'IN',
          },
        ],
      },
      { siteId, token },
    );
    const { orderId } = placed.body.data;
    const done = await call(t.app, 'api/payments/orderSuccessCallback', { orderId }, { siteId, token });
    expect(done.body.data.bookings[0]).toMatchObject({ status: 'ticketed' });
    const [booking] = await t.db.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
    if (!booking) throw new Error('no booking');
    return booking;
  }

  it('answers the deposit, and a ticket lowers it and counts in this month and today', async () => {
    const [before] = await wallets();
    expect(before).toMatchObject({
      supplier: 'TBO',
      currency: 'INR',
      error: null,
      balance: { agencyType: 'cash', cashBalance: DEPOSIT_RUPEES * 100, creditBalance: 0 },
      month: { ticketedBookings: 0, supplierCost: 0 },
      averageDailySpend: 0,
      daysOfCover: null,
      lowBalance: false,
    });
    expect(Date.parse(before?.fetchedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(before?.daily).toHaveLength(SUPPLIER_SPEND_DAYS);

    const booking = await ticketThroughTheSite();
    const cost = booking.accounting.middleManWl;
    const [after] = await wallets();
    const charged = (before?.balance?.cashBalance ?? 0) - (after?.balance?.cashBalance ?? 0);
    // The supplier charges its net fare: above nothing, never above the published fare we recorded.
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThanOrEqual(cost);
    expect(after?.month).toEqual({ ticketedBookings: 1, supplierCost: cost });
    expect(after?.daily.at(-1)).toMatchObject({ ticketedBookings: 1, supplierCost: cost });
    expect(after?.averageDailySpend).toBe(Math.round(cost / SUPPLIER_SPEND_DAYS));
    const available = after?.balance?.available ?? 0;
    expect(after?.daysOfCover).toBe(
      Math.floor((available / Math.round(cost / SUPPLIER_SPEND_DAYS)) * 10) / 10,
    );
  });

  it('counts only this site’s tickets: not holds, not failures, not older months, not other sites', async () => {
    const site = (await createSite(t.db)).id;
    const token = (await signIn(t, site, { userType: 'staff' })).token;
    const agent = await createUser(t.db, site, { userType: 'travelAgent' });
    await createBooking(t.db, site, agent.id, { price: 650_000 });
    await createBooking(t.db, site, agent.id, { price: 450_000, status: 'cancelled' });
    await createBooking(t.db, site, agent.id, { price: 999_000, status: 'held' });
    await createBooking(t.db, site, agent.id, { price: 999_000, status: 'failed' });
    await createBooking(t.db, site, agent.id, {
      price: 999_000,
      createdAt: new Date(Date.now() - 45 * 86_400_000),
    });
    const other = (await createSite(t.db)).id;
    await createBooking(t.db, other, (await createUser(t.db, other)).id, { price: 777_000 });

    const [wallet] = await wallets(site, token);
    // The factory's supplier cost is the price less its ₹299 markup.
    expect(wallet?.month).toEqual({ ticketedBookings: 2, supplierCost: 620_100 + 420_100 });
    expect(wallet?.daily.reduce((sum, d) => sum + d.supplierCost, 0)).toBe(620_100 + 420_100);
  });

  it('still answers 200 when the supplier fails, with the reason in place of the balance', async () => {
    await sandbox.faults('http500');
    const [down] = await wallets();
    expect(down?.balance).toBeNull();
    expect(down?.daysOfCover).toBeNull();
    expect(down?.lowBalance).toBe(false);
    expect(down?.error).toBe('Could not read the TBO balance: GetAgencyBalance answered HTTP 500');
    expect(down?.month.ticketedBookings).toBeGreaterThan(0);

    await sandbox.faults('error=GetAgencyBalance');
    const [refused] = await wallets();
    expect(refused?.error).toContain('injected fault');
  });

  it('says so when nothing answers at the supplier address', async () => {
    const service = createSupplierWalletService({
      db: t.db,
      supplier: createTboSupplier(
        sandbox.supplierConfig({ endpoints: oneHostEndpoints('http://127.0.0.1:9') }),
        createCache(undefined),
      ),
      log: t.app.log,
    });
    const [wallet] = await service.wallets(siteId, '203.0.113.9');
    expect(wallet?.balance).toBeNull();
    expect(wallet?.error).toBe('Could not read the TBO balance: Authenticate could not reach the supplier');
  });

  it('flags a balance that covers less than seven days of the last 30 days’ spend', async () => {
    // ₹3,000 at the supplier; the site spends ₹6,201 × 3 in 30 days (₹620.10 a day): 4.8 days.
    const small = await startSandbox({ agencyDeposit: 3_000 });
    try {
      const service = createSupplierWalletService({
        db: t.db,
        supplier: createTboSupplier(small.supplierConfig(), createCache(undefined)),
        log: t.app.log,
      });
      const busy = (await createSite(t.db)).id;
      const quiet = (await createSite(t.db)).id;
      const busyAgent = await createUser(t.db, busy, { userType: 'travelAgent' });
      for (const days of [0, 10, 20]) {
        await createBooking(t.db, busy, busyAgent.id, {
          createdAt: new Date(Date.now() - days * 86_400_000),
        });
      }
      await createBooking(t.db, quiet, (await createUser(t.db, quiet)).id);

      const [low] = await service.wallets(busy, '203.0.113.9');
      expect(low).toMatchObject({ averageDailySpend: 62_010, daysOfCover: 4.8, lowBalance: true });
      // One ticket in 30 days (₹206.70 a day): the same ₹3,000 lasts 14.5 days.
      const [fine] = await service.wallets(quiet, '203.0.113.9');
      expect(fine).toMatchObject({ averageDailySpend: 20_670, daysOfCover: 14.5, lowBalance: false });
    } finally {
      await small.close();
    }
  });

  it('is for staff holding the permission only', async () => {
    const { token } = await signIn(t, siteId, { userType: 'retail' });
    const retail = await call(t.app, PATH, {}, { siteId, token, method: 'GET' });
    expect(retail.status).toBe(403);
    expect(retail.body.success).toBe(false);
    expect((await call(t.app, PATH, {}, { siteId, method: 'GET' })).status).toBe(401);
  });
});
