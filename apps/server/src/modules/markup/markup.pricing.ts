import type { AppliedMarkup, FareDetail, FlightResult } from '@app/contracts';
import { farePayable, PAX_TYPES } from '@app/contracts';
import type { SupplierFare } from '../../suppliers/flight-supplier';
import type { MarkupRuleRow } from './markup.schema';

export type PricingRule = Pick<
  MarkupRuleRow,
  | 'id'
  | 'kind'
  | 'adjustment'
  | 'airlineCode'
  | 'groupId'
  | 'valueType'
  | 'value'
  | 'per'
  | 'scope'
  | 'cabinClass'
  | 'validFrom'
  | 'validTo'
>;

export type PricingContext = {
  /** the buyer's markup group (the site's default group when they have none) */
  groupId: string | null;
  isDomestic: boolean;
  cabinClass: number;
  /** YYYY-MM-DD: rules are valid by the day the fare is sold */
  today: string;
};

/** Rules for one search, narrowed once so pricing 300 results is a map lookup each. */
export type AirlinePricer = {
  /** the markup rule for an airline's fares */
  ruleFor(airlineCode: string): PricingRule | undefined;
  /** the discount rule for an airline's fares, chosen apart from the markup by the same precedence */
  discountFor(airlineCode: string): PricingRule | undefined;
};

const BASIS_POINTS = 10_000;

function applies(rule: PricingRule, ctx: PricingContext) {
  if (rule.groupId !== null && rule.groupId !== ctx.groupId) return false;
  if (rule.scope === 'domestic' && !ctx.isDomestic) return false;
  if (rule.scope === 'international' && ctx.isDomestic) return false;
  if (rule.cabinClass !== null && rule.cabinClass !== ctx.cabinClass) return false;
  if (rule.validFrom !== null && ctx.today < rule.validFrom) return false;
  if (rule.validTo !== null && ctx.today > rule.validTo) return false;
  return true;
}

/** A rule for the buyer's own group beats one for every group. */
const moreSpecific = (a: PricingRule, b: PricingRule) =>
  (a.groupId !== null ? 0 : 1) - (b.groupId !== null ? 0 : 1);

/**
 * The white label's airline-specific rule wins; otherwise the default airline rule (which may
 * itself name an airline, or none for every airline).
 */
function bestByAirline(live: PricingRule[]): (airlineCode: string) => PricingRule | undefined {
  const specific = new Map<string, PricingRule>();
  const defaults = new Map<string, PricingRule>();
  let defaultForAll: PricingRule | undefined;
  for (const rule of live) {
    if (rule.kind === 'airlineSpecific' && rule.airlineCode && !specific.has(rule.airlineCode))
      specific.set(rule.airlineCode, rule);
    if (rule.kind !== 'defaultAirline') continue;
    if (rule.airlineCode) {
      if (!defaults.has(rule.airlineCode)) defaults.set(rule.airlineCode, rule);
    } else defaultForAll ??= rule;
  }
  return (code) => specific.get(code) ?? defaults.get(code) ?? defaultForAll;
}

/**
 * Markups and discounts are picked separately, so an airline's discount never hides the default
 * markup it is meant to reduce, and a default discount never hides an airline's own markup.
 */
export function airlinePricer(rules: PricingRule[], ctx: PricingContext): AirlinePricer {
  const live = rules.filter((r) => applies(r, ctx)).sort(moreSpecific);
  return {
    ruleFor: bestByAirline(live.filter((r) => r.adjustment === 'markup')),
    discountFor: bestByAirline(live.filter((r) => r.adjustment === 'discount')),
  };
}

/** Infants sit on a lap: no per-passenger markup, and so no per-passenger discount either. */
const payingCount = (d: Pick<FareDetail, 'passengerType' | 'passengerCount'>) =>
  d.passengerType === PAX_TYPES.INF ? 0 : d.passengerCount;

/**
 * What a rule (markup or discount) comes to for each passenger type, in paise. A percentage is of
 * the whole published fare (which may hold booking-level charges no passenger type shows), shared
 * by type with the rounding remainder on the adults; a fixed amount per passenger goes on each
 * paying passenger; per booking once, on the adults.
 */
export function markupShares(
  rule: PricingRule | undefined,
  breakdown: SupplierFare['fareBreakdown'],
  totalFare = breakdown.reduce((sum, d) => sum + d.publishedFare, 0),
): number[] {
  if (!rule) return breakdown.map(() => 0);
  if (rule.valueType === 'percentage') {
    const shares = breakdown.map((d) => Math.round((d.publishedFare * rule.value) / BASIS_POINTS));
    const remainder = Math.round((totalFare * rule.value) / BASIS_POINTS) - shares.reduce((a, b) => a + b, 0);
    const adults = breakdown.findIndex((d) => d.passengerType === PAX_TYPES.ADT);
    if (adults >= 0) shares[adults] = (shares[adults] ?? 0) + remainder;
    return shares;
  }
  if (rule.per === 'passenger') return breakdown.map((d) => rule.value * payingCount(d));
  return breakdown.map((d) => (d.passengerType === PAX_TYPES.ADT ? rule.value : 0));
}

