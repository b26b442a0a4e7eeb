import { type GetSiteWalletEntriesRequest, SITE_WALLET_MSG, WALLET_ENTRY_TYPES } from '@app/contracts';
import { z } from 'zod';

/**
 * The filter bar as the form holds it: dates YYYY-MM-DD (typed as dd/MM/yyyy), '' for an empty
 * box. The range rule and its words are the server's own (SITE_WALLET_MSG).
 */
export const siteWalletFilterForm = z
  .object({
    fromDate: z.string(),
    toDate: z.string(),
    type: z.enum(['', ...WALLET_ENTRY_TYPES]),
    customer: z.string().max(100),
  })
  .superRefine((form, ctx) => {
    // ISO dates compare correctly as text.
    if (form.fromDate && form.toDate && form.fromDate > form.toDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: SITE_WALLET_MSG.dateOrder });
  });
export type SiteWalletFilterForm = z.infer<typeof siteWalletFilterForm>;

export const EMPTY_SITE_WALLET_FILTERS: SiteWalletFilterForm = {
  fromDate: '',
  toDate: '',
  type: '',
  customer: '',
};

/** The request for one page: blanks left out and text trimmed, so stray spaces make no new query. */
export function siteWalletRequestOf(
  filters: SiteWalletFilterForm,
  page: number,
): GetSiteWalletEntriesRequest {
  const request: GetSiteWalletEntriesRequest = { page };
  if (filters.fromDate) request.fromDate = filters.fromDate;
  if (filters.toDate) request.toDate = filters.toDate;
  if (filters.type) request.type = filters.type;
  const customer = filters.customer.trim();
  if (customer) request.customer = customer;
  return request;
}
