import type { TboOperation } from '@app/tbo-air';

/**
 * The `realShapes` fault: an answer written the way real TBO writes it (decision 0069 §1–2) rather
 * than the way our schemas first expected, so the adapter can be driven through every variation at
 * once. Deterministic: the same answer always comes out the same.
 * - numbers as numeric strings (not the envelope's ResponseStatus and ErrorCode, which TBO never
 *   quotes; not Search, whose answer is checked where it is read, nor the flat GetAgencyBalance);
 * - '' becomes null for AirlineRemark, FareRestriction, Terminal and AirlinePNR;
 * - LastTicketDate in the GDS style, '31AUG24';
 * - a ticketed itinerary answers Status 5, as TBO does, and its segments no NoOfSeatAvailable;
 * - a partial cancellation's TicketCRInfo leaves TicketId out.
 */
const EMPTY_IS_NULL = new Set(['AirlineRemark', 'FareRestriction', 'Terminal', 'AirlinePNR']);
const KEPT_NUMBERS = new Set(['ResponseStatus', 'ErrorCode']);
const BOOKED = new Set<TboOperation>(['Book', 'Ticket', 'GetBookingDetails']);
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** The sandbox's own "ticketed", and what TBO answers for it. */
const SANDBOX_TICKETED = 2;
const TBO_TICKETED = 5;

/** '2024-08-31T23:59:00' → '31AUG24' */
function gdsDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}${MONTHS[Number(month) - 1]}${year?.slice(2)}`;
}

export function realShapes(operation: TboOperation, answer: unknown): unknown {
  const quote = operation !== 'Search' && operation !== 'GetAgencyBalance';
  const partial = operation === 'SendChangeRequest';
  function walk(value: unknown, key: string): unknown {
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (typeof value === 'number') return quote && !KEPT_NUMBERS.has(key) ? String(value) : value;
    if (value === '' && EMPTY_IS_NULL.has(key)) return null;
    if (key === 'LastTicketDate' && typeof value === 'string') return gdsDate(value);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).filter(([name]) => {
      if (name === 'NoOfSeatAvailable') return !BOOKED.has(operation);
      // A partial cancellation's requests carry no ChangeRequestStatus; only those lose TicketId.
      if (name === 'TicketId' && key === 'TicketCRInfo') return !partial || 'ChangeRequestStatus' in value;
      return true;
    });
    return Object.fromEntries(
      entries.map(([name, field]) => {
        if (key === 'FlightItinerary' && name === 'Status' && field === SANDBOX_TICKETED)
          return [name, TBO_TICKETED];
        // The itinerary's Status is an enum TBO sends as a number.
        if (key === 'FlightItinerary' && name === 'Status') return [name, field];
        return [name, walk(field, name)];
      }),
    );
  }
  return walk(answer, '');
}

/**
 * The `bookingStatus=N` fault: every itinerary answers Status N, so a test can drive a status TBO
 * does not document (or 5 with no tickets) through the adapter and what consumes its bookings.
 */
export function withBookingStatus(answer: unknown, status: number): unknown {
  if (Array.isArray(answer)) return answer.map((item) => withBookingStatus(item, status));
  if (typeof answer !== 'object' || answer === null) return answer;
  return Object.fromEntries(
    Object.entries(answer).map(([name, field]) => [
      name,
      name === 'FlightItinerary' && typeof field === 'object' && field !== null
        ? { ...field, Status: status }
        : withBookingStatus(field, status),
    ]),
  );
}
