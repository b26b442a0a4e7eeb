import { z } from 'zod';
import { BOOKING_LIST_MSG } from '../bookings/booking-list';
import { addDaysIso, addMonths, isIsoDate } from '../bookings-passengers/dates';
import { ORDER_PRODUCT_KINDS, type OrderProductKind } from '../commerce/payment-records';
import { ok } from '../common/fields';

/**
 * POST reports/getProfitLoss {from, to, groupBy, product?} (staff, permission reports.profitLoss):
 * the site's takings and what it kept, per day or month and per product. GET
 * reports/getProfitLoss/export takes the same filters as a query and answers the table as a sheet.
 */
export const getProfitLossPath = 'reports/getProfitLoss';
export const exportProfitLossPath = 'reports/getProfitLoss/export';
export const PROFIT_LOSS_FILE_NAME = 'profit-and-loss.xlsx';

/** One row a day is readable for about a year: a longer span is asked for by month. */
export const PROFIT_LOSS_MAX_DAYS = 366;

export const PROFIT_LOSS_GROUPS = ['day', 'month'] as const;
export type ProfitLossGroup = (typeof PROFIT_LOSS_GROUPS)[number];

export const PRODUCT_LABELS: Record<OrderProductKind, string> = {
  flight: 'Flights',
  fixedDeparture: 'Fixed departures',
  activity: 'Activities',
  package: 'Packages',
  visa: 'Visas',
  dmcKart: 'DMC karts',
};

export const PROFIT_LOSS_MSG = {
  date: BOOKING_LIST_MSG.date,
  dateOrder: BOOKING_LIST_MSG.dateOrder,
  tooLong: `Pick at most ${PROFIT_LOSS_MAX_DAYS} days by day, or group by month`,
  empty: 'No sales or refunds in this period',
} as const;

const day = z.string({ error: PROFIT_LOSS_MSG.date }).refine(isIsoDate, PROFIT_LOSS_MSG.date);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

export const profitLossFilters = z
  .object({
    /** the site's calendar days (its own time zone), both inclusive, YYYY-MM-DD */
    from: day,
    to: day,
    groupBy: z.enum(PROFIT_LOSS_GROUPS).default('month'),
    /** one product only; none: every product */
    product: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ORDER_PRODUCT_KINDS).optional()),
  })
  .strict()
  .superRefine((v, ctx) => {
    // ISO dates compare correctly as text.
    if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: PROFIT_LOSS_MSG.dateOrder });
    else if (v.groupBy === 'day' && daysBetween(v.from, v.to) > PROFIT_LOSS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: PROFIT_LOSS_MSG.tooLong });
  });
export type ProfitLossRequest = z.input<typeof profitLossFilters>;
export type ProfitLossFilters = z.output<typeof profitLossFilters>;

/** paise */
const paise = z.number().int();

/**
 * What the site took and kept; every figure in paise. The items counted are those delivered
 * (fulfilled, or cancelled after), on the day their payment was taken; refunds on the day they
 * were paid back (the server's profit-loss.queries.ts says exactly what counts).
 */
export const profitLossFigures = z.object({
  /** what buyers paid for the items delivered: net + markup − discount + GST on markup + fees − commission + TDS */
  sales: paise,
  /** the suppliers' net price of those items */
  cost: paise,
  markup: paise,
  discount: paise,
  gstOnMarkup: paise,
  fees: paise,
  /** passed on to agents who earn it (they paid that much less) */
  commission: paise,
  /** withheld from that commission, owed to the tax office */
  tds: paise,
  /** money paid back to buyers for delivered items (cancellations) */
  refunds: paise,
  /** sales − refunds − cost − GST on markup − TDS */
  margin: paise,
});
export type ProfitLossFigures = z.infer<typeof profitLossFigures>;

export const profitLossRow = profitLossFigures.extend({
  /** YYYY-MM-DD or YYYY-MM, as grouped */
  period: z.string(),
  product: z.enum(ORDER_PRODUCT_KINDS),
});
export type ProfitLossRow = z.infer<typeof profitLossRow>;

export const profitLossReport = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(PROFIT_LOSS_GROUPS),
  currency: z.string(),
  /** by period, then product; only periods and products with something in them */
  rows: z.array(profitLossRow),
  /** every period of the span in order, all products together (zeros where nothing moved), for the chart */
  periods: z.array(profitLossFigures.extend({ period: z.string() })),
  totals: profitLossFigures,
});
export type ProfitLossReport = z.infer<typeof profitLossReport>;
export const getProfitLossResponse = ok({ data: profitLossReport });

/** The figures' names as the table, the chart and the sheet show them, in their order. */
export const PROFIT_LOSS_COLUMNS: readonly { key: keyof ProfitLossFigures; label: string }[] = [
  { key: 'sales', label: 'Sales' },
  { key: 'cost', label: 'Supplier cost' },
  { key: 'markup', label: 'Markup' },
  { key: 'discount', label: 'Discount' },
  { key: 'gstOnMarkup', label: 'GST on markup' },
  { key: 'fees', label: 'Fees' },
  { key: 'commission', label: 'Commission' },
  { key: 'tds', label: 'TDS' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'margin', label: 'Margin' },
];

export const NO_FIGURES: ProfitLossFigures = {
  sales: 0,
  cost: 0,
  markup: 0,
  discount: 0,
  gstOnMarkup: 0,
  fees: 0,
  commission: 0,
  tds: 0,
  refunds: 0,
  margin: 0,
};

/** Figures added up, key by key (the totals row, a period over its products). */
export const addFigures = (a: ProfitLossFigures, b: ProfitLossFigures): ProfitLossFigures =>
  Object.fromEntries(PROFIT_LOSS_COLUMNS.map(({ key }) => [key, a[key] + b[key]])) as ProfitLossFigures;

/** Every period of a span, in order, as the report names them: YYYY-MM-DD days or YYYY-MM months. */
export function profitLossPeriods({ from, to, groupBy }: Pick<ProfitLossFilters, 'from' | 'to' | 'groupBy'>) {
  const periods: string[] = [];
  if (groupBy === 'day') for (let day = from; day <= to; day = addDaysIso(day, 1)) periods.push(day);
  else
    for (
      let month = `${from.slice(0, 7)}-01`;
      month.slice(0, 7) <= to.slice(0, 7);
      month = addMonths(month, 1)
    )
      periods.push(month.slice(0, 7));
  return periods;
}
