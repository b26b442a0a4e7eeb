import { type ProfitLossFilters, SOLD_PRODUCT_KINDS, type SoldProductKind } from '@app/contracts';
import { and, asc, between, eq, inArray, not, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { profitLossDays, profitLossDirtyDays } from './profit-loss-rollup.schema';

/** Calendar days of a site, both inclusive, YYYY-MM-DD. */
export type DaySpan = { from: string; to: string };

/** The figures one day and product hold, as the rollup stores them (profit follows from them). */
export type DayFigures = Omit<typeof profitLossDays.$inferInsert, 'siteId' | 'day' | 'product'>;

/** The site's days within the span that are dirty: their rolled-up figures may be out of date. */
export async function dirtyDaysWithin(db: DbOrTx, siteId: string, span: DaySpan) {
  const rows = await db
    .selectDistinct({ day: profitLossDirtyDays.day })
    .from(profitLossDirtyDays)
    .where(and(eq(profitLossDirtyDays.siteId, siteId), between(profitLossDirtyDays.day, span.from, span.to)))
    .orderBy(asc(profitLossDirtyDays.day));
  return rows.map((r) => r.day);
}

const d = profitLossDays;
const total = (column: (typeof d)[keyof DayFigures]) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The rolled-up figures of the filters' span by period and product, leaving out the days of `live`
 * (which are read from the rows instead).
 */
export function rolledUp(db: DbOrTx, siteId: string, f: ProfitLossFilters, live: DaySpan[]) {
  const period = sql<string>`to_char(${d.day}::timestamp, ${f.groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`;
  return db
    .select({
      period,
      product: sql<SoldProductKind>`${d.product}`,
      sales: total(d.sales),
      refunds: total(d.refunds),
      cost: total(d.cost),
      supplierRefunds: total(d.supplierRefunds),
      gstOnMarkup: total(d.gstOnMarkup),
      tds: total(d.tds),
      markup: total(d.markup),
      discount: total(d.discount),
      fees: total(d.fees),
      commission: total(d.commission),
      cancellationFees: total(d.cancellationFees),
    })
    .from(d)
    .where(
      and(
        eq(d.siteId, siteId),
        between(d.day, f.from, f.to),
        inArray(d.product, SOLD_PRODUCT_KINDS),
        f.product ? eq(d.product, f.product) : undefined,
        ...live.map((span) => not(between(d.day, span.from, span.to))),
      ),
    )
    .groupBy(sql`1`, sql`2`);
}

/** The dirty days of every site, oldest first: what the next rollup run works out. */
export function dirtyDays(db: DbOrTx, limit: number) {
  return db
    .selectDistinct({ siteId: profitLossDirtyDays.siteId, day: profitLossDirtyDays.day })
    .from(profitLossDirtyDays)
    .orderBy(asc(profitLossDirtyDays.day), asc(profitLossDirtyDays.siteId))
    .limit(limit);
}

/**
 * Takes the day for this transaction: waits for any other run working it out to commit, then takes
 * away its dirty marks. Answers whether there were any: none means another run has already worked
 * out the day since it was listed, from rows at least as new as any mark it had.
 */
export async function claimDay(tx: Tx, siteId: string, day: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`profit-loss:${siteId}:${day}`}, 0))`);
  const claimed = await tx
    .delete(profitLossDirtyDays)
    .where(and(eq(profitLossDirtyDays.siteId, siteId), eq(profitLossDirtyDays.day, day)))
    .returning({ day: profitLossDirtyDays.day });
  return claimed.length > 0;
}

/** The day's rolled-up rows replaced whole by these, one per product. */
export async function replaceDay(
  tx: Tx,
  siteId: string,
  day: string,
  rows: ({ product: SoldProductKind } & DayFigures)[],
) {
  await tx.delete(d).where(and(eq(d.siteId, siteId), eq(d.day, day)));
  if (rows.length > 0) await tx.insert(d).values(rows.map((row) => ({ ...row, siteId, day })));
}
