import { z } from 'zod';
import { ORDER_STATUSES } from '../bookings/order-constants';
import { integerField, ok, requiredText } from '../common/fields';
import { formatMoney, type MoneyLocale } from '../common/money';

/**
 * An agency tops its wallet up online (decision 0054): it pays the amount and the gateway's fee
 * on the site's gateway page, and the amount is credited once the gateway confirms the payment.
 * Money is paise; a top-up is whole rupees.
 */

/** Less is not worth a gateway's fee; more is a typo, or a bank transfer's (a deposit). */
export const TOP_UP_MIN = 100_00;
export const TOP_UP_MAX = 5_00_000_00;
/** The gateway's fee a site may pass on: at most 5 %. */
export const TOP_UP_MAX_FEE_BASIS_POINTS = 500;

export const TOP_UP_MSG = {
  wholeRupees: 'Enter whole rupees, like 5000',
  tooSmall: `At least ${formatMoney(TOP_UP_MIN)}`,
  tooLarge: `At most ${formatMoney(TOP_UP_MAX)} at a time; for more, send a bank transfer`,
  feePercent: 'Enter a percent from 0 to 5, like 1.5',
  notFound: 'Top-up not found',
  waiting: 'Waiting for the gateway to confirm your payment.',
  crediting: 'Payment received. Adding the money to your wallet…',
  credited: (amount: number, site?: MoneyLocale) => `${formatMoney(amount, site)} added to your wallet`,
  expired: 'This top-up was not paid in time. Nothing was charged; you may top up again.',
  feeSaved: 'Setting saved successfully',
} as const;

/** The gateway's fee on a top-up of `amount` paise at `basisPoints` (1/100 %), rounded once to the paisa. */
export const topUpFee = (amount: number, basisPoints: number): number =>
  Math.round((amount * basisPoints) / 10_000);

/** What a top-up of `amount` costs: the amount (credited), the fee, and what the gateway takes. */
export function topUpCharge(amount: number, basisPoints: number) {
  const fee = topUpFee(amount, basisPoints);
  return { amount, fee, total: amount + fee };
}

/** A top-up's amount, paise: whole rupees from ₹100 to ₹5,00,000. */
export const topUpAmount = integerField().pipe(
  z
    .number()
    .min(TOP_UP_MIN, TOP_UP_MSG.tooSmall)
    .max(TOP_UP_MAX, TOP_UP_MSG.tooLarge)
    .refine((paise) => paise % 100 === 0, TOP_UP_MSG.wholeRupees),
);

/** GET wallet/topUp/options: what the top-up form needs (who may top up: mayPayByWallet). */
export const topUpOptions = z.object({
  /** the fee the site passes on, basis points of the amount */
  feeBasisPoints: z.number().int(),
  /** false where the site takes no online payments: a bank transfer is the way */
  acceptsOnline: z.boolean(),
});
export type TopUpOptions = z.infer<typeof topUpOptions>;
export const topUpOptionsResponse = ok({ data: topUpOptions });

/** POST wallet/topUp/create {amount}: the order and the gateway's page to pay it on. */
export const createTopUpRequest = z.object({ amount: topUpAmount }).strict();
export type CreateTopUpRequest = z.input<typeof createTopUpRequest>;
export const createTopUpResponse = ok({
  data: z.object({
    orderId: z.string(),
    reference: z.string(),
    /** credited, paise */
    amount: z.number().int(),
    fee: z.number().int(),
    /** what the gateway takes: amount + fee */
    total: z.number().int(),
    redirectUrl: z.string(),
    expiryTime: z.string(),
  }),
});
export type CreatedTopUp = z.infer<typeof createTopUpResponse>['data'];

/** POST wallet/topUp/get {orderId}: the top-up as its result page and receipt show it. */
export const topUpRequest = z.object({ orderId: requiredText(64) }).strict();
export const topUpReceipt = z.object({
  orderId: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  message: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
  /** the gateway it was paid through and its id of the payment, once it said */
  provider: z.string().nullable(),
  gatewayTransactionId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** when the wallet was credited; null until it is */
  creditedAt: z.string().nullable(),
  payer: z.object({ name: z.string(), email: z.string().nullable(), companyName: z.string().nullable() }),
});
export type TopUpReceipt = z.infer<typeof topUpReceipt>;
export const topUpReceiptResponse = ok({ data: topUpReceipt });

/** GET / POST wallet/topUp/fee (staff, settings.payments): the fee the site passes on to its agencies. */
export const topUpFeeSettings = z.object({
  feeBasisPoints: integerField().pipe(
    z.number().min(0, TOP_UP_MSG.feePercent).max(TOP_UP_MAX_FEE_BASIS_POINTS, TOP_UP_MSG.feePercent),
  ),
});
export type TopUpFeeSettings = z.output<typeof topUpFeeSettings>;
export const topUpFeeResponse = ok({ data: topUpFeeSettings, message: z.string().optional() });
