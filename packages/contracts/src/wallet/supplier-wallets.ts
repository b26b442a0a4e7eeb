import { z } from 'zod';
import { ok } from '../common/fields';

/**
 * GET supplier/getSupplierWallets {} (staff, permission suppliers.wallets): what the site holds
 * with each flight supplier, read live, beside what our own bookings spent there. One supplier that
 * cannot be reached answers an error in its place; the call still answers 200 with the others.
 */
export const getSupplierWalletsPath = 'supplier/getSupplierWallets';

/** The average daily spend is taken over this many Indian calendar days, today included. */
export const SUPPLIER_SPEND_DAYS = 30;
/** A balance that lasts fewer days than this at the average daily spend is low. */
export const SUPPLIER_LOW_COVER_DAYS = 7;

export const SUPPLIER_WALLET_MSG = {
  unreachable: (supplier: string, reason: string) => `Could not read the ${supplier} balance: ${reason}`,
  unknownFailure: 'the supplier answered something we could not read',
} as const;

const count = z.number().int().nonnegative();
/** paise */
const paise = z.number().int();

export const SUPPLIER_AGENCY_TYPES = ['cash', 'credit', 'unknown'] as const;

export const supplierBalance = z.object({
  /** cash: the site pays from a deposit; credit: the supplier extends a credit line */
  agencyType: z.enum(SUPPLIER_AGENCY_TYPES),
  cashBalance: paise,
  /** the credit line still open */
  creditBalance: paise,
  /** what tickets can still be issued against: cash plus credit */
  available: paise,
});
export type SupplierBalanceView = z.infer<typeof supplierBalance>;

/** One Indian day of supplier spend: tickets issued that day and their cost at the supplier. */
export const supplierSpendDay = z.object({
  /** YYYY-MM-DD, Indian time */
  date: z.string(),
  ticketedBookings: count,
  supplierCost: paise,
});
export type SupplierSpendDay = z.infer<typeof supplierSpendDay>;

export const supplierWallet = z.object({
  /** the supplier's name (TBO) */
  supplier: z.string(),
  currency: z.string(),
  /** when the balance was asked for, ISO */
  fetchedAt: z.string(),
  /** null when the supplier could not be reached; `error` then says why */
  balance: supplierBalance.nullable(),
  error: z.string().nullable(),
  /**
   * This Indian calendar month, from our own database: bookings of this site that were ticketed
   * (ticketed, under a change request or cancelled since) and what the supplier charged for them
   * (accounting.middleManWl, the supplier's fare without our markup).
   */
  month: z.object({ ticketedBookings: count, supplierCost: paise }),
  /** the supplier cost of the last SUPPLIER_SPEND_DAYS days divided by SUPPLIER_SPEND_DAYS */
  averageDailySpend: paise,
  /**
   * Days the available balance lasts at the average daily spend, one decimal, 0 when nothing is
   * available; null when the balance is unknown or nothing was spent (it lasts indefinitely).
   */
  daysOfCover: z.number().nonnegative().nullable(),
  /**
   * The low-balance flag: the available balance (cash + credit) covers less than
   * SUPPLIER_LOW_COVER_DAYS (7) days of the last SUPPLIER_SPEND_DAYS (30) days' average daily
   * supplier spend, or nothing is available at all. False while the balance is unknown.
   */
  lowBalance: z.boolean(),
  /** the last SUPPLIER_SPEND_DAYS days, oldest first, one entry per day even when nothing was spent */
  daily: z.array(supplierSpendDay),
});
export type SupplierWallet = z.infer<typeof supplierWallet>;

export const getSupplierWalletsResponse = ok({ data: z.object({ suppliers: z.array(supplierWallet) }) });
export type GetSupplierWalletsResponse = z.infer<typeof getSupplierWalletsResponse>;
