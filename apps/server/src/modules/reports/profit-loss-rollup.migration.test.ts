import { profitLossFilters } from '@app/contracts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { createRefund } from '../../seed/booking-factories';
import { createSite, createUser } from '../../seed/factories';
import { databaseMigratedUpTo } from '../../test/migrations-up-to';
import { sellOrder } from '../../test/profit-loss-rows';
import { createProfitLossService } from './profit-loss.service';
import { rollUpDirtyDays } from './profit-loss-rollup';
import { profitLossDirtyDays } from './profit-loss-rollup.schema';

/** The last migration before the rollup's (profit_loss_rollup): renumber here when migrations are. */
const BEFORE_ROLLUP = 42;

/**
 * The rollup's migration on a database with sales from before it: every day with money on it is
 * dirty, so the report reads those days from the rows until the job has rolled them up, and says
 * the same before and after.
 */
describe('sales from before the rollup (migration profit_loss_rollup)', () => {
  let past: Awaited<ReturnType<typeof databaseMigratedUpTo>>;
  let db: Db;
  beforeAll(async () => {
    past = await databaseMigratedUpTo(BEFORE_ROLLUP);
    db = past.db;
  });
  afterAll(() => past.close());

  it('marks every day with money on it dirty, and the job rolls them up to the same report', async () => {
    // The tables these write are the same before the rollup's migration as after it.
    const site = await createSite(db, { timeZone: 'Asia/Kolkata' });
    const buyer = await createUser(db, site.id);
    const flight = await sellOrder(
      db,
      site.id,
      buyer.id,
      [{ product: 'flight', state: 'fulfilled', total: 600_000 }],
      new Date('2026-01-10T08:00:00Z'),
    );
    await sellOrder(
      db,
      site.id,
      buyer.id,
      [{ product: 'activity', state: 'fulfilled', total: 200_000 }],
      new Date('2026-01-31T19:00:00Z'),
    );
    // Never paid: no day.
    await sellOrder(db, site.id, buyer.id, [{ product: 'visa', state: 'pending', total: 90_000 }], null);
    await createRefund(db, {
      orderId: flight.orderId,
      method: 'wallet',
      amount: 100_000,
      state: 'settled',
      settledAt: new Date('2026-02-03T10:00:00Z'),
    });

    await past.toLatest();

    const dirty = await db
      .selectDistinct({ day: profitLossDirtyDays.day })
      .from(profitLossDirtyDays)
      .orderBy(asc(profitLossDirtyDays.day));
    // 19:00 UTC on 31 January is 00:30 on 1 February in India.
    expect(dirty.map((r) => r.day)).toEqual(['2026-01-10', '2026-02-01', '2026-02-03']);
    const profitLoss = createProfitLossService({ db });
    const year = profitLossFilters.parse({ from: '2026-01-01', to: '2026-12-31' });
    const live = await profitLoss.live(site.id, year);
    expect(live.totals).toMatchObject({ sales: 800_000, refunds: 100_000 });
    expect(await profitLoss.report(site.id, year)).toEqual(live);
    expect(await rollUpDirtyDays(db)).toBe(3);
    const [left] = await db.select({ n: sql`count(*)`.mapWith(Number) }).from(profitLossDirtyDays);
    expect(left?.n).toBe(0);
    expect(await profitLoss.report(site.id, year)).toEqual(live);
  });
});