const total = (shares: number[]) => shares.reduce((sum, share) => sum + share, 0);

/**
 * The discount of each passenger type, given what the rule asks and the markup of each type. We
 * only ever give away our own markup: the supplier's net fare is what we pay for the seat, so
 * selling under it would lose money on every ticket. A type's discount first uses its own markup;
 * what the cap still allows goes on types with markup to spare, so a per-booking discount (on the
 * adults) can use the children's markup too.
 */
export function cappedDiscountShares(wanted: number[], markup: number[]): number[] {
  let left = Math.min(total(wanted.map((w) => Math.max(0, w))), total(markup));
  const shares = wanted.map((w, i) => Math.max(0, Math.min(w, markup[i] ?? 0)));
  left -= total(shares);
  return shares.map((share, i) => {
    const extra = Math.max(0, Math.min(left, (markup[i] ?? 0) - share));
    left -= extra;
    return share + extra;
  });
}

/** The rule discount a priced fare carries; fares priced before discounts counted carry none. */
export const discountOf = (fare: Pick<FlightResult, 'discount'>) => fare.discount?.amount ?? 0;

const applied = (rule: PricingRule | undefined, shares: number[]): AppliedMarkup => ({
  ruleId: rule?.id ?? null,
  amount: total(shares),
});

/**
 * The fare a user sees: the supplier's price plus our markup (the service fee) and the GST on it,
 * less our discount, with the rules that made it: the total payable from the first screen on, and
 * the amount an order of it charges. Discount percentages are of the supplier's fare, like markup
 * ones, so 5% off means 5% of the same figure whichever rule it is set against.
 */
export function priceFare(fare: SupplierFare, pricer: AirlinePricer): FlightResult {
  const markupRule = pricer.ruleFor(fare.airlineCode);
  const discountRule = pricer.discountFor(fare.airlineCode);
  const markup = markupShares(markupRule, fare.fareBreakdown, fare.publishedFare);
  const discount = cappedDiscountShares(
    markupShares(discountRule, fare.fareBreakdown, fare.publishedFare),
    markup,
  );
  // Named fields, not spreads: this runs for every result of every page, and copying a fare by spread
  // cost ~15 µs where this literal costs well under one (bench/README.md, issue 25). `satisfies`
  // makes a field added to the fare a compile error here until it is copied too. The order is the
  // fare's own, so the page's JSON reads as before.
  const priced = {
    resultIndex: fare.resultIndex,
    traceId: fare.traceId,
    source: fare.source,
    isLcc: fare.isLcc,
    isRefundable: fare.isRefundable,
    airlineCode: fare.airlineCode,
    airlineName: fare.airlineName,
    segments: fare.segments,
    currency: fare.currency,
    publishedFare: fare.publishedFare,
    commissionEarned: fare.commissionEarned,
    fareBreakdown: fare.fareBreakdown.map((d, i) => ({
      passengerType: d.passengerType,
      passengerCount: d.passengerCount,
      baseFare: d.baseFare,
      tax: d.tax,
      offeredOtherCharges: d.offeredOtherCharges,
      publishedFare: d.publishedFare,
      publishedPrice: d.publishedFare + (markup[i] ?? 0) - (discount[i] ?? 0),
    })) satisfies Record<keyof FareDetail, unknown>[],
    fareFamily: fare.fareFamily,
    seatsAvailable: fare.seatsAvailable,
    lastTicketDate: fare.lastTicketDate,
    airlineRemark: fare.airlineRemark,
    supplierSource: fare.supplierSource,
    documents: fare.documents,
    markup: applied(markupRule, markup),
    // Always set, so re-pricing a fare priced for another group never keeps that group's discount.
    discount: applied(discountRule, discount),
    publishedPrice: farePayable({
      publishedFare: fare.publishedFare,
      markup: total(markup),
      discount: total(discount),
    }),
  } satisfies Record<keyof FlightResult, unknown>;
  return priced;
}

/** A calendar day's fare for one adult as that adult would pay it: markup, GST on it, discount. */
export function priceOneAdult(fare: number, airlineCode: string, pricer: AirlinePricer) {
  const adult: SupplierFare['fareBreakdown'] = [
    {
      passengerType: PAX_TYPES.ADT,
      passengerCount: 1,
      baseFare: fare,
      tax: 0,
      offeredOtherCharges: 0,
      publishedFare: fare,
    },
  ];
  const markup = markupShares(pricer.ruleFor(airlineCode), adult);
  const discount = cappedDiscountShares(markupShares(pricer.discountFor(airlineCode), adult), markup);
  return farePayable({ publishedFare: fare, markup: total(markup), discount: total(discount) });
}
