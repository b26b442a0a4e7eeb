import {
  addFigures,
  NO_FIGURES,
  ORDER_PRODUCT_KINDS,
  type OrderProductKind,
  type ProfitLossFigures,
  type ProfitLossFilters,
  type ProfitLossReport,
  type ProfitLossRow,
  profitLossPeriods,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { siteLocaleOf } from '../site/site-days';
import { itemsSold, refundsPaid } from './profit-loss.queries';

/** What the site kept: the takings less what went back, the suppliers' price and the taxes it owes. */
export const marginOf = (f: Omit<ProfitLossFigures, 'margin'>) =>
  f.sales - f.refunds - f.cost - f.gstOnMarkup - f.tds;

const productOrder = (kind: OrderProductKind) => ORDER_PRODUCT_KINDS.indexOf(kind);

export function createProfitLossService({ db }: { db: Db }) {
  return {
    async report(siteId: string, filters: ProfitLossFilters): Promise<ProfitLossReport> {
      const [sold, refunded, locale] = await Promise.all([
        itemsSold(db, siteId, filters),
        refundsPaid(db, siteId, filters),
        siteLocaleOf(db, siteId),
      ]);
      // One row per period and product that had a sale or a refund; margins add up, like the rest.
      const byKey = new Map<string, ProfitLossRow>();
      const rowOf = (period: string, product: OrderProductKind) => {
        const key = `${period} ${product}`;
        const row = byKey.get(key) ?? { period, product, ...NO_FIGURES };
        byKey.set(key, row);
        return row;
      };
      for (const { period, product, ...figures } of sold) Object.assign(rowOf(period, product), figures);
      for (const { period, product, refunds } of refunded) rowOf(period, product).refunds = refunds;

      const rows = [...byKey.values()]
        .map((row) => ({ ...row, margin: marginOf(row) }))
        .sort(
          (a, b) => a.period.localeCompare(b.period) || productOrder(a.product) - productOrder(b.product),
        );
      const periods = new Map(profitLossPeriods(filters).map((period) => [period, NO_FIGURES]));
      for (const { period, product: _, ...figures } of rows)
        periods.set(period, addFigures(periods.get(period) ?? NO_FIGURES, figures));
      return {
        from: filters.from,
        to: filters.to,
        groupBy: filters.groupBy,
        currency: locale.currency,
        rows,
        periods: [...periods].map(([period, figures]) => ({ period, ...figures })),
        totals: rows.reduce<ProfitLossFigures>(addFigures, NO_FIGURES),
      };
    },
  };
}
export type ProfitLossService = ReturnType<typeof createProfitLossService>;
