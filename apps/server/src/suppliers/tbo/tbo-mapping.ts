import type { FareRule, Segment } from '@app/contracts';
import { type TboFareRule, type TboResult, type TboSsrItem, toIsoDate } from '@app/tbo-air';
import type { SsrOption, SupplierFare } from '../flight-supplier';
import type { SearchFareBreakdown, SearchResult, SearchSegment } from './tbo-search-answer';

/** TBO sends decimal rupees; we keep integer paise from here on. */
export const toPaise = (rupees: number | null | undefined) => Math.round((rupees ?? 0) * 100);

/** TBO's Source 3 is the GDS; every other source is a low-cost carrier's own system. */
export const sourceOf = (result: Pick<TboResult, 'IsLCC' | 'AirlineCode'>) =>
  result.IsLCC ? result.AirlineCode : 'GDS';

/**
 * A search result's last ticket date as ISO (a GDS writes '31AUG24'). The search answer is checked,
 * not zod-parsed, so the date is read here; one a fare cannot be read by is no reason to lose the fare.
 */
function searchDate(date: string | null | undefined): string | null {
  try {
    return date ? toIsoDate(date) : null;
  } catch {
    return null;
  }
}

/** Reads only what a search answer's check covers (tbo-search-answer.ts); zod-parsed answers fit too. */
export function toSegment(s: SearchSegment): Segment {
  return {
    airlineName: s.Airline.AirlineName,
    airlineCode: s.Airline.AirlineCode,
    flightNumber: s.Airline.FlightNumber,
    fareClass: s.Airline.FareClass,
    originAirportCode: s.Origin.Airport.AirportCode,
    originAirportName: s.Origin.Airport.AirportName,
    originCityName: s.Origin.Airport.CityName,
    originTerminal: s.Origin.Airport.Terminal ?? '',
    destinationAirportCode: s.Destination.Airport.AirportCode,
    destinationAirportName: s.Destination.Airport.AirportName,
    destinationCityName: s.Destination.Airport.CityName,
    destinationCityCode: s.Destination.Airport.CityCode,
    destinationTerminal: s.Destination.Airport.Terminal ?? '',
    departureTime: s.Origin.DepTime,
    arrivalTime: s.Destination.ArrTime,
    duration: s.Duration,
    groundTime: s.GroundTime ?? 0,
    flightStatus: s.FlightStatus ?? 'Confirmed',
    baggage: s.Baggage ?? '',
    cabinBaggage: s.CabinBaggage ?? '',
    airlinePnr: s.AirlinePNR || null,
    operatingCarrier: s.Airline.OperatingCarrier || s.Airline.AirlineCode,
    craft: s.Craft ?? '',
    stopPoint: s.StopPoint ?? '',
    stopPointArrivalTime: s.StopPointArrivalTime ?? null,
    stopPointDepartureTime: s.StopPointDepartureTime ?? null,
  };
}

function toFareDetail(b: SearchFareBreakdown) {
  const baseFare = toPaise(b.BaseFare);
  const tax = toPaise(b.Tax);
  const offeredOtherCharges = toPaise(b.AdditionalTxnFeePub);
  return {
    passengerType: b.PassengerType,
    passengerCount: b.PassengerCount,
    baseFare,
    tax,
    offeredOtherCharges,
    publishedFare: baseFare + tax + offeredOtherCharges,
  };
}

export function toSupplierFare(r: SearchResult, traceId: string): SupplierFare {
  const segments = r.Segments.map((leg) => leg.map(toSegment));
  const first = segments[0]?.[0];
  return {
    resultIndex: r.ResultIndex,
    traceId,
    source: sourceOf(r),
    supplierSource: r.Source,
    isLcc: r.IsLCC,
    isRefundable: r.IsRefundable,
    airlineCode: r.AirlineCode,
    airlineName: first?.airlineName ?? r.AirlineCode,
    segments,
    currency: r.Fare.Currency,
    publishedFare: toPaise(r.Fare.PublishedFare),
    commissionEarned: toPaise(r.Fare.CommissionEarned),
    fareBreakdown: r.FareBreakdown.map(toFareDetail),
    // TBO names the airline's family of the fare here; an empty name is none (left out of the JSON).
    fareFamily: r.FareClassification?.Type || undefined,
    // Asked at booking whether TBO wants it then or only at ticketing: both calls are one flow here.
    documents: {
      passport: Boolean(r.IsPassportRequiredAtBook || r.IsPassportRequiredAtTicket),
      pan: Boolean(r.IsPanRequiredAtBook || r.IsPanRequiredAtTicket),
    },
    seatsAvailable: Math.min(...r.Segments.flat().map((s) => s.NoOfSeatAvailable ?? 9)),
    lastTicketDate: searchDate(r.LastTicketDate),
    airlineRemark: r.AirlineRemark ?? '',
  };
}

export function toFareRule(r: TboFareRule): FareRule {
  return {
    origin: r.Origin,
    destination: r.Destination,
    airline: r.Airline,
    fareBasisCode: r.FareBasisCode,
    fareRuleDetail: r.FareRuleDetail,
    fareRestriction: r.FareRestriction ?? '',
  };
}

/** A weight or count TBO sends as 15 or as "15 KG"; null when it says none. */
function amountOf(value: number | string | undefined): number | null {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * TBO's SSR answer lists, among the extras to buy, a row that buys nothing: Code `NoBaggage` or
 * `NoMeal`, no weight or meal, no price. It is what choosing no extra means, not an option to show
 * (its Description, 2, is a purchase type, so shown it read "2 (₹0)").
 */
const NOTHING_CODES: readonly string[] = ['NoBaggage', 'NoMeal'];
const buysSomething = (item: TboSsrItem) =>
  !NOTHING_CODES.includes(item.Code) &&
  (item.Price > 0 || amountOf(item.Weight) !== null || amountOf(item.Quantity) !== null);

/** An extra as the traveller reads it: the meal by its name (the airline's words), baggage by KG. */
function toSsrOption(item: TboSsrItem): SsrOption {
  return {
    code: item.Code,
    description: item.AirlineDescription?.trim() || item.Code,
    airlineCode: item.AirlineCode,
    flightNumber: item.FlightNumber,
    origin: item.Origin,
    destination: item.Destination,
    weight: amountOf(item.Weight),
    quantity: amountOf(item.Quantity),
    price: toPaise(item.Price),
  };
}

/** The extras on sale (or bought), without the rows that buy nothing. */
export const toSsrOptions = (items: readonly TboSsrItem[]): SsrOption[] =>
  items.filter(buysSomething).map(toSsrOption);
