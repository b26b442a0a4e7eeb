import type { BookingPassenger, FareRule, FlightResult } from '@app/contracts';
import {
  type FlightSupplier,
  type SupplierBooking,
  SupplierError,
  type SupplierPassenger,
} from '../../suppliers/flight-supplier';
import type { ChosenExtra, OrderDetails, TicketedPassenger } from './bookings.schema';

/**
 * What one leg of an order came to at the supplier: booked, refused, or unconfirmed — the ticket
 * call's answer never came (a timeout, a dropped connection), so only the supplier knows whether it
 * issued the ticket; it is asked again (`check-flight-booking`), never taken as a failure.
 */
export type LegOutcome =
  | { state: 'booked'; legIndex: number; fare: FlightResult; booking: SupplierBooking }
  | { state: 'failed'; legIndex: number; fare: FlightResult; reason: string; code: number | null }
  | {
      state: 'unconfirmed';
      legIndex: number;
      fare: FlightResult;
      reason: string;
      /** the hold made before the unanswered ticket call, if the fare was held first */
      held: SupplierBooking | null;
    };

/**
 * Whether a call may have done its work though we heard no answer: a timeout, an unreachable or
 * failing supplier mid-call, an answer we could not read, or a fault of our own after the call.
 */
export const unanswered = (error: unknown) =>
  !(error instanceof SupplierError) || error.kind === 'timeout' || error.kind === 'unavailable';

/**
 * The rules to keep on a booked leg: the supplier's booking answer when it carries their text
 * (it often sends only origin, destination and fare basis), else the rules quoted for the order.
 */
export function fareRulesToKeep(booked: FareRule[], quoted: FareRule[] | undefined): FareRule[] {
  if (booked.some((r) => r.fareRuleDetail.trim() !== '') || !quoted?.length) return booked;
  return quoted;
}

/** What the chosen baggage and meals of a trip cost, paise. */
export function extrasPrice(extras: readonly ChosenExtra[]) {
  const of = (kind: ChosenExtra['kind']) =>
    extras.filter((e) => e.kind === kind).reduce((sum, e) => sum + e.option.price, 0);
  return { baggagePrice: of('baggage'), mealPrice: of('meals') };
}

/** Each passenger's share of the quoted fare for their type: the airline checks it against its own. */
function fareShare(fare: FlightResult, paxType: 1 | 2 | 3) {
  const part = fare.fareBreakdown.find((d) => d.passengerType === paxType);
  const count = Math.max(1, part?.passengerCount ?? 1);
  return { baseFare: Math.round((part?.baseFare ?? 0) / count), tax: Math.round((part?.tax ?? 0) / count) };
}

/** The trip-wide leg numbers a fare covers: a return pair's inbound fare starts after the outbound's legs. */
export function legsOfFare(fares: FlightResult[], fareIndex: number) {
  const first = fares.slice(0, fareIndex).reduce((n, f) => n + f.segments.length, 0);
  return Array.from({ length: fares[fareIndex]?.segments.length ?? 0 }, (_, i) => first + i);
}

export function supplierPassengers(
  passengers: BookingPassenger[],
  fare: FlightResult,
  extras: ChosenExtra[],
  legs: number[],
): SupplierPassenger[] {
  return passengers.map((p, i) => {
    const mine = (kind: 'baggage' | 'meals') =>
      extras.filter((e) => e.passenger === i && e.kind === kind && legs.includes(e.leg)).map((e) => e.option);
    return {
      title: p.title,
      firstName: p.firstName,
      lastName: p.lastName,
      paxType: p.paxType,
      gender: p.gender === 2 ? 2 : 1,
      dateOfBirth: p.dateOfBirth || undefined,
      contactNo: p.mobileNo,
      email: p.email,
      addressLine1: p.addressLine1,
      city: p.city,
      countryCode: p.countryCode,
      passportNo: p.passportNo,
      passportIssueDate: p.passportIssueDate,
      passportExpiry: p.passportExpiry,
      passportIssueCountryCode: p.passportIssueCountryCode,
      pan: p.pan || undefined,
      isLead: i === 0,
      fare: fareShare(fare, p.paxType),
      baggage: mine('baggage'),
      meals: mine('meals'),
    };
  });
}

