import { z } from 'zod';
import type { UserType } from '../common/enums';
import type { FlightResult } from '../flights/flight-result';

/**
 * The fare summary of a booking (spec §3) from its priced fare. All money is integer paise.
 *
 * Choices the spec leaves open:
 * - Our markup is the 'service fee', and 18% GST is due on it. What a buyer sees from the first
 *   price on (result card, calendar, passenger step, review) is the total payable: fare + service
 *   fee + GST on it − discount (`farePayable`), and that is what is charged, to the paisa.
 * - A trip of two fares (a return pair) adds the two fares' summaries, each with its own GST as its
 *   card showed it (`tripFareSummary`), so the total is the sum of the prices shown.
 * - totalFare is everything that is not ours: the supplier's published fare, baggage, meals and the
 *   transaction fee (which the e-ticket may merge into taxes — display only, totals unchanged).
 *   So totalPayable = totalFare + markup + GST on markup − discount, and the sale summary lines
 *   add up.
 * - The discount can never exceed the fare and markup it is given on, so what is paid never drops
 *   below the GST, baggage, meals and fee; the clamped discount is what the summary reports.
 * - Commission (decision 0030): the supplier pays a commission on its fare (TBO's CommissionEarned).
 *   Travel agents and API consumers earn it: it is passed on to them, and they pay the net. Every
 *   other buyer earns none (the site keeps it), so commissionEarned is the buyer's, 0 for retail.
 * - TDS: tax deducted at source (Income Tax Act s.194H) on the commission we pay the buyer, when the
 *   buyer's legal entity says TDS is deducted. The buyer pays it with the net.
 * - So totalPayable stays the price of the trip (the same for every buyer, as on the result card),
 *   and totalPayableAmt is what is charged: totalPayable − commissionEarned + tds, the net payable.
 *   Without commission the two are the same figure.
 */

export const GST_ON_MARKUP_PERCENT = 18;
/** TDS on commission under s.194H: 2% since 1 October 2024 (5% before). */
export const TDS_ON_COMMISSION_PERCENT = 2;
export const FARE_CURRENCY = 'INR' as const;

export interface FareSummaryInput {
  /** the supplier's fare for all passengers */
  publishedFare: number;
  /** our markup for the whole booking (the service fee) */
  markup: number;
  discount: number;
  /** the supplier's commission passed on to the buyer; 0 when the buyer earns none */
  commissionEarned: number;
  baggagePrice: number;
  mealPrice: number;
  txnFee: number;
  /** show the transaction fee inside taxes on the e-ticket */
  userMergeTxnFeeTaxes?: boolean;
  /** whether TDS is deducted on the buyer's commission (their legal entity's setting) */
  isTdsApplicable?: boolean;
}

export interface FareSummary {
  totalFare: number;
  commissionEarned: number;
  markup: number;
  gstOnMarkup: number;
  tds: number;
  discount: number;
  totalPayable: number;
  /** the amount charged, the net payable: totalPayable − commissionEarned + tds */
  totalPayableAmt: number;
  currency: typeof FARE_CURRENCY;
  baggagePrice: number;
  mealPrice: number;
  txnFee: number;
  userMergeTxnFeeTaxes: boolean;
}

/** A percentage of an amount in paise, rounded to the nearest paisa (halves up). */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

const MONEY_FIELDS = [
  'publishedFare',
  'markup',
  'discount',
  'commissionEarned',
  'baggagePrice',
  'mealPrice',
  'txnFee',
] as const;

export function fareSummary(input: FareSummaryInput): FareSummary {
  // Money arrives from our own pricing; a fraction or a negative means a bug upstream, so say so.
  for (const key of MONEY_FIELDS) {
    const value = input[key];
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`${key} must be a whole, non-negative number of paise: ${value}`);
    }
  }
  const { publishedFare, markup, baggagePrice, mealPrice, txnFee } = input;
  // Like the discount, a commission can never be more than the fare it is earned on.
  const commissionEarned = Math.min(input.commissionEarned, publishedFare);
  const discount = Math.min(input.discount, publishedFare + markup);
  const gstOnMarkup = percentOf(markup, GST_ON_MARKUP_PERCENT);
  const tds = input.isTdsApplicable ? percentOf(commissionEarned, TDS_ON_COMMISSION_PERCENT) : 0;
  const totalFare = publishedFare + baggagePrice + mealPrice + txnFee;
  const totalPayable = totalFare + markup + gstOnMarkup - discount;
  return {
    totalFare,
    commissionEarned,
    markup,
    gstOnMarkup,
    tds,
    discount,
    totalPayable,
    totalPayableAmt: totalPayable - commissionEarned + tds,
    currency: FARE_CURRENCY,
    baggagePrice,
    mealPrice,
    txnFee,
    userMergeTxnFeeTaxes: input.userMergeTxnFeeTaxes ?? false,
  };
}

