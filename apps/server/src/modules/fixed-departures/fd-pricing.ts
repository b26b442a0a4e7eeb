import { type FdFares, farePayable, PAX_TYPES } from '@app/contracts';
import {
  type AirlinePricer,
  airlinePricer,
  cappedDiscountShares,
  markupShares,
  type PricingContext,
  type PricingRule,
} from '../markup/markup.pricing';

/** How many travel of each type. */
export type Party = { adults: number; children: number; infants: number };

/** A departure's net fares per passenger type, paise. */
export type NetFares = { fareAdult: number; fareChild: number; fareInfant: number; airlineCode: string };

/**
 * The FD markup and discount rules (kind fixedDeparture) as a pricer: a rule naming the departure's
 * airline beats one for every airline, and the buyer group's beats one for every group — the same
 * precedence as airline fares (decision 0035 keeps one pricing for both).
 */
export const fdPricer = (rules: PricingRule[], ctx: PricingContext): AirlinePricer =>
  airlinePricer(
    rules.filter((r) => r.kind === 'fixedDeparture').map((r) => ({ ...r, kind: 'defaultAirline' as const })),
    ctx,
  );

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * What a party pays for a departure, with its parts in paise: the net fares, our markup (per
 * passenger, per booking or a percentage of the net, as the rule says), the GST on it and our
 * discount (never more than our markup). Pure.
 */
export function fdQuote(dep: NetFares, party: Party, pricer: AirlinePricer) {
  const breakdown = [
    {
      passengerType: PAX_TYPES.ADT,
      passengerCount: party.adults,
      publishedFare: dep.fareAdult * party.adults,
    },
    {
      passengerType: PAX_TYPES.CHD,
      passengerCount: party.children,
      publishedFare: dep.fareChild * party.children,
    },
    {
      passengerType: PAX_TYPES.INF,
      passengerCount: party.infants,
      publishedFare: dep.fareInfant * party.infants,
    },
  ].map((d) => ({ ...d, baseFare: d.publishedFare, tax: 0, offeredOtherCharges: 0 }));
  const markup = markupShares(pricer.ruleFor(dep.airlineCode), breakdown);
  const discount = cappedDiscountShares(markupShares(pricer.discountFor(dep.airlineCode), breakdown), markup);
  const net = sum(breakdown.map((d) => d.publishedFare));
  const total = farePayable({ publishedFare: net, markup: sum(markup), discount: sum(discount) });
  return {
    net,
    markup: sum(markup),
    discount: sum(discount),
    gstOnMarkup: total - net - sum(markup) + sum(discount),
    total,
    markupRuleId: pricer.ruleFor(dep.airlineCode)?.id ?? null,
  };
}

/** The price of one traveller of each type alone, as the listing shows it. */
export function fdFaresFor(dep: NetFares, pricer: AirlinePricer): FdFares {
  const one = (party: Party) => fdQuote(dep, party, pricer).total;
  return {
    adult: one({ adults: 1, children: 0, infants: 0 }),
    // A child or an infant never travels alone: their price is what they add to an adult's.
    child: one({ adults: 1, children: 1, infants: 0 }) - one({ adults: 1, children: 0, infants: 0 }),
    infant: one({ adults: 1, children: 0, infants: 1 }) - one({ adults: 1, children: 0, infants: 0 }),
  };
}

/** A party from its passengers' types. */
export const partyOf = (passengers: readonly { paxType: number }[]): Party => ({
  adults: passengers.filter((p) => p.paxType === PAX_TYPES.ADT).length,
  children: passengers.filter((p) => p.paxType === PAX_TYPES.CHD).length,
  infants: passengers.filter((p) => p.paxType === PAX_TYPES.INF).length,
});
