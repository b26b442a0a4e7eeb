import { addDaysIso } from '@app/contracts';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fdBookings, fixedDepartures } from '../modules/fixed-departures/fixed-departures.schema';
import { markupRules } from '../modules/markup/markup.schema';
import { walletBalance } from '../modules/wallet/wallet.ledger';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { seedDemoFixedDepartures } from './demo-fixed-departures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('demo fixed departures', () => {
  it('gives Flight Deals twelve future departures, an FD markup for agents and the agent two booked seats, once', async () => {
    const { flightDeals } = await seedDemo(t.db);
    await seedDemo(t.db);
    const today = new Date().toISOString().slice(0, 10);
    const future = await t.db
      .select()
      .from(fixedDepartures)
      .where(and(eq(fixedDepartures.siteId, flightDeals.id), gte(fixedDepartures.departureDate, today)));
    expect(future.length).toBeGreaterThanOrEqual(12);
    expect(future.some((d) => d.nameListDeadline < today)).toBe(true);
    expect(future.some((d) => d.seatsTotal - d.seatsSold - d.seatsHeld <= 3)).toBe(true);
    const rules = await t.db
      .select()
      .from(markupRules)
      .where(and(eq(markupRules.siteId, flightDeals.id), eq(markupRules.kind, 'fixedDeparture')));
    expect(rules).toHaveLength(2);
    const booked = await t.db.select().from(fdBookings).where(eq(fdBookings.siteId, flightDeals.id));
    expect(booked).toEqual([expect.objectContaining({ seats: 2, status: 'confirmed' })]);
    // The seats are sold and paid from the agent's wallet: the queue shows them to the agent.
    const login = await call(
      t.app,
      'wl/user/login',
      { email: 'agent@flightdeals.test', password: 'Demo@1234', status: 'password' },
      { siteId: flightDeals.id },
    );
    const queue = await call(
      t.app,
      'fixedDeparture/getBookings',
      { page: 1 },
      { siteId: flightDeals.id, token: login.body.data.token },
    );
    expect(queue.body.data.records).toHaveLength(1);
    expect(await walletBalance(t.db, flightDeals.id, booked[0]?.userId ?? '')).toBeLessThan(50_000_000);
  });

  it('moves departures that went stale forward by whole weeks, open again, with their flights', async () => {
    const { flightDeals } = await seedDemo(t.db);
    const [first] = await t.db
      .select()
      .from(fixedDepartures)
      .where(and(eq(fixedDepartures.siteId, flightDeals.id), eq(fixedDepartures.blockPnr, 'FDGOI1')));
    if (!first) throw new Error('no demo departure');
    const later = addDaysIso(first.departureDate, 30);
    await seedDemoFixedDepartures(t.db, flightDeals.id, later);
    const [moved] = await t.db.select().from(fixedDepartures).where(eq(fixedDepartures.id, first.id));
    expect((moved?.departureDate ?? '') >= addDaysIso(later, 4)).toBe(true);
    expect(
      (Date.parse(moved?.departureDate ?? '') - Date.parse(first.departureDate)) % (7 * 86_400_000),
    ).toBe(0);
    expect(moved?.outbound[0]?.departAt.slice(0, 10)).toBe(moved?.departureDate);
    expect(moved?.status).toBe('open');
  });
});
