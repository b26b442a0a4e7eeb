import {
  type CommissionTerms,
  type FareQuote,
  type FareSummary,
  NO_COMMISSION,
  type PassengerInput,
  pricedFareOf,
  tripConvenienceFee,
  tripFareSummary,
  validateBookingRequest,
} from '@app/contracts';
import { z } from 'zod';
import type { LegExtras } from './passenger-form';

/** What the passenger step hands over in router state: the checked request and its total. */
const reviewState = validateBookingRequest.extend({ totalPayable: z.number() });
export type ReviewState = z.infer<typeof reviewState>;

/** The router state, or null when the page was opened without it (a reload, a bookmark). */
export function readReviewState(state: unknown): ReviewState | null {
  const parsed = reviewState.safeParse(state);
  return parsed.success ? parsed.data : null;
}

type Kind = 'baggage' | 'meals';
const chosen = (p: Pick<PassengerInput, Kind>, kind: Kind, legs: readonly LegExtras[]) =>
  (p[kind] ?? []).flatMap((code, l) => {
    const leg = legs[l];
    const option = leg?.[kind].find((o) => o.code === code);
    return leg && option ? [{ leg: leg.label, option }] : [];
  });

/** A passenger's extras as lines to read: 'DEL → BOM: 15 Kg extra'. */
export const extrasOf = (p: Pick<PassengerInput, Kind>, legs: readonly LegExtras[]): string[] =>
  (['baggage', 'meals'] as const).flatMap((kind) =>
    chosen(p, kind, legs).map(({ leg, option }) => `${leg}: ${option.description}`),
  );

const priceOf = (passengers: readonly PassengerInput[], kind: Kind, legs: readonly LegExtras[]) =>
  passengers.reduce((sum, p) => sum + chosen(p, kind, legs).reduce((s, c) => s + c.option.price, 0), 0);

/** The fare summary (spec §3) of the quoted fares and the extras chosen on the passenger step. */
export function reviewFareSummary(
  quotes: readonly FareQuote[],
  passengers: readonly PassengerInput[],
  legs: readonly LegExtras[],
  terms: CommissionTerms = NO_COMMISSION,
): FareSummary {
  // The same arithmetic the order charges with: each fare as its price was shown, plus the extras,
  // and the commission the buyer earns on it.
  const fares = quotes.map((q) => pricedFareOf(q.fare));
  return tripFareSummary(
    fares,
    {
      baggagePrice: priceOf(passengers, 'baggage', legs),
      mealPrice: priceOf(passengers, 'meals', legs),
      // The site's convenience fee for this buyer, as the order will charge it (decision 0042).
      txnFee: tripConvenienceFee(quotes[0]?.convenienceFee, fares, passengers.length),
    },
    terms,
  );
}

/** Holding is for GDS fares only, and only for users allowed to hold. */
export const canHold = (quotes: readonly FareQuote[], isFlightHoldAllowed: boolean) =>
  isFlightHoldAllowed && quotes.length > 0 && quotes.every((q) => !q.fare.isLcc);
