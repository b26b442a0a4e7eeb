import {
  type BookingPassenger,
  type FareDocuments,
  type FareRule,
  FLIGHT_MSG,
  fareDocumentsOf,
  passengersSchema,
  pricedFareOf,
  type SearchBy,
  type SsrOption,
  tripConvenienceFee,
  tripFareSummary,
  VALIDATE_BOOKING_MSG,
  type ValidateBookingResult,
} from '@app/contracts';
import { badRequest, notFound } from '../../platform/errors';
import type { Buyer } from '../flights/flight-pricing';
import type { SearchCache } from '../flights/search-cache';
import { todayInSalesZone } from '../flights/travel-dates';
import type { ChosenExtra } from './bookings.schema';
import type { FareQuoteService } from './fare-quote.service';
import { extrasPrice } from './order-fulfilment';

type Deps = { searches: SearchCache; quotes: FareQuoteService; now?: () => Date };
type Request = { searchId: string; resultIndexes: string[]; passengers: BookingPassenger[] };
type Leg = { baggage: SsrOption[]; meals: SsrOption[] };

/** The last day of the trip: ages and passport validity are measured on it. */
const lastTravelDate = (searchBy: SearchBy) =>
  (searchBy.segments.at(-1)?.preferredDepartureTime ?? '').slice(0, 10);

function checkCounts(searchBy: SearchBy, passengers: BookingPassenger[]) {
  const count = (type: number) => passengers.filter((p) => p.paxType === type).length;
  const { adultCount, childCount, infantCount } = searchBy;
  if (count(1) !== adultCount || count(2) !== childCount || count(3) !== infantCount)
    throw badRequest(VALIDATE_BOOKING_MSG.countsMismatch(adultCount, childCount, infantCount));
}

/**
 * The passengers against the rules of a trip ending on `travelDate` (ages, the lead's contact, a
 * passport abroad): a 400 naming each field otherwise. Every product's passenger form uses it.
 */
export function checkPassengers(
  passengers: BookingPassenger[],
  trip: { travelDate: string; international: boolean; today: string; fare?: FareDocuments },
) {
  const schema = passengersSchema(trip.travelDate, trip.international, {
    today: trip.today,
    fare: trip.fare,
  });
  const result = schema.safeParse(passengers);
  if (result.success) return;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[['passengers', ...issue.path].join('.')] ??= issue.message;
  throw badRequest(VALIDATE_BOOKING_MSG.invalidPassengers, errors);
}

/** Finds the chosen extras; a code the airline does not offer on that leg is a field error. */
function chosenExtras(legs: Leg[], passengers: BookingPassenger[]): ChosenExtra[] {
  const errors: Record<string, string> = {};
  const chosen: ChosenExtra[] = [];
  passengers.forEach((p, i) => {
    for (const kind of ['baggage', 'meals'] as const) {
      (p[kind] ?? []).forEach((code, leg) => {
        if (!code) return;
        const option = legs[leg]?.[kind].find((o) => o.code === code);
        if (option) chosen.push({ passenger: i, leg, kind, option });
        else errors[`passengers.${i}.${kind}.${leg}`] ??= VALIDATE_BOOKING_MSG.unknownExtra;
      });
    }
  });
  if (Object.keys(errors).length > 0) throw badRequest(VALIDATE_BOOKING_MSG.unknownExtra, errors);
  return chosen;
}

/** api/validateBooking: the passenger details checked against the search they book, and the total. */
export function createValidateBookingService({ searches, quotes, now = () => new Date() }: Deps) {
  /** Extras of every leg of the trip in order; a pair's outbound fare comes first. */
  async function legsOf(buyer: Buyer, searchId: string, fares: { resultIndex: string; legs: number }[]) {
    const perFare = await Promise.all(
      fares.map(async ({ resultIndex, legs }) => {
        const ssr = await quotes.ssr(buyer, searchId, resultIndex);
        return Array.from({ length: legs }, (_, l) => ({
          baggage: ssr.baggage[l] ?? [],
          meals: ssr.meals[l] ?? [],
        }));
      }),
    );
    return perFare.flat();
  }

  /** Everything a booking is made of, checked: the fares as quoted now, and the chosen extras. */
  async function prepare(buyer: Buyer, request: Request) {
    const meta = await searches.meta(buyer.siteId, request.searchId);
    if (!meta) throw notFound(FLIGHT_MSG.searchNotFound);
    // The quote answers 404 (resultNotFound) for a fare not in this search, and the price to pay now.
    const quoted = await Promise.all(
      request.resultIndexes.map((resultIndex) => quotes.fareQuote(buyer, request.searchId, resultIndex)),
    );
    checkCounts(meta.searchBy, request.passengers);
    checkPassengers(request.passengers, {
      travelDate: lastTravelDate(meta.searchBy),
      international: !meta.searchBy.isDomestic,
      today: todayInSalesZone(now()),
      fare: fareDocumentsOf(quoted.map((q) => q.fare)),
    });
    const wantsExtras = request.passengers.some((p) =>
      [...(p.baggage ?? []), ...(p.meals ?? [])].some(Boolean),
    );
    const legs = wantsExtras
      ? await legsOf(
          buyer,
          request.searchId,
          quoted.map((q) => ({ resultIndex: q.fare.resultIndex, legs: q.fare.segments.length })),
        )
      : [];
    const fares = quoted.map((q) => q.fare);
    // The site's convenience fee for this buyer, once per booking (decision 0042).
    const txnFee = tripConvenienceFee(
      quoted[0]?.convenienceFee,
      fares.map(pricedFareOf),
      request.passengers.length,
    );
    return { meta, fares, extras: chosenExtras(legs, request.passengers), txnFee };
  }

  return {
    prepare,

    /**
     * Each fare's rules as quoted, kept with the order for the e-ticket. They are informational:
     * a supplier that cannot answer them now costs the e-ticket its rules, not the customer the sale.
     */
    async quotedFareRules(buyer: Buyer, searchId: string, resultIndexes: string[]): Promise<FareRule[][]> {
      return Promise.all(
        resultIndexes.map((resultIndex) =>
          quotes.fareRules(buyer, searchId, resultIndex).catch((): FareRule[] => []),
        ),
      );
    },

    async validate(buyer: Buyer, request: Request): Promise<ValidateBookingResult> {
      const { fares, extras, txnFee } = await prepare(buyer, request);
      // The order will charge exactly this: the same arithmetic on the same fares, extras and fee.
      const { totalPayable } = tripFareSummary(fares.map(pricedFareOf), { ...extrasPrice(extras), txnFee });
      return { valid: true, totalPayable, passengers: request.passengers.length };
    },
  };
}
export type ValidateBookingService = ReturnType<typeof createValidateBookingService>;
