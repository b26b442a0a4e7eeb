/** Answers of the TBO-style Air API. Amounts are decimal rupees, as the real API sends them. */

export type TboError = { ErrorCode: number; ErrorMessage: string };
export type TboStatus = 1 | 2 | 3 | 4;

export type AuthenticateResponse = {
  Status: TboStatus;
  TokenId: string | null;
  Error: TboError;
  Member?: { FirstName: string; LastName: string; Email: string; MemberId: number; AgencyId: number };
};

/**
 * SharedData GetAgencyBalance answers flat, like Authenticate (no Response envelope). Balances are
 * decimal rupees; CreditBalance is the credit line still available to a credit agency.
 */
export type AgencyBalanceResponse = {
  Status: TboStatus | 0;
  /** 0 not set, 1 cash, 2 credit (TBO_AGENCY_TYPE) */
  AgencyType: 0 | 1 | 2;
  CashBalance: number;
  CreditBalance: number;
  Error: TboError;
};

export type TboAirport = {
  AirportCode: string;
  AirportName: string;
  Terminal: string;
  CityCode: string;
  CityName: string;
  CountryCode: string;
  CountryName: string;
};

export type TboSegment = {
  Baggage: string;
  CabinBaggage: string;
  /** 1 outbound, 2 inbound */
  TripIndicator: number;
  SegmentIndicator: number;
  Airline: {
    AirlineCode: string;
    AirlineName: string;
    FlightNumber: string;
    FareClass: string;
    OperatingCarrier: string;
  };
  AirlinePNR?: string;
  Origin: { Airport: TboAirport; DepTime: string };
  Destination: { Airport: TboAirport; ArrTime: string };
  /** minutes */
  Duration: number;
  GroundTime: number;
  Mile: number;
  StopOver: boolean;
  StopPoint: string;
  StopPointArrivalTime: string | null;
  StopPointDepartureTime: string | null;
  Craft: string;
  IsETicketEligible: boolean;
  FlightStatus: string;
  Status: string;
  NoOfSeatAvailable: number;
};

export type TboFare = {
  Currency: string;
  BaseFare: number;
  Tax: number;
  YQTax: number;
  AdditionalTxnFeeOfrd: number;
  AdditionalTxnFeePub: number;
  OtherCharges: number;
  Discount: number;
  PublishedFare: number;
  CommissionEarned: number;
  OfferedFare: number;
  TdsOnCommission: number;
  ServiceFee: number;
};

export type TboFareBreakdown = {
  Currency: string;
  /** 1 adult, 2 child, 3 infant */
  PassengerType: 1 | 2 | 3;
  PassengerCount: number;
  BaseFare: number;
  Tax: number;
  YQTax: number;
  AdditionalTxnFeeOfrd: number;
  AdditionalTxnFeePub: number;
};

export type TboFareRule = {
  Origin: string;
  Destination: string;
  Airline: string;
  FareBasisCode: string;
  /** HTML */
  FareRuleDetail: string;
  FareRestriction: string;
};

export type TboResult = {
  ResultIndex: string;
  /** 3 = GDS; other numbers name LCC sources */
  Source: number;
  IsLCC: boolean;
  IsRefundable: boolean;
  AirlineRemark: string;
  Fare: TboFare;
  FareBreakdown: TboFareBreakdown[];
  /** one list per leg (outbound, inbound) of the flights flown in order */
  Segments: TboSegment[][];
  LastTicketDate: string | null;
  TicketAdvisory: string | null;
  FareRules: TboFareRule[];
  AirlineCode: string;
  ValidatingAirline: string;
};

type Envelope<T> = { Response: { ResponseStatus: TboStatus; Error: TboError; TraceId: string } & T };

/**
 * Results: one list, or for a domestic normal return two lists (outbound, inbound). A failed call
 * carries only ResponseStatus, Error and TraceId, hence the optional fields here and below.
 */
export type SearchResponse = Envelope<{ Origin?: string; Destination?: string; Results?: TboResult[][] }>;

export type CalendarFareDay = {
  AirlineCode: string;
  AirlineName: string;
  DepartureDate: string;
  IsLowestFareOfMonth: boolean;
  Fare: number;
  BaseFare: number;
  Tax: number;
  OtherCharges: number;
  FuelSurcharge: number;
};
export type CalendarFareResponse = Envelope<{
  Origin: string;
  Destination: string;
  SearchResults: CalendarFareDay[];
}>;

export type FareRuleResponse = Envelope<{ FareRules?: TboFareRule[] }>;
export type FareQuoteResponse = Envelope<{
  IsPriceChanged: boolean;
  IsTimeChanged?: boolean;
  Results: TboResult;
}>;

export type TboSsrItem = {
  AirlineCode: string;
  FlightNumber: string;
  WayType: number;
  Code: string;
  Description: number | string;
  AirlineDescription?: string;
  Weight?: number;
  Quantity?: number;
  Currency: string;
  Price: number;
  Origin: string;
  Destination: string;
};
export type SsrResponse = Envelope<{ Baggage?: TboSsrItem[][]; MealDynamic?: TboSsrItem[][] }>;

export type TboTicket = {
  TicketId: number;
  TicketNumber: string;
  IssueDate: string;
  ValidatingAirline: string;
  Status: string;
};
export type TboItineraryPassenger = {
  PaxId: number;
  Title: string;
  FirstName: string;
  LastName: string;
  PaxType: 1 | 2 | 3;
  Gender: 1 | 2;
  DateOfBirth?: string;
  PassportNo?: string;
  IsLeadPax: boolean;
  Fare: TboFare;
  Ticket?: TboTicket;
  BarcodeDetails?: { Id: number; Barcode: { Index: number; Format: string; Content: string }[] };
  SegmentAdditionalInfo?: { FareBasis: string; NVA: string; NVB: string; Baggage: string; Meal: string }[];
};
export type TboFlightItinerary = {
  BookingId: number;
  PNR: string;
  IsLCC: boolean;
  Source: number;
  Origin: string;
  Destination: string;
  AirlineCode: string;
  ValidatingAirlineCode: string;
  LastTicketDate: string | null;
  Fare: TboFare;
  Passenger: TboItineraryPassenger[];
  Segments: TboSegment[];
  FareRules: TboFareRule[];
  /** 1 booked (held), 2 ticketed... as the sandbox documents in its README */
  Status: number;
  InvoiceNo?: string;
  InvoiceCreatedOn?: string;
};
export type BookResponse = Envelope<{
  Response: {
    PNR: string;
    BookingId: number;
    SSRDenied: boolean;
    IsPriceChanged: boolean;
    IsTimeChanged: boolean;
    FlightItinerary: TboFlightItinerary;
  } | null;
}>;
export type TicketResponse = BookResponse;
export type BookingDetailsResponse = Envelope<{ FlightItinerary: TboFlightItinerary | null }>;
export type ReleasePnrResponse = Envelope<Record<never, never>>;
export type TicketCrInfo = {
  ChangeRequestId: number;
  TicketId: number;
  Status: number;
  Remarks: string;
  ChangeRequestStatus: number;
};
export type SendChangeResponse = Envelope<{ TicketCRInfo: TicketCrInfo[] }>;
export type ChangeRequestStatusResponse = Envelope<{
  ChangeRequestId: number;
  RefundedAmount: number;
  CancellationCharge: number;
  ServiceTaxOnRAF: number;
  /** 0 Unassigned, 1 Assigned, 2 Acknowledged, 3 Completed, 4 Rejected, 5 Closed, 6 Pending, 7 Other */
  ChangeRequestStatus: number;
}>;
