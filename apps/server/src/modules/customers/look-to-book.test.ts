import { CUSTOMER_MSG } from '@app/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../platform/rate-limits.schema';
import { createBooking } from '../../seed/booking-factories';
import { createSite } from '../../seed/factories';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { inDays, oneWaySearch } from '../../test/searches';
import { type CallOptions, call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { flightSearches } from '../flights/flights.schema';

const oneWay = oneWaySearch();

let t: TestApp;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  t = await createTestApp({ supplier: sandbox.supplierConfig({ timeoutMs: 10_000 }) });
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

  it('never limits exempt customers, staff, or anyone on sites without a limit', async () => {
    const limited = await createSite(t.db, { lookToBookLimit: 1 });
    const exempt = await signIn(t, limited.id, { lookToBookExempt: true });
    const staff = await signIn(t, limited.id, { userType: 'staff' });
    const open = await createSite(t.db);
    const unlimited = await signIn(t, open.id);
    for (let i = 0; i < 3; i++) {
      expect((await search(limited.id, exempt.token)).status).toBe(200);
      expect((await search(limited.id, staff.token)).status).toBe(200);
      expect((await search(open.id, unlimited.token)).status).toBe(200);
      expect((await search(open.id)).status).toBe(200);
    }
  });
});

describe('look-to-book for visitors (signing out is no way around it)', () => {
  const visit = (siteId: string, options: CallOptions) =>
    call(t.app, 'api/search', oneWay, { siteId, ...options });
  /** The vid cookie a search answer sets, with its attributes. */
  const setCookie = (res: { headers: Record<string, unknown> }) =>
    [res.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith('vid=')) ?? '';
  const cookieOf = (res: { headers: Record<string, unknown> }) => setCookie(res).split(';')[0] ?? '';

  it('gives a visitor a vid cookie on the first search and keeps it after', async () => {
    const site = await createSite(t.db);
    const first = await visit(site.id, { remoteAddress: '198.51.100.1' });
    expect(first.status).toBe(200);
    expect(setCookie(first)).toMatch(
      /^vid=[A-Za-z0-9_-]{22}; Max-Age=\d+; Path=\/api; HttpOnly; SameSite=Lax$/,
    );
    const again = await visit(site.id, {
      remoteAddress: '198.51.100.1',
      headers: { cookie: cookieOf(first) },
    });
    expect(setCookie(again)).toBe('');
    // A forged or foreign value is replaced, never used as a key.
    const forged = await visit(site.id, { remoteAddress: '198.51.100.1', headers: { cookie: 'vid=x' } });
    expect(cookieOf(forged)).toMatch(/^vid=[A-Za-z0-9_-]{22}$/);
    const { token } = await signIn(t, site.id);
    expect(setCookie(await visit(site.id, { remoteAddress: '198.51.100.1', token }))).toBe('');
  });

  it('limits a visitor to `limit` searches a day, counted by cookie and by address, before the supplier', async () => {
    const site = await createSite(t.db, { lookToBookLimit: 2 });
    const home = '198.51.100.10';
    const first = await visit(site.id, { remoteAddress: home });
    const cookie = cookieOf(first);
    expect(first.status).toBe(200);
    expect((await visit(site.id, { remoteAddress: home, headers: { cookie } })).status).toBe(200);
    const refused = await visit(site.id, { remoteAddress: home, headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, errorMessage: CUSTOMER_MSG.visitorLookLimit(2) });

    // Cleared cookies, or a new one, from the same address: still counted by the address.
    expect((await visit(site.id, { remoteAddress: home })).status).toBe(429);
    expect(
      (await visit(site.id, { remoteAddress: home, headers: { cookie: 'vid=AAAAAAAAAAAAAAAAAAAAAA' } }))
        .status,
    ).toBe(429);
    // The same cookie from another address: still counted by the cookie.
    expect((await visit(site.id, { remoteAddress: '198.51.100.11', headers: { cookie } })).status).toBe(429);
    // Another visitor elsewhere, a signed-in customer at the same address, and another site are their own.
    expect((await visit(site.id, { remoteAddress: '198.51.100.12' })).status).toBe(200);
    const { token } = await signIn(t, site.id);
    expect((await visit(site.id, { remoteAddress: home, token })).status).toBe(200);
    const open = await createSite(t.db, { lookToBookLimit: 2 });
    expect((await visit(open.id, { remoteAddress: home, headers: { cookie } })).status).toBe(200);

    const anonymousLooks = await t.db
      .select({ n: count() })
      .from(flightSearches)
      .where(eq(flightSearches.siteId, site.id));
    // 2 + 1 visitor looks and the customer's 1 were searched; the refusals never reached the supplier.
    expect(anonymousLooks[0]?.n).toBe(4);
  });

  it('counts the looks of a day: both counters end a day after the first look', async () => {
    const site = await createSite(t.db, { lookToBookLimit: 5 });
    const before = Date.now();
    const first = await visit(site.id, { remoteAddress: '198.51.100.20' });
    const visitorId = cookieOf(first).slice('vid='.length);
    const rows = await t.db
      .select()
      .from(rateLimitCounters)
      .where(
        inArray(rateLimitCounters.key, [
          `looks:${site.id}:address:198.51.100.20`,
          `looks:${site.id}:visitor:${visitorId}`,
        ]),
      );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.count).toBe(1);
      const ends = row.expiresAt.getTime() - before;
      expect(ends).toBeGreaterThan(86_400_000 - 60_000);
      expect(ends).toBeLessThan(86_400_000 + 60_000);
    }
  });
});
