import { z } from 'zod';

/** One flight flown (spec §3 segment). Times are local to the airport: YYYY-MM-DDTHH:mm:ss. */
export const segment = z.object({
  airlineName: z.string(),
  airlineCode: z.string(),
  flightNumber: z.string(),
  fareClass: z.string(),
  originAirportCode: z.string(),
  originAirportName: z.string(),
  originCityName: z.string(),
  originTerminal: z.string(),
  destinationAirportCode: z.string(),
  destinationAirportName: z.string(),
  destinationCityName: z.string(),
  destinationCityCode: z.string(),
  destinationTerminal: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  /** minutes in the air */
  duration: z.number(),
  /** minutes on the ground before this flight (0 for the first) */
  groundTime: z.number(),
  flightStatus: z.string(),
  baggage: z.string(),
  cabinBaggage: z.string(),
  airlinePnr: z.string().nullable(),
  operatingCarrier: z.string(),
  craft: z.string(),
  stopPoint: z.string(),
  stopPointArrivalTime: z.string().nullable(),
  stopPointDepartureTime: z.string().nullable(),
});
export type Segment = z.infer<typeof segment>;

/** Money is integer paise (DESIGN: no float money). */
export const fareDetail = z.object({
  passengerType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  passengerCount: z.number(),
  baseFare: z.number(),
  tax: z.number(),
  offeredOtherCharges: z.number(),
  /** baseFare + tax + other charges for all passengers of this type, before our markup */
  publishedFare: z.number(),
  /** publishedFare plus this type's share of the markup, less its share of the discount (before GST) */
  publishedPrice: z.number(),
});
export type FareDetail = z.infer<typeof fareDetail>;

/** The markup (or discount) rule that priced a result, kept so booking charges exactly what was shown. */
export const appliedMarkup = z.object({
  ruleId: z.string().nullable(),
  /** the rule's total for the booking, paise */
  amount: z.number(),
});
export type AppliedMarkup = z.infer<typeof appliedMarkup>;

export const flightResult = z.object({
  resultIndex: z.string(),
  traceId: z.string(),
  source: z.string(),
  /**
   * The supplier's own number for the system the fare lives in (TBO's Source: 6 IndiGo, 4 Amadeus…),
   * carried to the booking and back to the supplier as it was given; never derived from `source`.
   * Absent on fares stored before it was kept.
   */
  supplierSource: z.number().int().optional(),
  isLcc: z.boolean(),
  isRefundable: z.boolean(),
  airlineCode: z.string(),
  airlineName: z.string(),
  /** one list per leg, each the flights flown in order */
  segments: z.array(z.array(segment)),
  currency: z.string(),
  /** supplier's fare for every passenger, paise */
  publishedFare: z.number(),
  /** what the user pays for it: publishedFare + markup + GST on the markup − discount, paise */
  publishedPrice: z.number(),
  fareBreakdown: z.array(fareDetail),
  /**
   * The supplier's commission on this fare for every passenger, paise (TBO's CommissionEarned).
   * Absent on fares stored before it was read: none. Passed on only to buyers who earn it.
   */
  commissionEarned: z.number().int().min(0).optional(),
  markup: appliedMarkup,
  /**
   * Never more than the markup, so the price never drops below the supplier's fare. Absent on fares
   * priced before discount rules counted (bookings already stored, cached searches): read as none.
   */
  discount: appliedMarkup.optional(),
  /**
   * The fare's family as the supplier names it (TBO's FareClassification.Type: Saver, Flexi,
   * Corporate…), so one flight sold at two prices reads as two fares. Absent when the supplier names
   * none, and on fares stored before it was read.
   */
  fareFamily: z.string().optional(),
  /**
   * What the airline demands of each passenger to book this fare (TBO's FareQuote and Search flags
   * IsPassportRequiredAtBook/AtTicket, IsPanRequiredAtBook/AtTicket). Absent: nothing beyond the
   * route's rules (fares stored before it was read, suppliers that say nothing).
   */
  documents: z.object({ passport: z.boolean(), pan: z.boolean() }).optional(),
  seatsAvailable: z.number(),
  lastTicketDate: z.string().nullable(),
  airlineRemark: z.string(),
});
export type FlightResult = z.infer<typeof flightResult>;
