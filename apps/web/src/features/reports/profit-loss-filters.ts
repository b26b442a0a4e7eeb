import {
  PROFIT_LOSS_GROUPS,
  PROFIT_LOSS_MSG,
  type ProfitLossRequest,
  profitLossFilters,
  SOLD_PRODUCT_KINDS,
  type SoldProductKind,
} from '@app/contracts';
import dayjs from 'dayjs';
import { z } from 'zod';

/**
 * The filters as the form holds them: days as YYYY-MM-DD (typed dd/MM/yyyy), '' for every product.
 * The rules and their words are the server's own (profitLossFilters).
 */
export const profitLossForm = z
  .object({
    from: z.string().min(1, PROFIT_LOSS_MSG.date),
    to: z.string().min(1, PROFIT_LOSS_MSG.date),
    groupBy: z.enum(PROFIT_LOSS_GROUPS),
    product: z.union([z.literal(''), z.enum(SOLD_PRODUCT_KINDS)]),
  })
  .superRefine((form, ctx) => {
    if (!form.from || !form.to) return;
    const checked = profitLossFilters.safeParse(requestOf(form));
    for (const issue of checked.success ? [] : checked.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type ProfitLossForm = z.infer<typeof profitLossForm>;

/** The request: every product is no product named, so the same filters are the same query. */
export function requestOf(form: ProfitLossForm): ProfitLossRequest {
  const { product, ...rest } = form;
  return product ? { ...rest, product: product as SoldProductKind } : rest;
}

/** The last twelve months up to `today` (the site's), by month. */
export const lastTwelveMonths = (today: string): ProfitLossForm => ({
  from: dayjs(today).subtract(11, 'month').startOf('month').format('YYYY-MM-DD'),
  to: today,
  groupBy: 'month',
  product: '',
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A period as the server names it, read as is: '2026-03' → 'Mar 2026', '2026-03-07' → '7 Mar 2026'. */
export function periodLabel(period: string) {
  const [year, month = 1, day] = period.split('-').map(Number);
  const monthYear = `${MONTHS[month - 1] ?? ''} ${year}`;
  return day === undefined ? monthYear : `${day} ${monthYear}`;
}
