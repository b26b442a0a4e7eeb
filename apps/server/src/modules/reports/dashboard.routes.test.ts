import { OWN_MSG } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../seed/booking-factories';
import { createSite, createUser } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { flightSearches } from '../flights/flights.schema';
import { todayInSalesZone } from '../flights/travel-dates';
import { createDashboardService, shiftDate } from './dashboard.service';

const PRICE = 650_000;
const MARKUP = 29_900;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(siteId: string, userId: string | null, createdAt = new Date()) {
  await t.db.insert(flightSearches).values({
    siteId,
    userId,
    journeyType: 1,
    origin: 'DEL',
    destination: 'BOM',
    departureDate: '2030-01-01',
    passengers: 1,
    createdAt,
  });
}

async function dashboardOf(siteId: string, userType: 'staff' | 'retail' = 'staff') {
  const { token } = await signIn(t, siteId, { userType, isSuperAdmin: false });
  return call(t.app, 'reports/getStaffDashboard', {}, { siteId, token });
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('POST reports/getStaffDashboard', () => {
  it("sums this site's sold bookings and searches for today, the month, the chart and the tops", async () => {
    const site = await createSite(t.db);
    const other = await createSite(t.db);
    const riya = await createUser(t.db, site.id, { firstName: 'Riya', lastName: 'Sharma' });
    const agent = await createUser(t.db, site.id, { userType: 'travelAgent', companyName: 'Trips' });
    const elsewhere = await createUser(t.db, other.id);

    await createBooking(t.db, site.id, riya.id);
    await createBooking(t.db, site.id, riya.id, { status: 'held', price: 100_000 });
    await createBooking(t.db, site.id, agent.id, { origin: 'BLR', destination: 'GOI', price: 900_000 });
    await createBooking(t.db, site.id, agent.id, { status: 'cancelled' });
    await createBooking(t.db, site.id, agent.id, { status: 'failed' });
    await createBooking(t.db, site.id, agent.id, { status: 'released' });
    await createBooking(t.db, other.id, elsewhere.id, { price: 5_000_000 });
    // Older than the chart and always last month or before.
    await createBooking(t.db, site.id, riya.id, { createdAt: daysAgo(40) });
    for (const userId of [riya.id, agent.id, null, null, null, null]) await search(site.id, userId);
    await search(other.id, elsewhere.id);
    await search(site.id, null, daysAgo(40));

    const res = await dashboardOf(site.id);
    expect(res.status).toBe(200);
    const data = res.body.data;
    const sold = { bookings: 3, cancelled: 1, sales: PRICE + 100_000 + 900_000, margin: 3 * MARKUP };
    expect(data.today).toEqual({ ...sold, searches: 6, lookToBook: 2 });
    expect(data.month).toEqual(data.today);

    const today = todayInSalesZone();
    expect(data.daily).toHaveLength(30);
    expect(data.daily[0].date).toBe(shiftDate(today, -29));
    expect(data.daily[29]).toEqual({ date: today, bookings: 3, sales: sold.sales, searches: 6 });
    expect(data.daily.slice(0, 29).every((d: { bookings: number }) => d.bookings === 0)).toBe(true);

    expect(data.topRoutes).toEqual([
      { origin: 'DEL', destination: 'BOM', bookings: 2, sales: PRICE + 100_000 },
      { origin: 'BLR', destination: 'GOI', bookings: 1, sales: 900_000 },
    ]);
    expect(data.topCustomers).toEqual([
      {
        userId: agent.id,
        name: 'Test User',
        email: agent.email,
        userType: 'travelAgent',
        bookings: 1,
        sales: 900_000,
      },
      {
        userId: riya.id,
        name: 'Riya Sharma',
        email: riya.email,
        userType: 'retail',
        bookings: 2,
        sales: PRICE + 100_000,
      },
    ]);
  });

  it('answers zeros and empty lists for a site without bookings or searches', async () => {
    const site = await createSite(t.db);
    const res = await dashboardOf(site.id);
    expect(res.status).toBe(200);
    const zero = { bookings: 0, cancelled: 0, sales: 0, margin: 0, searches: 0, lookToBook: null };
    expect(res.body.data).toMatchObject({ today: zero, month: zero, topRoutes: [], topCustomers: [] });
    expect(res.body.data.daily).toHaveLength(30);
  });

  it('answers 403 to a customer and 401 without a session', async () => {
    const site = await createSite(t.db);
    const res = await dashboardOf(site.id, 'retail');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, errorMessage: OWN_MSG.forbidden });
    const anonymous = await call(t.app, 'reports/getStaffDashboard', {}, { siteId: site.id });
    expect(anonymous.status).toBe(401);
  });
});

describe('dashboard days', () => {
  it('follow Indian time: just after midnight in India is a new day and a new month, the next midnight ends it', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t.db, site.id);
    const now = new Date('2025-03-01T00:30:00+05:30');
    await createBooking(t.db, site.id, user.id, { createdAt: new Date('2025-03-01T00:05:00+05:30') });
    await createBooking(t.db, site.id, user.id, { createdAt: new Date('2025-02-28T23:55:00+05:30') });
    await createBooking(t.db, site.id, user.id, { createdAt: new Date('2025-03-02T00:01:00+05:30') });
    await search(site.id, null, new Date('2025-02-28T23:59:00+05:30'));

    const figures = await createDashboardService({ db: t.db }).getStaffDashboard(site.id, now);
    expect(figures.today).toMatchObject({ bookings: 1, searches: 0, lookToBook: 0 });
    expect(figures.month).toMatchObject({ bookings: 1, searches: 0 });
    expect(figures.daily.at(-1)).toMatchObject({ date: '2025-03-01', bookings: 1 });
    expect(figures.daily.at(-2)).toMatchObject({ date: '2025-02-28', bookings: 1, searches: 1 });
    expect(figures.topRoutes).toEqual([{ origin: 'DEL', destination: 'BOM', bookings: 1, sales: PRICE }]);
  });
});