/**
 * The figures of one priced fare the summary needs: the supplier's fare and commission, and our
 * markup and discount.
 */
export interface PricedFare {
  publishedFare: number;
  markup: number;
  discount: number;
  /** the supplier's commission on this fare; absent or 0 when it pays none */
  commissionEarned?: number;
}

/** A priced flight result's figures (fares priced before discounts or commission counted carry none). */
export const pricedFareOf = (
  fare: Pick<FlightResult, 'publishedFare' | 'markup' | 'discount' | 'commissionEarned'>,
): PricedFare => ({
  publishedFare: fare.publishedFare,
  markup: fare.markup.amount,
  discount: fare.discount?.amount ?? 0,
  commissionEarned: fare.commissionEarned ?? 0,
});

/** Who earns the supplier's commission, and whether TDS is deducted from it. */
export interface CommissionTerms {
  earnsCommission: boolean;
  isTdsDeductable: boolean;
}

/** Buyers who sell on and are paid the supplier's commission for it. */
export const COMMISSION_EARNERS: readonly UserType[] = ['travelAgent', 'consumer'];

export const NO_COMMISSION: CommissionTerms = { earnsCommission: false, isTdsDeductable: false };

/** A buyer's commission terms from their type and their legal entity's TDS flag. */
export const commissionTermsOf = (
  userType: UserType | null | undefined,
  isTdsDeductable: boolean,
): CommissionTerms =>
  userType != null && COMMISSION_EARNERS.includes(userType)
    ? { earnsCommission: true, isTdsDeductable }
    : NO_COMMISSION;

const NOTHING_ELSE = { commissionEarned: 0, baggagePrice: 0, mealPrice: 0, txnFee: 0 } as const;

/**
 * The price of one priced fare before extras: fare + service fee + GST on it − discount. It is the
 * same for every buyer; a buyer who earns commission is charged less at payment (totalPayableAmt).
 */
export const farePayable = (fare: PricedFare): number =>
  // Named fields, not spreads: this runs for every result of every search, and an object spread
  // from two others is ~25 times slower to build and read than a literal (bench/README.md, issue 12).
  fareSummary({
    publishedFare: fare.publishedFare,
    markup: fare.markup,
    discount: fare.discount,
    commissionEarned: 0,
    baggagePrice: 0,
    mealPrice: 0,
    txnFee: 0,
  }).totalPayable;

/** What a result card shows a buyer who earns commission beside the price everyone sees. */
export interface AgentFare {
  /** the selling price, as on every buyer's card (farePayable) */
  sellingPrice: number;
  commissionEarned: number;
  /** TDS on that commission, when the buyer's legal entity has it deducted */
  tds: number;
  /** what the buyer is charged for the fare: sellingPrice − commissionEarned + tds (totalPayableAmt) */
  netFare: number;
}

/**
 * A priced fare as its earner sees it on a result card: the same summary that charges them
 * (`tripFareSummary` of the one fare, before extras and the convenience fee), so the card's net is
 * what the review page charges for the fare. A buyer who earns none gets commission 0 and net = price.
 */
export function agentFareOf(fare: PricedFare, terms: CommissionTerms): AgentFare {
  const summary = tripFareSummary([fare], NO_EXTRAS, terms);
  return {
    sellingPrice: summary.totalPayable,
    commissionEarned: summary.commissionEarned,
    tds: summary.tds,
    netFare: summary.totalPayableAmt,
  };
}

const NO_EXTRAS = { baggagePrice: 0, mealPrice: 0 } as const;

const ADDED = [
  'totalFare',
  'commissionEarned',
  'markup',
  'gstOnMarkup',
  'tds',
  'discount',
  'totalPayable',
  'baggagePrice',
  'mealPrice',
  'txnFee',
] as const;

/**
 * The fare summary of a trip: each fare summed as it was priced and shown (its own GST, rounded as
 * on its card), plus the extras chosen for the whole trip. A buyer who earns commission gets each
 * fare's commission, less TDS per fare when it is deducted.
 */
