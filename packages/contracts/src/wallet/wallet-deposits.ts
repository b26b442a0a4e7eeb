import { z } from 'zod';
import { isIsoDate } from '../bookings-passengers/dates';
import { integerField, ok, optionalText, paged, requiredText } from '../common/fields';
import { pageField } from '../common/filter-fields';
import { formatMoney, type MoneyLocale } from '../common/money';
import { WALLET_MAX_ENTRY } from './wallet';

/**
 * An agency says it sent money to the site's bank account; staff holding wallets.deposits confirm
 * it against their statement (the wallet is credited once) or reject it with a reason (decision 0054).
 */

export const DEPOSIT_STATES = ['pending', 'confirmed', 'rejected'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
export const DEPOSIT_STATE_LABELS: Record<DepositState, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

/** A photo or scan of the transfer slip, as a data URL: what a phone's camera gives, kept small. */
export const DEPOSIT_SLIP_MAX_BYTES = 500 * 1024;

export const DEPOSIT_MSG = {
  amountPositive: 'Enter an amount above zero',
  amountTooLarge: `At most ${formatMoney(WALLET_MAX_ENTRY)} at a time`,
  bankReference: 'A bank reference (UTR) is 6 to 30 letters or digits',
  date: 'Use the date format YYYY-MM-DD',
  futureDate: 'The transfer date cannot be in the future',
  slip: 'The slip must be a PNG, JPEG or WebP image',
  slipTooLarge: 'The slip must be at most 500 KB',
  duplicate: 'A deposit with this bank reference is already with us',
  requested: 'Deposit sent for confirmation. Your wallet is credited once our team finds the transfer.',
  notFound: 'Deposit not found',
  alreadyDecided: 'This deposit has already been confirmed or rejected',
  confirmed: (amount: number, site?: MoneyLocale) => `Deposit confirmed: ${formatMoney(amount, site)} added`,
  rejected: 'Deposit rejected',
  noSlip: 'No slip was sent with this deposit',
  noDeposits: 'No deposits yet',
} as const;

/** POST wallet/deposits/request: the transfer the agency made. */
export const requestDepositRequest = z
  .object({
    /** paise */
    amount: integerField().pipe(
      z.number().min(1, DEPOSIT_MSG.amountPositive).max(WALLET_MAX_ENTRY, DEPOSIT_MSG.amountTooLarge),
    ),
    bankReference: requiredText(30)
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{6,30}$/, DEPOSIT_MSG.bankReference)),
    /** the day the money left the agency's bank, YYYY-MM-DD; not after the site's today (server) */
    transferredOn: requiredText(10).refine(isIsoDate, DEPOSIT_MSG.date),
    remarks: optionalText(300),
    slip: z
      .string({ error: DEPOSIT_MSG.slip })
      .max(Math.ceil((DEPOSIT_SLIP_MAX_BYTES * 4) / 3) + 40, DEPOSIT_MSG.slipTooLarge)
      .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, DEPOSIT_MSG.slip)
      .optional()
      .nullable()
      .transform((v) => v ?? undefined),
  })
  .strict();
export type RequestDepositRequest = z.input<typeof requestDepositRequest>;

/** A deposit as its agency sees it. */
export const walletDeposit = z.object({
  id: z.string(),
  amount: z.number().int(),
  bankReference: z.string(),
  transferredOn: z.string(),
  remarks: z.string().nullable(),
  state: z.enum(DEPOSIT_STATES),
  rejectionReason: z.string().nullable(),
  hasSlip: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WalletDeposit = z.infer<typeof walletDeposit>;

/** A deposit as staff see it: whose, and who decided it. */
export const staffDeposit = walletDeposit.extend({
  depositor: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    companyName: z.string().nullable(),
  }),
  decidedBy: z.string().nullable(),
});
export type StaffDeposit = z.infer<typeof staffDeposit>;

export const requestDepositResponse = ok({ data: walletDeposit, message: z.string() });

/** POST wallet/deposits/mine {page}: the caller's own deposits, newest first. */
export const myDepositsRequest = z.object({ page: pageField() }).strict();
export const myDepositsResponse = ok({ data: z.object(paged(walletDeposit)) });
export type MyDepositsPage = z.infer<typeof myDepositsResponse>['data'];

/** POST wallet/deposits/list {state?, page} (staff): the site's deposits; pending ones first by default. */
export const depositsRequest = z
  .object({ state: z.enum(DEPOSIT_STATES).default('pending'), page: pageField() })
  .strict();
export type DepositsRequest = z.input<typeof depositsRequest>;
export const depositsResponse = ok({ data: z.object(paged(staffDeposit)) });
export type DepositsPage = z.infer<typeof depositsResponse>['data'];

export const depositIdRequest = z.object({ depositId: requiredText(64) }).strict();

/** POST wallet/deposits/reject {depositId, reason} (staff): the agency is told why. */
export const rejectDepositRequest = depositIdRequest.extend({ reason: requiredText(300) }).strict();
export type RejectDepositRequest = z.input<typeof rejectDepositRequest>;

/** What staff's confirm and reject answer: the deposit as it now is. */
export const decideDepositResponse = ok({ data: staffDeposit, message: z.string() });

/** POST wallet/deposits/slip {depositId}: the slip, for its agency and staff holding wallets.deposits. */
export const depositSlipResponse = ok({ data: z.object({ slip: z.string() }) });

/** Deposit pages show this many at a time. */
export const DEPOSITS_PAGE_SIZE = 20;
