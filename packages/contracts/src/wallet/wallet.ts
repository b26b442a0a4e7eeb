import { z } from 'zod';
import { ORDER_PRODUCT_KINDS } from '../commerce/product-kinds';
import { integerField, ok, optionalEmail, paged, requiredText } from '../common/fields';
import { optionalDay } from '../common/filter-fields';
import { formatMoney, type MoneyLocale } from '../common/money';

/** Wallet pages show this many entries (and payments) at a time. */
export const WALLET_PAGE_SIZE = 20;
/** The largest single staff entry: ₹10,00,000 in paise. */
export const WALLET_MAX_ENTRY = 10_00_000_00;
/** The balances sheet's file: named for the site day its balances stand at. */
export const walletBalancesFileName = (day: string) => `wallet-balances-${day}.xlsx`;
/** GET wl/user/downloadWalletBalances {date?}: balances at the end of that site day; none: now. */
export const walletBalancesRequest = z.object({ date: optionalDay() });

export const WALLET_MSG = {
  userNotFound: 'No customer with these details on this site',
  whoRequired: 'Give the customer e-mail or id',
  amountPositive: 'Enter an amount above zero',
  amountTooLarge: `At most ${formatMoney(WALLET_MAX_ENTRY)} at a time`,
  belowFloor: (available: number, amount: number, site?: MoneyLocale) =>
    `Cannot deduct ${formatMoney(amount, site)}: only ${formatMoney(available, site)} is available in this wallet`,
  credited: (amount: number, site?: MoneyLocale) => `Wallet credited with ${formatMoney(amount, site)}`,
  debited: (amount: number, site?: MoneyLocale) => `Wallet debited with ${formatMoney(amount, site)}`,
  pnrNotFound: 'No booking with this PNR',
  noEntries: 'No wallet transactions yet',
  noPayments: 'No payments yet',
} as const;

const pageField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  integerField().pipe(z.number().min(1).max(100_000)).default(1),
);
const userIdField = z.string().trim().min(1).max(64);

/** Staff name a customer by e-mail (the Add Money link) or by id (the customer list). */
const whoFields = { userId: userIdField.optional(), email: optionalEmail() };
const whoGiven = (v: { userId?: string; email?: string }) => Boolean(v.userId ?? v.email);

export const WALLET_ENTRY_TYPES = ['credit', 'debit'] as const;
export type WalletEntryType = (typeof WALLET_ENTRY_TYPES)[number];

/** POST wl/user/addWlUserWalletEntry (staff). */
export const addWalletEntryRequest = z
  .object({
    ...whoFields,
    /** paise */
    amount: integerField().pipe(
      z.number().min(1, WALLET_MSG.amountPositive).max(WALLET_MAX_ENTRY, WALLET_MSG.amountTooLarge),
    ),
    type: z.enum(WALLET_ENTRY_TYPES),
    remarks: requiredText(500),
  })
  .refine(whoGiven, { message: WALLET_MSG.whoRequired, path: ['email'] });
export type AddWalletEntryRequest = z.input<typeof addWalletEntryRequest>;

export const walletOwner = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string(),
  userType: z.string(),
  /** paise */
  balance: z.number().int(),
  /** how far below zero the wallet may go, paise */
  creditLimit: z.number().int(),
});
export type WalletOwner = z.infer<typeof walletOwner>;

export const walletEntry = z.object({
  id: z.string(),
  /** signed paise: credits positive */
  amount: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  description: z.string(),
  createdByEmail: z.string().nullable(),
  createdAt: z.string(),
  /** the balance just after this entry, paise */
  balanceAfter: z.number().int(),
});
export type WalletEntry = z.infer<typeof walletEntry>;

export const addWalletEntryResponse = ok({
  message: z.string(),
  data: z.object({ entry: walletEntry, owner: walletOwner }),
});
export type AddWalletEntryResponse = z.infer<typeof addWalletEntryResponse>;

/** POST wl/user/getWlUserWalletEntry (staff). */
export const walletEntriesRequest = z
  .object({ ...whoFields, page: pageField })
  .refine(whoGiven, { message: WALLET_MSG.whoRequired, path: ['email'] });
export type WalletEntriesRequest = z.input<typeof walletEntriesRequest>;

/** POST wl/user/getMyWalletEntry and wl/user/userPaymentEntry. */
export const walletPageRequest = z.object({ page: pageField });
export type WalletPageRequest = z.input<typeof walletPageRequest>;

export const walletEntriesResponse = ok({
  data: z.object({ ...paged(walletEntry), owner: walletOwner }),
});
export type WalletEntriesResponse = z.infer<typeof walletEntriesResponse>;

/** POST wl/user/getWalletBalanceOf (staff). */
export const walletBalanceOfRequest = z.object({ userId: userIdField });
export const walletBalanceOfResponse = ok({ data: walletOwner });

/** A payment: one order paid at the gateway. */
export const walletPayment = z.object({
  orderId: z.string(),
  /** the order's readable reference (FLD-26-000042) */
  reference: z.string(),
  status: z.string(),
  /** paise */
  amount: z.number().int(),
  paymentMethod: z.string(),
  gatewayProvider: z.string().nullable(),
  gatewayTransactionId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** what the order bought, so the list leads to its own page (a top-up's: its receipt) */
  productKind: z.enum(ORDER_PRODUCT_KINDS).nullable(),
});
export type WalletPayment = z.infer<typeof walletPayment>;

export const userPaymentsResponse = ok({ data: z.object(paged(walletPayment)) });
export type UserPaymentsResponse = z.infer<typeof userPaymentsResponse>;

/** POST wl/user/searchTransactionByPNR (staff). */
export const searchTransactionByPnrRequest = z.object({
  pnr: requiredText(20).transform((v) => v.toUpperCase()),
});
export type SearchTransactionByPnrRequest = z.input<typeof searchTransactionByPnrRequest>;

export const pnrTransactions = z.object({
  pnr: z.string(),
  owner: walletOwner,
  bookings: z.array(
    z.object({
      bookingId: z.string(),
      orderId: z.string(),
      status: z.string(),
      origin: z.string(),
      destination: z.string(),
      travelDate: z.string(),
    }),
  ),
  orders: z.array(walletPayment),
  entries: z.array(walletEntry.omit({ balanceAfter: true })),
});
export type PnrTransactions = z.infer<typeof pnrTransactions>;
export const searchTransactionByPnrResponse = ok({ data: pnrTransactions });

/** POST wl/user/getWalletMonthlyDetails: the caller's own, or any customer's for staff. */
export const walletMonthlyRequest = z.object({ userId: userIdField.optional() });
export const walletMonth = z.object({
  /** YYYY-MM, India time */
  month: z.string(),
  credits: z.number().int(),
  /** positive paise */
  debits: z.number().int(),
  closingBalance: z.number().int(),
});
export type WalletMonth = z.infer<typeof walletMonth>;
export const walletMonthlyResponse = ok({ data: z.object({ months: z.array(walletMonth) }) });
export type WalletMonthlyResponse = z.infer<typeof walletMonthlyResponse>;