/** The passengers as entered, with the tickets and barcodes the airline issued. */
export function ticketedPassengers(
  passengers: BookingPassenger[],
  booking: SupplierBooking,
): TicketedPassenger[] {
  return passengers.map((p, i) => ({
    ...p,
    ticket: booking.passengers[i]?.ticket ?? null,
    barcodes: booking.passengers[i]?.barcodes ?? [],
  }));
}

/** Why a leg failed, with the supplier's own error code (staff need it to chase the supplier). */
export const failureOf = (error: unknown) =>
  error instanceof SupplierError
    ? { reason: error.message, code: error.code ?? null }
    : { reason: 'the airline system failed', code: null };

/** Why a leg whose booking status the supplier did not document waits for the supplier to be asked again. */
export const UNKNOWN_STATUS = 'the airline answered a booking status we do not know';
const PRICE_CHANGED = { reason: 'the airline changed the price while booking', code: null };
const CANNOT_HOLD = { reason: 'this supplier cannot hold a booking; book and pay to ticket it', code: null };

/**
 * Books every fare of an order: a low-cost fare is ticketed at once; a GDS fare is held, then
 * ticketed unless the user chose to hold it. A price change at booking is a failure (the user
 * paid the quoted price), and a hold left behind by one is released.
 */
export async function bookLegs(
  supplier: FlightSupplier,
  details: OrderDetails,
  options: { hold: boolean; endUserIp: string },
): Promise<LegOutcome[]> {
  const outcomes: LegOutcome[] = [];
  for (const [legIndex, fare] of details.fares.entries()) {
    const passengers = supplierPassengers(
      details.passengers,
      fare,
      details.extras,
      legsOfFare(details.fares, legIndex),
    );
    const ref = { traceId: fare.traceId, endUserIp: options.endUserIp };
    // Set once the call that issues the ticket is made: from then on, no answer is not a failure.
    let ticketing = false;
    let held: SupplierBooking | null = null;
    try {
      let booking: SupplierBooking;
      // Without a hold call a GDS fare is ticketed at once, like a low-cost one; a hold asked of
      // such a supplier fails here, before anything is booked.
      if (options.hold && !fare.isLcc && !supplier.capabilities.hold) {
        outcomes.push({ state: 'failed', legIndex, fare, ...CANNOT_HOLD });
        continue;
      }
      if (fare.isLcc || !supplier.capabilities.hold) {
        ticketing = true;
        booking = await supplier.ticket({
          kind: 'direct',
          ...ref,
          resultIndex: fare.resultIndex,
          passengers,
        });
      } else {
        held = await supplier.hold({ ...ref, resultIndex: fare.resultIndex, passengers });
        if (held.isPriceChanged) {
          await supplier.release({
            bookingId: held.bookingId,
            supplierSource: held.supplierSource,
            endUserIp: options.endUserIp,
          });
          outcomes.push({ state: 'failed', legIndex, fare, ...PRICE_CHANGED });
          continue;
        }
        ticketing = !options.hold;
        booking = options.hold
          ? held
          : await supplier.ticket({ kind: 'held', ...ref, bookingId: held.bookingId, pnr: held.pnr });
      }
      // A status the supplier does not document is no answer: asked again, never read as a failure.
      if (booking.status === 'unknown') {
        outcomes.push({ state: 'unconfirmed', legIndex, fare, reason: UNKNOWN_STATUS, held: booking });
        continue;
      }
      if (booking.isPriceChanged && booking.status !== 'ticketed') {
        outcomes.push({ state: 'failed', legIndex, fare, ...PRICE_CHANGED });
        continue;
      }
      outcomes.push({ state: 'booked', legIndex, fare, booking });
    } catch (error) {
      if (ticketing && unanswered(error))
        outcomes.push({ state: 'unconfirmed', legIndex, fare, reason: failureOf(error).reason, held });
      else outcomes.push({ state: 'failed', legIndex, fare, ...failureOf(error) });
    }
  }
  return outcomes;
}
