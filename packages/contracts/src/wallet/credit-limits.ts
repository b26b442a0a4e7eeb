import { z } from 'zod';
import { type WalletFunds, walletAvailable } from '../bookings/payment-options';
import { isIsoDate } from '../bookings-passengers/dates';
import { integerField, ok } from '../common/fields';
import { formatMoney, type MoneyLocale } from '../common/money';

/**
 * Agency credit limits and their alerts (issue 16, decision 0047). A limit is dated: it applies
 * from the start of its day in the site's time zone; the latest begun one is in force.
 */

/** The largest credit line staff may give: ₹1,00,00,000 in paise (fits the ledger's integers). */
export const CREDIT_LIMIT_MAX = 1_00_00_000_00;

export const CREDIT_MSG = {
  amount: 'Enter the limit in rupees, 0 or more',
  amountTooLarge: `At most ${formatMoney(CREDIT_LIMIT_MAX)}`,
  date: 'Enter the date it applies from (YYYY-MM-DD)',
  dateInPast: 'The limit can apply from today or a later day, not an earlier one',
  notAgency: 'Credit limits are for travel agents and corporate customers',
  saved: (amount: number, day: string, today: boolean, site?: MoneyLocale) =>
    today
      ? `Credit limit set to ${formatMoney(amount, site)} from today`
      : `Credit limit of ${formatMoney(amount, site)} will apply from ${day}`,
  settingsSaved: 'Credit settings saved',
} as const;

/**
 * How much of its credit line an agency has left, from its wallet: the alerts fire as this deepens.
 * `none`: no credit line (nothing to warn about); `usedUp`: nothing left to book with on credit.
 */
export const CREDIT_LEVELS = ['none', 'ok', 'below40', 'below20', 'usedUp'] as const;
export type CreditLevel = (typeof CREDIT_LEVELS)[number];

/** The level of a wallet; integer arithmetic, so 40 % of the limit is exactly that. */
export function creditLevel(funds: WalletFunds): CreditLevel {
  if (funds.creditLimit <= 0) return 'none';
  const available = walletAvailable(funds);
  if (available <= 0) return 'usedUp';
  if (available * 5 < funds.creditLimit) return 'below20';
  if (available * 5 < funds.creditLimit * 2) return 'below40';
  return 'ok';
}

/** How deep a level is: an alert is due when a debit makes it deeper (a top-up makes it shallower). */
export const creditDepth = (level: CreditLevel): number => CREDIT_LEVELS.indexOf(level);

/** The one wording of a low-credit warning, for the in-app banner and the mail. */
export function creditWarning(funds: WalletFunds, format: (paise: number) => string): string | null {
  const level = creditLevel(funds);
  const left = format(Math.max(0, walletAvailable(funds)));
  const limit = format(funds.creditLimit);
  if (level === 'usedUp')
    return `Your credit limit of ${limit} is used up: you cannot book on credit until you top up your wallet.`;
  if (level === 'below20')
    return `Only ${left} of your ${limit} credit limit is left (under 20%). Top up your wallet to keep booking.`;
  if (level === 'below40')
    return `${left} of your ${limit} credit limit is left (under 40%). Top up your wallet soon.`;
  return null;
}

const userIdField = z.string().trim().min(1).max(64);

/** POST wl/user/getCreditLimits (staff): an agency's limit in force and every limit given it. */
export const creditLimitsRequest = z.object({ userId: userIdField });

/** POST wl/user/setCreditLimit (staff): a limit in rupees' paise from a site day (today or later). */
export const setCreditLimitRequest = z.object({
  userId: userIdField,
  /** paise */
  amount: integerField().pipe(
    z.number().min(0, CREDIT_MSG.amount).max(CREDIT_LIMIT_MAX, CREDIT_MSG.amountTooLarge),
  ),
  effectiveOn: z.string({ error: CREDIT_MSG.date }).trim().refine(isIsoDate, CREDIT_MSG.date),
});
export type SetCreditLimitRequest = z.input<typeof setCreditLimitRequest>;

export const creditLimitChange = z.object({
  id: z.string(),
  amount: z.number().int(),
  effectiveOn: z.string(),
  createdAt: z.string(),
  createdByEmail: z.string().nullable(),
  /** in force now, applied before (superseded), or waiting for its day */
  state: z.enum(['inForce', 'past', 'scheduled']),
});
export type CreditLimitChange = z.infer<typeof creditLimitChange>;

export const creditLimitsData = z.object({
  userId: z.string(),
  /** paise: the limit debits use now (0 while the site does not let agencies book on credit) */
  creditLimit: z.number().int(),
  balance: z.number().int(),
  /** the site's switch: whether agencies may book on credit at all */
  agentsOnCredit: z.boolean(),
  /** newest first */
  changes: z.array(creditLimitChange),
});
export type CreditLimitsData = z.infer<typeof creditLimitsData>;
export const creditLimitsResponse = ok({ data: creditLimitsData });
export const setCreditLimitResponse = ok({ message: z.string(), data: creditLimitsData });

/** GET/POST wl/site/creditSettings (staff, site settings): whether agencies may book on credit. */
export const creditSettings = z.object({ agentsOnCredit: z.boolean() });
export type CreditSettings = z.infer<typeof creditSettings>;
export const creditSettingsResponse = ok({ data: creditSettings });
export const saveCreditSettingsResponse = ok({ message: z.string(), data: creditSettings });
