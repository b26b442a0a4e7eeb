import { answerShape, type Checked, listOf, maybe, oneOf } from '../answer-shape';

/**
 * The Search answer, checked where we read it (decision 0031): the envelope, and in each result
 * exactly the fields `toSupplierFare` maps. Fields the mapping gives a default may be null or
 * missing. `@app/tbo-air`'s `searchResponse` still describes the whole answer (the sandbox's and
 * the tests' reference); it is not run per search, because a full parse copies all 300+ results.
 * What is booked is re-read in full: FareQuote, hold, ticket and booking details are zod-parsed.
 */
const airport = {
  AirportCode: 'string',
  AirportName: 'string',
  CityName: 'string',
  CityCode: 'string',
  Terminal: maybe('string'),
} as const;

export const searchSegment = {
  Airline: {
    AirlineCode: 'string',
    AirlineName: 'string',
    FlightNumber: 'string',
    FareClass: 'string',
    OperatingCarrier: maybe('string'),
  },
  Origin: { Airport: airport, DepTime: 'string' },
  Destination: { Airport: airport, ArrTime: 'string' },
  Duration: 'number',
  GroundTime: maybe('number'),
  FlightStatus: maybe('string'),
  Baggage: maybe('string'),
  CabinBaggage: maybe('string'),
  AirlinePNR: maybe('string'),
  Craft: maybe('string'),
  StopPoint: maybe('string'),
  StopPointArrivalTime: maybe('string'),
  StopPointDepartureTime: maybe('string'),
  NoOfSeatAvailable: maybe('number'),
} as const;
export type SearchSegment = Checked<typeof searchSegment>;

export const searchFareBreakdown = {
  PassengerType: oneOf(1, 2, 3),
  PassengerCount: 'number',
  BaseFare: 'number',
  Tax: 'number',
  AdditionalTxnFeePub: 'number',
} as const;
export type SearchFareBreakdown = Checked<typeof searchFareBreakdown>;

export const searchResult = {
  ResultIndex: 'string',
  Source: 'number',
  IsLCC: 'boolean',
  IsRefundable: 'boolean',
  AirlineCode: 'string',
  Fare: { Currency: 'string', PublishedFare: 'number', CommissionEarned: 'number' },
  FareBreakdown: listOf(searchFareBreakdown),
  Segments: listOf(listOf(searchSegment)),
  LastTicketDate: maybe('string'),
  AirlineRemark: maybe('string'),
  FareClassification: maybe({ Type: maybe('string') }),
  IsPanRequiredAtBook: maybe('boolean'),
  IsPanRequiredAtTicket: maybe('boolean'),
  IsPassportRequiredAtBook: maybe('boolean'),
  IsPassportRequiredAtTicket: maybe('boolean'),
} as const;
export type SearchResult = Checked<typeof searchResult>;

export const searchAnswer = answerShape({
  Response: {
    ResponseStatus: 'number',
    TraceId: 'string',
    Results: maybe(listOf(listOf(searchResult))),
  },
} as const);
