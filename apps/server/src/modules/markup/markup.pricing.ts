import type { FareDetail, FlightResult } from '@app/contracts';
import { PAX_TYPES } from '@app/contracts';
import type { SupplierFare } from '../../suppliers/flight-supplier';
import type { MarkupRuleRow } from './markup.schema';

export type PricingRule = Pick<
  MarkupRuleRow,
  | 'id'
  | 'kind'
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
export type AirlinePricer = { ruleFor(airlineCode: string): PricingRule | undefined };

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
 * The white label's airline-specific markup wins; otherwise the default airline markup (which may
 * itself name an airline, or none for every airline).
 */
export function airlinePricer(rules: PricingRule[], ctx: PricingContext): AirlinePricer {
  const live = rules.filter((r) => applies(r, ctx)).sort(moreSpecific);
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
  return { ruleFor: (code) => specific.get(code) ?? defaults.get(code) ?? defaultForAll };
}

/** Infants sit on a lap and pay no per-passenger markup. */
const payingCount = (d: Pick<FareDetail, 'passengerType' | 'passengerCount'>) =>
  d.passengerType === PAX_TYPES.INF ? 0 : d.passengerCount;

/**
 * The markup of each passenger type, in paise. A percentage is of the whole published fare (which
 * may hold booking-level charges no passenger type shows), shared by type with the rounding
 * remainder on the adults; a fixed amount per passenger goes on each paying passenger; per booking
 * once, on the adults.
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

/** The fare a user sees: the supplier's price plus our markup, with the rule that made it. */
export function priceFare(fare: SupplierFare, pricer: AirlinePricer): FlightResult {
  const rule = pricer.ruleFor(fare.airlineCode);
  const shares = markupShares(rule, fare.fareBreakdown, fare.publishedFare);
  const amount = shares.reduce((sum, share) => sum + share, 0);
  return {
    ...fare,
    fareBreakdown: fare.fareBreakdown.map((d, i) => ({
      ...d,
      publishedPrice: d.publishedFare + (shares[i] ?? 0),
    })),
    markup: { ruleId: rule?.id ?? null, amount },
    publishedPrice: fare.publishedFare + amount,
  };
}

/** A calendar day's fare for one adult with the markup that adult would pay. */
export function priceOneAdult(fare: number, airlineCode: string, pricer: AirlinePricer) {
  const [share = 0] = markupShares(pricer.ruleFor(airlineCode), [
    {
      passengerType: PAX_TYPES.ADT,
      passengerCount: 1,
      baseFare: fare,
      tax: 0,
      offeredOtherCharges: 0,
      publishedFare: fare,
    },
  ]);
  return fare + share;
}
