import { CUSTOMER_MSG } from '@app/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { flightSearches } from '../flights/flights.schema';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const oneWay = {
  JourneyType: 1,
  segments: [{ origin: 'DEL', destination: 'BOM', preferredDepartureTime: `${inDays(7)}T00:00:00` }],
  adultCount: 1,
  childCount: 0,
  infantCount: 0,
};

let t: TestApp;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  t = await createTestApp({ supplier: sandbox.supplierConfig({ timeoutMs: 1500 }) });
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const search = (siteId: string, token?: string) => call(t.app, 'api/search', oneWay, { siteId, token });
const looksOf = async (userId: string) =>
  (await t.db.select({ n: count() }).from(flightSearches).where(eq(flightSearches.userId, userId)))[0]?.n;

describe('look-to-book limit on flight search', () => {
  it('refuses a customer past limit × (bookings + 1) searches with 429, before the supplier is asked', async () => {
    const site = await createSite(t.db, { lookToBookLimit: 2 });
    const { user, token } = await signIn(t, site.id);
    expect((await search(site.id, token)).status).toBe(200);
    expect((await search(site.id, token)).status).toBe(200);
    const refused = await search(site.id, token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, errorMessage: CUSTOMER_MSG.lookToBookExceeded(2) });
    expect(await looksOf(user.id)).toBe(2);

    // A booking earns another `limit` searches; a failed one earns nothing.
    await createBooking(t.db, site.id, user.id, { status: 'failed' });
    expect((await search(site.id, token)).status).toBe(429);
    await createBooking(t.db, site.id, user.id);
    expect((await search(site.id, token)).status).toBe(200);
    expect((await search(site.id, token)).status).toBe(200);
    expect((await search(site.id, token)).status).toBe(429);
  });

  it('counts only the last 30 days', async () => {
    const site = await createSite(t.db, { lookToBookLimit: 1 });
    const { user, token } = await signIn(t, site.id);
    const old = new Date(Date.now() - 31 * 86_400_000);
    await t.db.insert(flightSearches).values(
      [1, 2, 3].map(() => ({
        siteId: site.id,
        userId: user.id,
        journeyType: 1,
        origin: 'DEL',
        destination: 'BOM',
        departureDate: inDays(-31),
        passengers: 1,
        createdAt: old,
      })),
    );
    expect((await search(site.id, token)).status).toBe(200);
    expect((await search(site.id, token)).status).toBe(429);
  });

  it('never limits exempt customers, staff, visitors, or sites without a limit', async () => {
    const limited = await createSite(t.db, { lookToBookLimit: 1 });
    const exempt = await signIn(t, limited.id, { lookToBookExempt: true });
    const staff = await signIn(t, limited.id, { userType: 'staff' });
    const open = await createSite(t.db);
    const unlimited = await signIn(t, open.id);
    for (let i = 0; i < 3; i++) {
      expect((await search(limited.id, exempt.token)).status).toBe(200);
      expect((await search(limited.id, staff.token)).status).toBe(200);
      expect((await search(limited.id)).status).toBe(200);
      expect((await search(open.id, unlimited.token)).status).toBe(200);
    }
  });
});
