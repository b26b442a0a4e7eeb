import { z } from 'zod';
import { BOOKING_LIST_MSG } from '../bookings/booking-list';
import { addDaysIso, addMonths, isIsoDate } from '../bookings-passengers/dates';
import { SOLD_PRODUCT_KINDS, type SoldProductKind } from '../commerce/payment-records';
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

export const PRODUCT_LABELS: Record<SoldProductKind, string> = {
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
    product: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SOLD_PRODUCT_KINDS).optional()),
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
 * What the site took, gave back and kept; every figure in paise (the server's profit-loss.queries.ts
 * says exactly what counts, and decision 0057 why). Each figure counts on its own day: a sale on the
 * day it was paid, a refund on the day it was paid back, a supplier's refund on the day it came back.
 */
export const profitLossFigures = z.object({
  /** what buyers paid for the bookings delivered (fulfilled, or cancelled after) */
  sales: paise,
  /** money paid back to buyers for those bookings (cancellations), less the site's cancellation fees */
  refunds: paise,
  /** the suppliers' net price of the bookings sold */
  cost: paise,
  /**
   * what came back against that cost when a booking was cancelled: the airline's refund to our
   * supplier account, and a fixed departure's seats back in the block it was bought as
   */
  supplierRefunds: paise,
  /** GST on the markup: tax collected for the government, not the site's */
  gstOnMarkup: paise,
  /** withheld from agents' commission, owed to the tax office */
  tds: paise,
  /** sales − refunds − cost + supplier refunds − GST on markup − TDS (PROFIT_TERMS) */
  profit: paise,
  // What the sales are made of (sales = cost + markup − discount + GST on markup + fees − commission + TDS).
  markup: paise,
  discount: paise,
  fees: paise,
  /** passed on to agents who earn it (they paid that much less) */
  commission: paise,
  /**
   * the site's own charge for a cancellation, kept from what went back (so already out of refunds):
   * its fee on a flight's refund (decision 0056), a fixed departure's cancellation charge
   */
  cancellationFees: paise,
});
export type ProfitLossFigures = z.infer<typeof profitLossFigures>;
type FigureKey = keyof ProfitLossFigures;

/** How profit is made: each figure it counts, added (+1) or taken away (−1). One rule for every side. */
export const PROFIT_TERMS: readonly { key: Exclude<FigureKey, 'profit'>; sign: 1 | -1 }[] = [
  { key: 'sales', sign: 1 },
  { key: 'refunds', sign: -1 },
  { key: 'cost', sign: -1 },
  { key: 'supplierRefunds', sign: 1 },
  { key: 'gstOnMarkup', sign: -1 },
  { key: 'tds', sign: -1 },
];

/** The profit of figures, by PROFIT_TERMS. */
export const profitOf = (f: Omit<ProfitLossFigures, 'profit'>) =>
  PROFIT_TERMS.reduce((sum, { key, sign }) => sum + sign * f[key], 0);

/**
 * The figures as the table, the chart and the sheet name them, in their order: first what makes the
 * profit, then what the sales and cancellations are made of. `meaning` is what the page and the
 * sheet say a column counts.
 */
export const PROFIT_LOSS_COLUMNS: readonly {
  key: FigureKey;
  label: string;
  part: 'profit' | 'detail';
  meaning: string;
}[] = [
  {
    key: 'sales',
    label: 'Sales',
    part: 'profit',
    meaning: 'What buyers paid for bookings delivered, on the day they paid.',
  },
  {
    key: 'refunds',
    label: 'Refunds',
    part: 'profit',
    meaning: 'What went back to buyers of those bookings (cancellations), on the day it was paid back.',
  },
  {
    key: 'cost',
    label: 'Supplier cost',
    part: 'profit',
    meaning: "The suppliers' net price of the bookings sold.",
  },
  {
    key: 'supplierRefunds',
    label: 'Supplier refunds',
    part: 'profit',
    meaning:
      "What came back against that cost on a cancellation: the airline's refund, on the day it refunded; a fixed departure's seats, back in their block on the day they were cancelled.",
  },
  {
    key: 'gstOnMarkup',
    label: 'GST on markup',
    part: 'profit',
    meaning: "Tax collected for the government: not the site's money.",
  },
  {
    key: 'tds',
    label: 'TDS',
    part: 'profit',
    meaning: "Withheld from agents' commission, owed to the tax office.",
  },
  {
    key: 'profit',
    label: 'Profit',
    part: 'profit',
    meaning:
      'What the site kept: what came in, less what went back, what the suppliers kept and the taxes it owes.',
  },
  { key: 'markup', label: 'Markup', part: 'detail', meaning: "The site's markup on the bookings sold." },
  { key: 'discount', label: 'Discount', part: 'detail', meaning: 'Taken off that markup for buyers.' },
  { key: 'fees', label: 'Fees', part: 'detail', meaning: 'Convenience and transaction fees charged.' },
  {
    key: 'commission',
    label: 'Commission',
    part: 'detail',
    meaning: 'Passed on to agents who earn it: they paid that much less.',
  },
  {
    key: 'cancellationFees',
    label: 'Cancellation fees',
    part: 'detail',
    meaning:
      "The site's own charge for cancelling, kept from what went back (so already out of Refunds): its fee on a flight's refund, a fixed departure's cancellation charge.",
  },
];

const labelOf = (key: FigureKey) => PROFIT_LOSS_COLUMNS.find((c) => c.key === key)?.label ?? key;

/** "Profit = Sales − Refunds − Supplier cost + …", as the page and the sheet print it. */
export const PROFIT_FORMULA = `Profit = ${PROFIT_TERMS.map(
  ({ key, sign }, i) => `${i === 0 ? '' : sign > 0 ? '+ ' : '− '}${labelOf(key)}`,
).join(' ')}`;

export const NO_FIGURES = Object.fromEntries(
  PROFIT_LOSS_COLUMNS.map(({ key }) => [key, 0]),
) as ProfitLossFigures;

/** Figures added up, key by key (the totals row, a period over its products). */
export const addFigures = (a: ProfitLossFigures, b: ProfitLossFigures): ProfitLossFigures =>
  Object.fromEntries(PROFIT_LOSS_COLUMNS.map(({ key }) => [key, a[key] + b[key]])) as ProfitLossFigures;

export const profitLossRow = profitLossFigures.extend({
  /** YYYY-MM-DD or YYYY-MM, as grouped */
  period: z.string(),
  product: z.enum(SOLD_PRODUCT_KINDS),
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