export function tripFareSummary(
  fares: readonly PricedFare[],
  /** the extras chosen for the whole trip, and its convenience fee (txnFee, decision 0042) */
  extras: { baggagePrice: number; mealPrice: number; txnFee?: number },
  terms: CommissionTerms = NO_COMMISSION,
): FareSummary {
  const parts = [
    ...fares.map((fare) =>
      fareSummary({
        ...fare,
        ...NOTHING_ELSE,
        commissionEarned: terms.earnsCommission ? (fare.commissionEarned ?? 0) : 0,
        isTdsApplicable: terms.isTdsDeductable,
      }),
    ),
    fareSummary({ publishedFare: 0, markup: 0, discount: 0, ...NOTHING_ELSE, ...extras }),
  ];
  const total = fareSummary({ publishedFare: 0, markup: 0, discount: 0, ...NOTHING_ELSE });
  for (const key of ADDED) total[key] = parts.reduce((sum, part) => sum + part[key], 0);
  total.totalPayableAmt = total.totalPayable - total.commissionEarned + total.tds;
  return total;
}

export type SaleSummaryLineKey =
  | 'totalFare'
  | 'serviceFee'
  | 'gstOnServiceFee'
  | 'tds'
  | 'discount'
  | 'totalPayable'
  | 'commissionEarned'
  | 'netPayable';
export interface SaleSummaryLine {
  key: SaleSummaryLineKey;
  label: string;
  /** paise, always as a positive figure; the discount is taken off */
  amount: number;
}

export const SALE_SUMMARY_LABELS: Record<SaleSummaryLineKey, string> = {
  totalFare: 'Total Fare',
  serviceFee: 'Service Fee',
  gstOnServiceFee: 'GST on Service Fee',
  tds: 'TDS',
  discount: 'Discount',
  totalPayable: 'Total Payable',
  commissionEarned: 'Commission Earned',
  netPayable: 'Net Payable',
};

/**
 * Spec §6: staff always, and travel agents when no markup was applied, may toggle Show Details.
 * (Read the other way — staff also only without markup — the markup lines could never show.)
 */
export function canShowSaleDetails(userType: UserType, hasMarkup: boolean): boolean {
  return userType === 'staff' || (userType === 'travelAgent' && !hasMarkup);
}

/**
 * The sale summary panel's lines (spec §6). Without details: total payable only. With details:
 * total fare, then service fee and GST on it if a markup exists, otherwise TDS and discount, then
 * total payable. When a markup and a discount both exist we also show the discount, or the lines
 * would not add up to the total. A buyer who earns commission then sees it taken off, the TDS on it
 * added back (if not already listed) and the net payable they are charged.
 */
export function saleSummaryLines(
  summary: FareSummary,
  options: { canShowDetails: boolean; hasMarkup: boolean },
): SaleSummaryLine[] {
  const line = (key: SaleSummaryLineKey, amount: number): SaleSummaryLine => ({
    key,
    label: SALE_SUMMARY_LABELS[key],
    amount,
  });
  const total = line('totalPayable', summary.totalPayable);
  if (!options.canShowDetails) return [total];
  const middle = options.hasMarkup
    ? [
        line('serviceFee', summary.markup),
        line('gstOnServiceFee', summary.gstOnMarkup),
        ...(summary.discount > 0 ? [line('discount', summary.discount)] : []),
      ]
    : [line('tds', summary.tds), line('discount', summary.discount)];
  const net =
    summary.commissionEarned > 0
      ? [
          line('commissionEarned', summary.commissionEarned),
          ...(options.hasMarkup && summary.tds > 0 ? [line('tds', summary.tds)] : []),
          line('netPayable', summary.totalPayableAmt),
        ]
      : [];
  return [line('totalFare', summary.totalFare), ...middle, total, ...net];
}

/** The fare summary as it travels in answers. */
export const fareSummarySchema = z.object({
  totalFare: z.number(),
  commissionEarned: z.number(),
  markup: z.number(),
  gstOnMarkup: z.number(),
  tds: z.number(),
  discount: z.number(),
  totalPayable: z.number(),
  totalPayableAmt: z.number(),
  currency: z.literal(FARE_CURRENCY),
  baggagePrice: z.number(),
  mealPrice: z.number(),
  txnFee: z.number(),
  userMergeTxnFeeTaxes: z.boolean(),
});
