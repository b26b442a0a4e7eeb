import {
  addFigures,
  NO_FIGURES,
  type ProfitLossFigures,
  type ProfitLossFilters,
  type ProfitLossReport,
  profitLossPeriods,
  profitOf,
  SOLD_PRODUCT_KINDS,
  type SoldProductKind,
} from '@app/contracts';
import type { Db, DbOrTx } from '../../platform/db/client';
import { siteLocaleOf } from '../site/site-days';
import { airlineRefunds, itemsSold, refundsPaid, seatsGivenBack } from './profit-loss.queries';
import { liveSpans } from './profit-loss-live-spans';
import { dirtyDaysWithin, rolledUp } from './profit-loss-rollup.queries';

/** A period's and product's figures; profit follows from them. */
export type FiguresRow = { period: string; product: SoldProductKind } & Omit<ProfitLossFigures, 'profit'>;
type Part = { period: string; product: SoldProductKind } & Partial<Omit<ProfitLossFigures, 'profit'>>;

/** Parts added up by period and product: one row per period and product that had anything. */
function addUp(parts: Part[]): FiguresRow[] {
  const byKey = new Map<string, FiguresRow>();
  for (const { period, product, ...figures } of parts) {
    const key = `${period} ${product}`;
    const row = byKey.get(key) ?? { period, product, ...NO_FIGURES };
    for (const [name, value] of Object.entries(figures) as [keyof FiguresRow, number][])
      (row[name] as number) += value;
    byKey.set(key, row);
  }
  return [...byKey.values()];
}

const SOURCES = [itemsSold, refundsPaid, airlineRefunds, seatsGivenBack];

/**
 * The figures of the span read from the rows themselves: every source's, added up. In turn, unless
 * `atOnce` (on the pool, each query on its own connection): a transaction is one connection, which
 * takes one query at a time.
 */
export async function figuresMoved(db: DbOrTx, siteId: string, filters: ProfitLossFilters, atOnce = false) {
  const queries = SOURCES.map((source) => source(db, siteId, filters));
  const parts: Part[] = [];
  if (atOnce) parts.push(...(await Promise.all(queries)).flat());
  else for (const query of queries) parts.push(...(await query));
  return addUp(parts);
}

const productOrder = (kind: SoldProductKind) => SOLD_PRODUCT_KINDS.indexOf(kind);

/** The report of these rows: their profit, in order, the chart's every period and the totals. */
function reportOf(filters: ProfitLossFilters, currency: string, figures: FiguresRow[]): ProfitLossReport {
  const rows = figures
    .map((row) => ({ ...NO_FIGURES, ...row, profit: profitOf(row) }))
    .sort((a, b) => a.period.localeCompare(b.period) || productOrder(a.product) - productOrder(b.product));
  const periods = new Map(profitLossPeriods(filters).map((period) => [period, NO_FIGURES]));
  for (const { period, product: _, ...row } of rows)
    periods.set(period, addFigures(periods.get(period) ?? NO_FIGURES, row));
  return {
    from: filters.from,
    to: filters.to,
    groupBy: filters.groupBy,
    currency,
    rows,
    periods: [...periods].map(([period, row]) => ({ period, ...row })),
    totals: rows.reduce<ProfitLossFigures>(addFigures, NO_FIGURES),
  };
}

export function createProfitLossService({ db }: { db: Db }) {
  return {
    /**
     * The report from the rollup (decision 0067): the span's rolled-up days, and its dirty days (a
     * write has changed them since they were rolled up) read from the rows, all in one snapshot, so
     * it says what the rows say at that instant whether or not the rollup job has run.
     */
    async report(siteId: string, filters: ProfitLossFilters): Promise<ProfitLossReport> {
      const [locale, figures] = await Promise.all([
        siteLocaleOf(db, siteId),
        db.transaction(
          async (tx) => {
            const live = liveSpans(await dirtyDaysWithin(tx, siteId, filters));
            const parts: Part[] = await rolledUp(tx, siteId, filters, live);
            for (const span of live) parts.push(...(await figuresMoved(tx, siteId, { ...filters, ...span })));
            return addUp(parts);
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        ),
      ]);
      return reportOf(filters, locale.currency, figures);
    },

    /** The report from the rows alone, as it was before the rollup: what the rollup is held to (tests, bench). */
    async live(siteId: string, filters: ProfitLossFilters): Promise<ProfitLossReport> {
      const [locale, figures] = await Promise.all([
        siteLocaleOf(db, siteId),
        figuresMoved(db, siteId, filters, true),
      ]);
      return reportOf(filters, locale.currency, figures);
    },
  };
}
export type ProfitLossService = ReturnType<typeof createProfitLossService>;
