import { z } from 'zod';
import { BOOKING_LIST_MSG } from '../bookings/booking-list';
import { ok, optionalText, paged } from '../common/fields';
import { blankToUndefined, endNotBeforeStart, optionalDay, pageField } from '../common/filter-fields';
import { WALLET_ENTRY_TYPES, walletEntry } from './wallet';

/**
 * POST wl/user/getSiteWalletEntries (staff, permission wallets.view): every wallet entry of the
 * caller's site, newest first, with filters. One customer's wallet stays wl/user/getWlUserWalletEntry.
 */
export const getSiteWalletEntriesPath = 'wl/user/getSiteWalletEntries';

export const SITE_WALLET_MSG = {
  date: BOOKING_LIST_MSG.date,
  dateOrder: BOOKING_LIST_MSG.dateOrder,
  page: BOOKING_LIST_MSG.page,
  type: 'Choose credit or debit',
  pastLastPage: (page: number, last: number) => `Page ${page} is past the last page (${last})`,
} as const;

export const getSiteWalletEntriesRequest = z
  .object({
    page: pageField(),
    fromDate: optionalDay(),
    toDate: optionalDay(),
    type: z.preprocess(
      blankToUndefined,
      z.enum(WALLET_ENTRY_TYPES, { error: SITE_WALLET_MSG.type }).optional(),
    ),
    /** part of the customer's name or e-mail */
    customer: optionalText(100),
  })
  .superRefine(endNotBeforeStart('fromDate', 'toDate'));
export type GetSiteWalletEntriesRequest = z.input<typeof getSiteWalletEntriesRequest>;
export type SiteWalletFilters = z.output<typeof getSiteWalletEntriesRequest>;

export const siteWalletEntry = walletEntry.extend({
  /** whose wallet: a customer of the site */
  customer: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    userType: z.string(),
  }),
  /** the flight order a booking debit or refund belongs to, else null, and its readable reference */
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  /** its PNR(s), comma-separated, once the supplier gave one */
  pnr: z.string().nullable(),
});
export type SiteWalletEntry = z.infer<typeof siteWalletEntry>;

export const getSiteWalletEntriesResponse = ok({
  data: z.object({
    ...paged(siteWalletEntry),
    /** over every entry the filters match, not just this page; both positive paise */
    totals: z.object({ credits: z.number().int(), debits: z.number().int() }),
  }),
});
export type GetSiteWalletEntriesResponse = z.infer<typeof getSiteWalletEntriesResponse>;
