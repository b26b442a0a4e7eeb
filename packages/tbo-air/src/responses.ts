import { z } from 'zod';

/**
 * Answers of the TBO-style Air API, as zod schemas: the server parses every successful answer
 * with them, so a supplier that changes or breaks its shape fails as a supplier error at the
 * boundary instead of as a TypeError deep in our code. Amounts are decimal rupees, as the real API
 * sends them. Unknown fields are dropped; the types are inferred from the schemas.
 */

export const tboError = z.object({ ErrorCode: z.number(), ErrorMessage: z.string() });
export type TboError = z.infer<typeof tboError>;
const tboStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type TboStatus = z.infer<typeof tboStatus>;

export const authenticateResponse = z.object({
  Status: tboStatus,
  TokenId: z.string().nullable(),
  Error: tboError,
  Member: z
    .object({
      FirstName: z.string(),
      LastName: z.string(),
      Email: z.string(),
      MemberId: z.number(),
      AgencyId: z.number(),
    })
    .optional(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponse>;

/**
 * SharedData GetAgencyBalance answers flat, like Authenticate (no Response envelope). Balances are
 * decimal rupees; CreditBalance is the credit line still available to a credit agency.
 */
export const agencyBalanceResponse = z.object({
  Status: z.union([tboStatus, z.literal(0)]),
  /** 0 not set, 1 cash, 2 credit (TBO_AGENCY_TYPE) */
  AgencyType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  CashBalance: z.number(),
  CreditBalance: z.number(),
  Error: tboError,
});
export type AgencyBalanceResponse = z.infer<typeof agencyBalanceResponse>;

const tboAirport = z.object({
  AirportCode: z.string(),
  AirportName: z.string(),
  Terminal: z.string(),
  CityCode: z.string(),
  CityName: z.string(),
  CountryCode: z.string(),
  CountryName: z.string(),
});
export type TboAirport = z.infer<typeof tboAirport>;

const tboSegment = z.object({
  Baggage: z.string(),
  CabinBaggage: z.string(),
  /** 1 outbound, 2 inbound */
  TripIndicator: z.number(),
  SegmentIndicator: z.number(),
  Airline: z.object({
    AirlineCode: z.string(),
    AirlineName: z.string(),
    FlightNumber: z.string(),
    FareClass: z.string(),
    OperatingCarrier: z.string(),
  }),
  AirlinePNR: z.string().optional(),
  Origin: z.object({ Airport: tboAirport, DepTime: z.string() }),
  Destination: z.object({ Airport: tboAirport, ArrTime: z.string() }),
  /** minutes */
  Duration: z.number(),
  GroundTime: z.number(),
  Mile: z.number(),
  StopOver: z.boolean(),
  StopPoint: z.string(),
  StopPointArrivalTime: z.string().nullable(),
  StopPointDepartureTime: z.string().nullable(),
  Craft: z.string(),
  IsETicketEligible: z.boolean(),
  FlightStatus: z.string(),
  Status: z.string(),
  NoOfSeatAvailable: z.number(),
});
export type TboSegment = z.infer<typeof tboSegment>;

const tboFare = z.object({
  Currency: z.string(),
  BaseFare: z.number(),
  Tax: z.number(),
  YQTax: z.number(),
  AdditionalTxnFeeOfrd: z.number(),
  AdditionalTxnFeePub: z.number(),
  OtherCharges: z.number(),
  Discount: z.number(),
  PublishedFare: z.number(),
  CommissionEarned: z.number(),
  OfferedFare: z.number(),
  TdsOnCommission: z.number(),
  ServiceFee: z.number(),
});
export type TboFare = z.infer<typeof tboFare>;

const paxType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const tboFareBreakdown = z.object({
  Currency: z.string(),
  /** 1 adult, 2 child, 3 infant */
  PassengerType: paxType,
  PassengerCount: z.number(),
  BaseFare: z.number(),
  Tax: z.number(),
  YQTax: z.number(),
  AdditionalTxnFeeOfrd: z.number(),
  AdditionalTxnFeePub: z.number(),
});
export type TboFareBreakdown = z.infer<typeof tboFareBreakdown>;

const tboFareRule = z.object({
  Origin: z.string(),
  Destination: z.string(),
  Airline: z.string(),
  FareBasisCode: z.string(),
  /** HTML */
  FareRuleDetail: z.string(),
  FareRestriction: z.string(),
});
export type TboFareRule = z.infer<typeof tboFareRule>;

const tboResult = z.object({
  ResultIndex: z.string(),
  /** 3 = GDS; other numbers name LCC sources */
  Source: z.number(),
  IsLCC: z.boolean(),
  IsRefundable: z.boolean(),
  AirlineRemark: z.string(),
  Fare: tboFare,
  FareBreakdown: z.array(tboFareBreakdown),
  /** one list per leg (outbound, inbound) of the flights flown in order */
  Segments: z.array(z.array(tboSegment)),
  LastTicketDate: z.string().nullable(),
  TicketAdvisory: z.string().nullable(),
  FareRules: z.array(tboFareRule),
  AirlineCode: z.string(),
  ValidatingAirline: z.string(),
});
export type TboResult = z.infer<typeof tboResult>;

/** The Response envelope every Air call answers in, around the call's own fields. */
const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    Response: z.object({ ResponseStatus: tboStatus, Error: tboError, TraceId: z.string(), ...shape }),
  });

/**
 * Results: one list, or for a domestic normal return two lists (outbound, inbound). A failed call
 * carries only ResponseStatus, Error and TraceId, hence the optional fields here and below.
 */
export const searchResponse = envelope({
  Origin: z.string().optional(),
  Destination: z.string().optional(),
  Results: z.array(z.array(tboResult)).optional(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

const calendarFareDay = z.object({
  AirlineCode: z.string(),
  AirlineName: z.string(),
  DepartureDate: z.string(),
  IsLowestFareOfMonth: z.boolean(),
  Fare: z.number(),
  BaseFare: z.number(),
  Tax: z.number(),
  OtherCharges: z.number(),
  FuelSurcharge: z.number(),
});
export type CalendarFareDay = z.infer<typeof calendarFareDay>;
export const calendarFareResponse = envelope({
  Origin: z.string().optional(),
  Destination: z.string().optional(),
  SearchResults: z.array(calendarFareDay).optional(),
});
export type CalendarFareResponse = z.infer<typeof calendarFareResponse>;

export const fareRuleResponse = envelope({ FareRules: z.array(tboFareRule).optional() });
export type FareRuleResponse = z.infer<typeof fareRuleResponse>;
export const fareQuoteResponse = envelope({
  IsPriceChanged: z.boolean(),
  IsTimeChanged: z.boolean().optional(),
  Results: tboResult,
});
export type FareQuoteResponse = z.infer<typeof fareQuoteResponse>;

const tboSsrItem = z.object({
  AirlineCode: z.string(),
  FlightNumber: z.string(),
  WayType: z.number(),
  Code: z.string(),
  Description: z.union([z.number(), z.string()]),
  AirlineDescription: z.string().optional(),
  Weight: z.number().optional(),
  Quantity: z.number().optional(),
  Currency: z.string(),
  Price: z.number(),
  Origin: z.string(),
  Destination: z.string(),
});
export type TboSsrItem = z.infer<typeof tboSsrItem>;
export const ssrResponse = envelope({
  Baggage: z.array(z.array(tboSsrItem)).optional(),
  MealDynamic: z.array(z.array(tboSsrItem)).optional(),
});
export type SsrResponse = z.infer<typeof ssrResponse>;

const tboTicket = z.object({
  TicketId: z.number(),
  TicketNumber: z.string(),
  IssueDate: z.string(),
  ValidatingAirline: z.string(),
  Status: z.string(),
});
export type TboTicket = z.infer<typeof tboTicket>;
const tboItineraryPassenger = z.object({
  PaxId: z.number(),
  Title: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  PaxType: paxType,
  Gender: z.union([z.literal(1), z.literal(2)]),
  DateOfBirth: z.string().optional(),
  PassportNo: z.string().optional(),
  IsLeadPax: z.boolean(),
  Fare: tboFare,
  Ticket: tboTicket.optional(),
  BarcodeDetails: z
    .object({
      Id: z.number(),
      Barcode: z.array(z.object({ Index: z.number(), Format: z.string(), Content: z.string() })),
    })
    .optional(),
  SegmentAdditionalInfo: z
    .array(
      z.object({
        FareBasis: z.string(),
        NVA: z.string(),
        NVB: z.string(),
        Baggage: z.string(),
        Meal: z.string(),
      }),
    )
    .optional(),
});
export type TboItineraryPassenger = z.infer<typeof tboItineraryPassenger>;
const tboFlightItinerary = z.object({
  BookingId: z.number(),
  PNR: z.string(),
  IsLCC: z.boolean(),
  Source: z.number(),
  Origin: z.string(),
  Destination: z.string(),
  AirlineCode: z.string(),
  ValidatingAirlineCode: z.string(),
  LastTicketDate: z.string().nullable(),
  Fare: tboFare,
  Passenger: z.array(tboItineraryPassenger),
  Segments: z.array(tboSegment),
  FareRules: z.array(tboFareRule),
  /** 1 booked (held), 2 ticketed... as the sandbox documents in its README */
  Status: z.number(),
  InvoiceNo: z.string().optional(),
  InvoiceCreatedOn: z.string().optional(),
});
export type TboFlightItinerary = z.infer<typeof tboFlightItinerary>;
export const bookResponse = envelope({
  Response: z
    .object({
      PNR: z.string(),
      BookingId: z.number(),
      SSRDenied: z.boolean(),
      IsPriceChanged: z.boolean(),
      IsTimeChanged: z.boolean(),
      FlightItinerary: tboFlightItinerary,
    })
    .nullable(),
});
export type BookResponse = z.infer<typeof bookResponse>;
export const ticketResponse = bookResponse;
export type TicketResponse = BookResponse;
export const bookingDetailsResponse = envelope({ FlightItinerary: tboFlightItinerary.nullable() });
export type BookingDetailsResponse = z.infer<typeof bookingDetailsResponse>;
export const releasePnrResponse = envelope({});
export type ReleasePnrResponse = z.infer<typeof releasePnrResponse>;
const ticketCrInfo = z.object({
  ChangeRequestId: z.number(),
  TicketId: z.number(),
  Status: z.number(),
  Remarks: z.string(),
  ChangeRequestStatus: z.number(),
});
export type TicketCrInfo = z.infer<typeof ticketCrInfo>;
export const sendChangeResponse = envelope({ TicketCRInfo: z.array(ticketCrInfo) });
export type SendChangeResponse = z.infer<typeof sendChangeResponse>;
export const changeRequestStatusResponse = envelope({
  ChangeRequestId: z.number(),
  RefundedAmount: z.number(),
  CancellationCharge: z.number(),
  ServiceTaxOnRAF: z.number(),
  /** 0 Unassigned, 1 Assigned, 2 Acknowledged, 3 Completed, 4 Rejected, 5 Closed, 6 Pending, 7 Other */
  ChangeRequestStatus: z.number(),
});
export type ChangeRequestStatusResponse = z.infer<typeof changeRequestStatusResponse>;
/**
 * GetCancellationCharges: what the airline would keep and give back if the booking were cancelled
 * now, before any change request is sent. Amounts are for the whole booking.
 */
export const cancellationChargesResponse = envelope({
  RefundAmount: z.number(),
  CancellationCharge: z.number(),
  Currency: z.string(),
  Remarks: z.string().optional(),
});
export type CancellationChargesResponse = z.infer<typeof cancellationChargesResponse>;
