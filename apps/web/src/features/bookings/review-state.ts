import {
  type FareQuote,
  type FareSummary,
  fareSummary,
  type PassengerInput,
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
): FareSummary {
  return fareSummary({
    publishedFare: quotes.reduce((sum, q) => sum + q.fare.publishedFare, 0),
    markup: quotes.reduce((sum, q) => sum + q.fare.markup.amount, 0),
    // The discount rule's, already taken off the price shown; the server charges the same.
    discount: quotes.reduce((sum, q) => sum + (q.fare.discount?.amount ?? 0), 0),
    commissionEarned: 0,
    baggagePrice: priceOf(passengers, 'baggage', legs),
    mealPrice: priceOf(passengers, 'meals', legs),
    txnFee: 0,
  });
}

/** Holding is for GDS fares only, and only for users allowed to hold. */
export const canHold = (quotes: readonly FareQuote[], isFlightHoldAllowed: boolean) =>
  isFlightHoldAllowed && quotes.length > 0 && quotes.every((q) => !q.fare.isLcc);
