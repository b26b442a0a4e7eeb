import type { TboAirport, TboFareBreakdown, TboResult, TboSegment } from '@app/tbo-air';
import type { Airport } from '@app/travel-data';
import { type FareTotals, type LegPrice, type PerPax, perPax, totals } from './fares';
import type { Flight } from './inventory';
import type { Offer } from './store';
import { formatLocal, formatUtcDateTime } from './time';

/** GDS seat counts are shown capped, as real availability displays do. */
const SEATS_SHOWN_MAX = 9;

const airportCache = new Map<string, TboAirport>();

/** Shared per airport and terminal: the objects are only ever serialised, never mutated. */
function airport(a: Airport, terminal: string): TboAirport {
  const key = `${a.iata}|${terminal}`;
  const cached = airportCache.get(key);
  if (cached) return cached;
  const built = {
    AirportCode: a.iata,
    AirportName: a.name,
    Terminal: terminal,
    CityCode: a.iata,
    CityName: a.city,
    CountryCode: a.countryCode,
    CountryName: a.countryName,
  };
  airportCache.set(key, built);
  return built;
}

function baggage(offer: Offer, domestic: boolean) {
  if (domestic) return offer.family.business ? '25 KG' : '15 KG';
  if (offer.family.business) return '40 KG';
  return offer.lcc ? '20 KG' : '30 KG';
}

export function segment(
  f: Flight,
  offer: Offer,
  leg: number,
  index: number,
  previous: Flight | undefined,
  price: LegPrice,
  timeShiftMin = 0,
): TboSegment {
  const domestic = f.origin.countryCode === f.destination.countryCode;
  const shift = timeShiftMin * 60_000;
  return {
    Baggage: baggage(offer, domestic),
    CabinBaggage: '7 KG',
    TripIndicator: offer.tripIndicators[leg] ?? leg + 1,
    SegmentIndicator: index + 1,
    Airline: {
      AirlineCode: f.carrier.code,
      AirlineName: f.carrier.name,
      FlightNumber: f.flightNumber,
      FareClass: price.fareClass,
      OperatingCarrier: f.carrier.code,
    },
    Origin: {
      Airport: airport(f.origin, f.depTerminal),
      DepTime: shift ? formatLocal(f.depUtc + shift, f.origin.timeZone) : f.depLocal,
    },
    Destination: {
      Airport: airport(f.destination, f.arrTerminal),
      ArrTime: shift ? formatLocal(f.arrUtc + shift, f.destination.timeZone) : f.arrLocal,
    },
    Duration: f.duration,
    GroundTime: previous ? Math.round((f.depUtc - previous.arrUtc) / 60_000) : 0,
    Mile: Math.round(f.km * 0.621371),
    StopOver: false,
    StopPoint: '',
    StopPointArrivalTime: null,
    StopPointDepartureTime: null,
    Craft: f.craft,
    IsETicketEligible: true,
    FlightStatus: 'Confirmed',
    Status: '',
    NoOfSeatAvailable: Math.min(price.seatsLeft, SEATS_SHOWN_MAX),
  };
}

export function fareOf(t: FareTotals): TboResult['Fare'] {
  return {
    Currency: 'INR',
    BaseFare: t.base,
    Tax: t.tax,
    YQTax: t.yq,
    AdditionalTxnFeeOfrd: 0,
    AdditionalTxnFeePub: 0,
    OtherCharges: t.otherCharges,
    Discount: 0,
    PublishedFare: t.published,
    CommissionEarned: t.commission,
    OfferedFare: t.offered,
    TdsOnCommission: t.tds,
    ServiceFee: 0,
  };
}

function breakdown(prices: PerPax, offer: Offer): TboFareBreakdown[] {
  const rows: [1 | 2 | 3, number, PerPax['adult']][] = [
    [1, offer.pax.adults, prices.adult],
    [2, offer.pax.children, prices.child],
    [3, offer.pax.infants, prices.infant],
  ];
  return rows
    .filter(([, n]) => n > 0)
    .map(([type, n, p]) => ({
      Currency: 'INR',
      PassengerType: type,
      PassengerCount: n,
      BaseFare: Math.round(p.base * n * 100) / 100,
      Tax: Math.round(p.tax * n * 100) / 100,
      YQTax: p.yq * n,
      AdditionalTxnFeeOfrd: 0,
      AdditionalTxnFeePub: 0,
    }));
}

/** GDS fares must be ticketed within three days of booking, and never later than a day before flying. */
function lastTicketDate(offer: Offer, nowMs: number): string | null {
  if (offer.lcc) return null;
  const firstDep = offer.legs[0]?.flights[0]?.depUtc ?? nowMs;
  return formatUtcDateTime(
    Math.max(Math.min(nowMs + 3 * 86_400_000, firstDep - 86_400_000), nowMs + 3_600_000),
  );
}

export function buildResult(resultIndex: string, offer: Offer, nowMs: number, timeShiftMin = 0): TboResult {
  const prices = perPax(offer.prices, offer.uplift);
  const fare = totals(prices, offer.pax, offer.lcc);
  return {
    ResultIndex: resultIndex,
    Source: offer.carrier.source,
    IsLCC: offer.lcc,
    IsRefundable: offer.family.refundable,
    // Abroad the airline needs each traveller's passport at booking; a PAN only where the
    // `documents` fault asks (operations.ts fareQuote). GST details may be sent, never must.
    IsPassportRequiredAtBook: !offer.legs.every((l) => l.origin.countryCode === l.destination.countryCode),
    IsPassportRequiredAtTicket: false,
    IsPanRequiredAtBook: false,
    IsPanRequiredAtTicket: false,
    GSTAllowed: true,
    IsGSTMandatory: false,
    AirlineRemark: `${offer.family.name} fare. ${offer.family.refundable ? 'Refundable with fee.' : 'Non-refundable.'}`,
    Fare: fareOf(fare),
    FareBreakdown: breakdown(prices, offer),
    Segments: offer.legs.map((itin, leg) => {
      const price = offer.prices[leg];
      if (!price) throw new Error('price missing for leg');
      return itin.flights.map((f, i) => segment(f, offer, leg, i, itin.flights[i - 1], price, timeShiftMin));
    }),
    LastTicketDate: lastTicketDate(offer, nowMs),
    TicketAdvisory: null,
    FareRules: offer.legs.map((itin, leg) => ({
      Origin: itin.origin.iata,
      Destination: itin.destination.iata,
      Airline: itin.carrier.code,
      FareBasisCode: offer.prices[leg]?.fareBasis ?? '',
      FareRuleDetail: '',
      FareRestriction: '',
    })),
    AirlineCode: offer.carrier.code,
    ValidatingAirline: offer.carrier.code,
    // As TBO names a fare: what kind of fare was searched for, and the airline's family of it.
    ResultFareType: 'RegularFare',
    FareClassification: { Color: offer.family.color, Type: offer.family.name },
  };
}
