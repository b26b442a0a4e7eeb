import { type ProfitLossReport, type ProfitLossRequest, profitLossFilters } from '@app/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobKind } from '../../commerce/jobs/job-queue';
import { refunds } from '../../commerce/payments/refunds.schema';
import { createRefund } from '../../seed/booking-factories';
import { createSite, createUser } from '../../seed/factories';
import { sellOrder } from '../../test/profit-loss-rows';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { sites } from '../site/site.schema';
import { createProfitLossService } from './profit-loss.service';
import { rollUpDay, rollUpDirtyDays } from './profit-loss-rollup';
import { profitLossDays, profitLossDirtyDays } from './profit-loss-rollup.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const profitLoss = () => createProfitLossService({ db: t.db });
const filters = (request: ProfitLossRequest) => profitLossFilters.parse(request);
const MARCH = { from: '2026-03-01', to: '2026-03-31', groupBy: 'day' } as const;

/** A site in India with a buyer, and a fulfilled flight of `total` paid at `paidAt`. */
async function shop(timeZone = 'Asia/Kolkata') {
  const site = await createSite(t.db, { timeZone });
  const buyer = await createUser(t.db, site.id);
  const sell = (paidAt: string, total: number, product: 'flight' | 'activity' = 'flight') =>
    sellOrder(t.db, site.id, buyer.id, [{ product, state: 'fulfilled', total }], new Date(paidAt));
  return { site, buyer, sell };
}

const dirtyDaysOf = async (siteId: string) =>
  (
    await t.db
      .selectDistinct({ day: profitLossDirtyDays.day })
      .from(profitLossDirtyDays)
      .where(eq(profitLossDirtyDays.siteId, siteId))
      .orderBy(asc(profitLossDirtyDays.day))
  ).map((r) => r.day);

const rolledUpOf = (siteId: string) =>
  t.db
    .select()
    .from(profitLossDays)
    .where(eq(profitLossDays.siteId, siteId))
    .orderBy(asc(profitLossDays.day), asc(profitLossDays.product));

const salesOn = (report: ProfitLossReport, day: string) =>
  report.rows.filter((r) => r.period === day).reduce((sum, r) => sum + r.sales, 0);

