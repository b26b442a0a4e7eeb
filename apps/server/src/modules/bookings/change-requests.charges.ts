import { type FareRule, type FlightResult, type Segment, zonedTimeToUtc } from '@app/contracts';
import type { FlightSupplier } from '../../suppliers/flight-supplier';

/**
 * Where an airport cannot be placed, its time is read in the earliest zone on Earth (UTC+14): the
 * departure then seems as near as it can be, so the estimate errs towards the dearer fee band.
 */
export const EARLIEST_ZONE = 'Pacific/Kiritimati';

/**
 * For suppliers without a cancellation-charge call, api/getCC estimates from what the booking
 * stored, the way the airline's rules read:
 * a non-refundable fare forfeits its whole base fare; a refundable one costs the fare rule's fee
 * for the time left before departure, per passenger per sector. Whatever cannot be read from the
 * rules is charged as the whole base fare: the estimate may be high, never falsely reassuring.
 * The supplier's own figure replaces it once the request completes (api/getCRStatus).
 * Departure times are the airport's wall clock: `timeZoneOf` names the zone of an airport code.
 */
export function estimateCancellationCharge(
  booking: { fare: FlightResult; fareRules: FareRule[]; segments: Segment[]; passengerCount: number },
  now: Date,
  timeZoneOf: (airportCode: string) => string | undefined,
): number {
  const baseFare = booking.fare.fareBreakdown.reduce((sum, d) => sum + d.baseFare, 0);
  if (!booking.fare.isRefundable || booking.fareRules.length === 0) return baseFare;
  const first = booking.segments[0];
  const departure = first
    ? zonedTimeToUtc(first.departureTime, timeZoneOf(first.originAirportCode) ?? EARLIEST_ZONE)
    : now;
  const hoursLeft = (departure.getTime() - now.getTime()) / 3_600_000;
  let total = 0;
  for (const rule of booking.fareRules) {
    const fee = cancellationFeeOf(rule.fareRuleDetail, hoursLeft);
    if (fee === null) return baseFare;
    total += fee * booking.passengerCount;
  }
  return Math.min(total, booking.fare.publishedFare);
}

/** Fee rows of the rule table, in the order airlines print them: > 72 h, 4–72 h, < 4 h. */
const WINDOWS = [/more than 72/i, /4 to 72/i, /less than 4/i];
const ROW = /<tr>\s*<td>([^<]*)<\/td>\s*<td>([^<]*)<\/td>/gi;

/** Paise per passenger per sector, or null when the rule says no refund or cannot be read. */
export function cancellationFeeOf(html: string, hoursLeft: number): number | null {
  const window = hoursLeft > 72 ? 0 : hoursLeft >= 4 ? 1 : 2;
  for (const [, label = '', fee = ''] of html.matchAll(ROW)) {
    if (!WINDOWS[window]?.test(label)) continue;
    if (/free/i.test(fee)) return 0;
    const amount = /([\d,]+(?:\.\d+)?)/.exec(fee)?.[1];
    return amount ? Math.round(Number(amount.replaceAll(',', '')) * 100) : null;
  }
  return null;
}

/**
 * What api/getCC shows: the airline's own figure when the supplier can quote it (TBO's
 * GetCancellationCharges), the estimate from the fare rules only when it cannot.
 */
export async function cancellationChargeOf(
  supplier: Pick<FlightSupplier, 'capabilities' | 'cancellationCharges'>,
  booking: Parameters<typeof estimateCancellationCharge>[0] & { supplierBookingId: number | null },
  context: { now: Date; endUserIp: string; timeZoneOf: (airportCode: string) => string | undefined },
): Promise<number> {
  if (!supplier.capabilities.cancellationCharges || booking.supplierBookingId === null)
    return estimateCancellationCharge(booking, context.now, context.timeZoneOf);
  const quoted = await supplier.cancellationCharges({
    bookingId: String(booking.supplierBookingId),
    endUserIp: context.endUserIp,
  });
  return quoted.cancellationCharge;
}

/**
 * The site's cancellation fee on each request the airline opened (decision 0056): the airline opens
 * one per ticket, and each carries the fee of the passengers cancelled on its ticket. A passenger on
 * no opened ticket is charged on the first, so the requests add up to the fee the customer was shown.
 */
export function feesPerRequest(
  feePerPassenger: number,
  cancelledTickets: readonly (number | null)[],
  openedTickets: readonly (number | null)[],
): number[] {
  const fees = openedTickets.map(() => 0);
  if (fees.length === 0) return fees;
  for (const ticket of cancelledTickets) {
    const at = Math.max(ticket === null ? -1 : openedTickets.indexOf(ticket), 0);
    fees[at] = (fees[at] ?? 0) + feePerPassenger;
  }
  return fees;
}
