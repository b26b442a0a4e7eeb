import type { SoldProductKind } from '@app/contracts';
import { bigint, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { siteIdColumn } from '../site/site.schema';

const paise = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Profit and loss rolled up (issue 25, decision 0067): a site's figures of one of its calendar days
 * (its own time zone, as the live query buckets them) and one product, each what
 * `profit-loss.queries.ts` sums for that day. Profit is not kept: it follows from the rest. Written
 * only by the rollup job, which replaces a day's rows whole (profit-loss-rollup.ts).
 */
export const profitLossDays = pgTable(
  'profit_loss_days',
  {
    siteId: siteIdColumn(),
    day: date('day').notNull(),
    product: text('product').$type<SoldProductKind>().notNull(),
    sales: paise('sales'),
    refunds: paise('refunds'),
    cost: paise('cost'),
    supplierRefunds: paise('supplier_refunds'),
    gstOnMarkup: paise('gst_on_markup'),
    tds: paise('tds'),
    markup: paise('markup'),
    discount: paise('discount'),
    fees: paise('fees'),
    commission: paise('commission'),
    cancellationFees: paise('cancellation_fees'),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.product] })],
);

/**
 * Days whose rolled-up figures may be out of date: the triggers of the migration add a row in the
 * same transaction as every write that changes a summed figure, and the rollup job deletes a day's
 * rows when it rolls the day up again. Rows are only ever added, never upserted, so writers of the
 * same day never wait for each other; one day may have many rows until the job runs.
 */
export const profitLossDirtyDays = pgTable(
  'profit_loss_dirty_days',
  {
    siteId: siteIdColumn(),
    day: date('day').notNull(),
  },
  (t) => [index('profit_loss_dirty_days_idx').on(t.siteId, t.day)],
);