describe('the profit and loss rollup (decision 0067)', () => {
  it('reads a day written to since the job ran from the rows, then from the rollup once the job has run', async () => {
    const { site, sell } = await shop();
    const { token } = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
    const report = async (body: ProfitLossRequest) => {
      const res = await call(t.app, 'reports/getProfitLoss', body, { siteId: site.id, token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as ProfitLossReport;
    };
    // 10:00 in India on 3 and 4 March.
    await sell('2026-03-03T04:30:00Z', 500_000);
    await sell('2026-03-04T04:30:00Z', 700_000);
    expect(await dirtyDaysOf(site.id)).toEqual(['2026-03-03', '2026-03-04']);
    await rollUpDirtyDays(t.db);
    expect(await dirtyDaysOf(site.id)).toEqual([]);
    expect((await rolledUpOf(site.id)).map((r) => [r.day, r.product, r.sales])).toEqual([
      ['2026-03-03', 'flight', 500_000],
      ['2026-03-04', 'flight', 700_000],
    ]);

    // Another sale on 4 March: the day is dirty, its rolled-up row is old, the report is not.
    await sell('2026-03-04T12:00:00Z', 200_000);
    expect(await dirtyDaysOf(site.id)).toEqual(['2026-03-04']);
    expect((await rolledUpOf(site.id)).find((r) => r.day === '2026-03-04')?.sales).toBe(700_000);
    const before = await report(MARCH);
    expect(salesOn(before, '2026-03-04')).toBe(900_000);
    expect(salesOn(before, '2026-03-03')).toBe(500_000);
    expect(before).toEqual(await profitLoss().live(site.id, filters(MARCH)));

    await rollUpDirtyDays(t.db);
    expect((await rolledUpOf(site.id)).find((r) => r.day === '2026-03-04')?.sales).toBe(900_000);
    expect(await report(MARCH)).toEqual(before);
    expect(await report({ from: '2026-01-01', to: '2026-12-31' })).toMatchObject({
      totals: { sales: 1_400_000 },
    });
  });

  it('counts a refund paid back on a later day on that day, and marks no other', async () => {
    const { site, sell } = await shop();
    const order = await sell('2026-03-05T06:00:00Z', 800_000);
    await rollUpDirtyDays(t.db);
    const refund = await createRefund(t.db, {
      orderId: order.orderId,
      method: 'wallet',
      amount: 300_000,
      state: 'requested',
    });
    // Not paid back yet: nothing to count, no day changed.
    expect(await dirtyDaysOf(site.id)).toEqual([]);
    // Paid back at 00:10 on 12 March in India (18:40 UTC the day before).
    await t.db
      .update(refunds)
      .set({ state: 'settled', settledAt: new Date('2026-03-11T18:40:00Z') })
      .where(eq(refunds.id, refund.id));
    expect(await dirtyDaysOf(site.id)).toEqual(['2026-03-12']);
    const live = await profitLoss().report(site.id, filters(MARCH));
    await rollUpDirtyDays(t.db);
    const rolled = await profitLoss().report(site.id, filters(MARCH));
    expect(rolled).toEqual(live);
    expect(rolled.rows.map((r) => [r.period, r.sales, r.refunds])).toEqual([
      ['2026-03-05', 800_000, 0],
      ['2026-03-12', 0, 300_000],
    ]);
    // The sale's day was not worked out again: its row is the one the first run wrote.
    expect(await dirtyDaysOf(site.id)).toEqual([]);
  });

  it('gives the same rows however often the job runs, and a day worked out again is the same day', async () => {
    const { site, sell } = await shop();
    await sell('2026-03-07T09:00:00Z', 400_000);
    await sell('2026-03-07T10:00:00Z', 250_000, 'activity');
    await sell('2026-03-09T10:00:00Z', 150_000);
    await rollUpDirtyDays(t.db);
    const once = await rolledUpOf(site.id);
    expect(once).toHaveLength(3);
    expect(await rollUpDirtyDays(t.db)).toBe(0);
    // Every day marked again (as the migration does), worked out again: the same rows.
    await t.db.execute(sql`select profit_loss_mark_site(${site.id})`);
    expect(await dirtyDaysOf(site.id)).toEqual(['2026-03-07', '2026-03-09']);
    await rollUpDirtyDays(t.db);
    expect(await rolledUpOf(site.id)).toEqual(once);
    // A run of a day nobody marked (another run took it first) changes nothing.
    await rollUpDay(t.db, site.id, '2026-03-07');
    expect(await rolledUpOf(site.id)).toEqual(once);
    // The job itself: nothing dirty, nothing changed, and the next run queued a few seconds on.
    await (t.app.jobs.queue.kinds.get('profit-loss-rollup') as JobKind<object>).handler({});
    expect(await rolledUpOf(site.id)).toEqual(once);
    const queued = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'profit-loss-rollup' and state = 'created' and start_after > now()`,
    );
    expect(queued.rows[0]?.n).toBe(1);
  });

  it('never counts another site’s rows, on the same days', async () => {
    const india = await shop('Asia/Kolkata');
    const other = await shop('Asia/Kolkata');
    await india.sell('2026-03-10T05:00:00Z', 300_000);
    await other.sell('2026-03-10T05:00:00Z', 9_900_000);
    await other.sell('2026-03-11T05:00:00Z', 9_900_000);
    for (const rolled of [false, true]) {
      if (rolled) await rollUpDirtyDays(t.db);
      const report = await profitLoss().report(india.site.id, filters(MARCH));
      expect(report.totals.sales).toBe(300_000);
      expect(report).toEqual(await profitLoss().live(india.site.id, filters(MARCH)));
    }
    expect((await rolledUpOf(india.site.id)).map((r) => r.sales)).toEqual([300_000]);
  });

  it('moves every day to the new calendar when the site’s time zone changes', async () => {
    const { site, sell } = await shop('Asia/Kolkata');
    // 1 April 02:00 in India, still 31 March in New York.
    await sell('2026-03-31T20:30:00Z', 600_000);
    await rollUpDirtyDays(t.db);
    expect((await rolledUpOf(site.id)).map((r) => r.day)).toEqual(['2026-04-01']);
    await t.db.update(sites).set({ timeZone: 'America/New_York' }).where(eq(sites.id, site.id));
    const spring = filters({ from: '2026-03-30', to: '2026-04-02', groupBy: 'day' });
    const live = await profitLoss().live(site.id, spring);
    expect(live.rows.map((r) => r.period)).toEqual(['2026-03-31']);
    expect(await profitLoss().report(site.id, spring)).toEqual(live);
    await rollUpDirtyDays(t.db);
    expect((await rolledUpOf(site.id)).map((r) => r.day)).toEqual(['2026-03-31']);
    expect(await profitLoss().report(site.id, spring)).toEqual(live);
  });

  it('goes with a site that is deleted, its rows and marks with it', async () => {
    const { site, sell } = await shop();
    await sell('2026-03-12T05:00:00Z', 300_000);
    await rollUpDirtyDays(t.db);
    await sell('2026-03-13T05:00:00Z', 300_000);
    expect((await rolledUpOf(site.id)).length).toBe(1);
    expect(await dirtyDaysOf(site.id)).toEqual(['2026-03-13']);
    // Its payments and items go with it; their triggers mark no day of a site that is gone.
    await t.db.delete(sites).where(eq(sites.id, site.id));
    expect(await rolledUpOf(site.id)).toEqual([]);
    expect(await dirtyDaysOf(site.id)).toEqual([]);
  });

  it.runIf(onPostgres)(
    'counts each sale once while runs of the job and sales of the same day go at once (PostgreSQL)',
    async () => {
      const { site, sell } = await shop();
      const day = '2026-03-20';
      const sales = Array.from({ length: 40 }, (_, i) => 100_000 + i);
      // Sales and four runs of the job interleaved, each on its own connection.
      await Promise.all([
        ...sales.map((total, i) => sell(`2026-03-20T0${i % 10}:00:00Z`, total)),
        ...Array.from({ length: 4 }, async () => {
          for (let i = 0; i < 5; i++) await rollUpDay(t.db, site.id, day);
        }),
      ]);
      // Whatever the runs saw, the day is dirty still or holds every sale: the report counts each once.
      const expected = sales.reduce((a, b) => a + b, 0);
      const march = filters(MARCH);
      expect((await profitLoss().report(site.id, march)).totals.sales).toBe(expected);
      await Promise.all([rollUpDirtyDays(t.db), rollUpDirtyDays(t.db), rollUpDay(t.db, site.id, day)]);
      const [rolled] = await rolledUpOf(site.id);
      expect(rolled).toMatchObject({ day, product: 'flight', sales: expected });
      expect(await dirtyDaysOf(site.id)).toEqual([]);
      expect(await profitLoss().report(site.id, march)).toEqual(await profitLoss().live(site.id, march));
    },
  );
});
