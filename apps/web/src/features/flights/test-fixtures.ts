import type { FlightResult, Segment } from '@app/contracts';

/** Builders of priced results for the flight tests: only what a test names differs from a plain fare. */

export function makeSegment(over: Partial<Segment> = {}): Segment {
  return {
    airlineName: 'IndiGo',
    airlineCode: '6E',
    flightNumber: '2134',
    fareClass: 'R',
    originAirportCode: 'DEL',
    originAirportName: 'Indira Gandhi International Airport',
    originCityName: 'Delhi',
    originTerminal: '1',
    destinationAirportCode: 'BOM',
    destinationAirportName: 'Chhatrapati Shivaji Maharaj International Airport',
    destinationCityName: 'Mumbai',
    destinationCityCode: 'BOM',
    destinationTerminal: '2',
    departureTime: '2026-12-01T06:00:00',
    arrivalTime: '2026-12-01T08:10:00',
    duration: 130,
    groundTime: 0,
    flightStatus: 'Confirmed',
    baggage: '15 KG',
    cabinBaggage: '7 KG',
    airlinePnr: null,
    operatingCarrier: '',
    craft: '320',
    stopPoint: '',
    stopPointArrivalTime: null,
    stopPointDepartureTime: null,
    ...over,
  };
}

let counter = 0;

/** A one-leg result; `departs` is the local HH:mm of its first flight, `flights` the number of flights. */
export function makeResult(
  over: Partial<FlightResult> & { departs?: string; flights?: number; legs?: number } = {},
): FlightResult {
  const { departs = '06:00', flights = 1, legs = 1, ...rest } = over;
  counter += 1;
  const leg = Array.from({ length: flights }, (_, i) =>
    makeSegment({
      departureTime: `2026-12-01T${i === 0 ? departs : '12:00'}:00`,
      airlineCode: rest.airlineCode ?? '6E',
      airlineName: rest.airlineName ?? 'IndiGo',
      groundTime: i === 0 ? 0 : 60,
    }),
  );
  return {
    resultIndex: `OB${counter}`,
    traceId: 'trace-1',
    source: 'GDS',
    isLcc: true,
    isRefundable: true,
    airlineCode: '6E',
    airlineName: 'IndiGo',
    segments: Array.from({ length: legs }, () => leg),
    currency: 'INR',
    publishedFare: 500_000,
    publishedPrice: 520_000,
    fareBreakdown: [],
    markup: { ruleId: null, amount: 20_000 },
    seatsAvailable: 9,
    lastTicketDate: null,
    airlineRemark: '',
    ...rest,
  };
}
