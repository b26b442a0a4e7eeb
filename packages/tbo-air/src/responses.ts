import { z } from 'zod';
import { fromNumericString, tboDate, tboDateTime, tboNumber } from './values';

/**
 * Answers of the TBO-style Air API, as zod schemas: the server parses every successful answer
 * with them, so a supplier that changes or breaks its shape fails as a supplier error at the
 * boundary instead of as a TypeError deep in our code. Amounts are decimal rupees, as the real API
 * sends them. Unknown fields are dropped; the types are inferred from the schemas.
 */

export const tboError = z.object({ ErrorCode: tboNumber, ErrorMessage: z.string() });
export type TboError = z.infer<typeof tboError>;
/** Numbers TBO enumerates, read the same way as its other numbers (a numeric string is the number). */
const tboEnum = <T extends z.ZodType>(schema: T) => z.preprocess(fromNumericString, schema);
const tboStatus = tboEnum(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]));
export type TboStatus = z.infer<typeof tboStatus>;

export const authenticateResponse = z.object({
  /** TBO_AUTH_STATUS: 0–5 */
  Status: tboEnum(z.number().int().min(0).max(5)),
  TokenId: z.string().nullable(),
  Error: tboError,
  Member: z
    .object({
      FirstName: z.string(),
      LastName: z.string(),
      Email: z.string(),
      MemberId: tboNumber,
      AgencyId: tboNumber,
    })
    .optional(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponse>;

/**
 * SharedData GetAgencyBalance answers flat, like Authenticate (no Response envelope). Balances are
 * decimal rupees; CreditBalance is the credit line still available to a credit agency.
 */
export const agencyBalanceResponse = z.object({
  Status: tboEnum(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(0)])),
  /** 0 not set, 1 cash, 2 credit (TBO_AGENCY_TYPE) */
  AgencyType: tboEnum(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  CashBalance: tboNumber,
  CreditBalance: tboNumber,
  Error: tboError,
});
export type AgencyBalanceResponse = z.infer<typeof agencyBalanceResponse>;

const tboAirport = z.object({
  AirportCode: z.string(),
  AirportName: z.string(),
  /** null at airports with one terminal */
  Terminal: z.string().nullish(),
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
  TripIndicator: tboNumber,
  SegmentIndicator: tboNumber,
  Airline: z.object({
    AirlineCode: z.string(),
    AirlineName: z.string(),
    FlightNumber: z.string(),
    FareClass: z.string(),
    OperatingCarrier: z.string(),
  }),
  AirlinePNR: z.string().nullish(),
  Origin: z.object({ Airport: tboAirport, DepTime: tboDateTime }),
  Destination: z.object({ Airport: tboAirport, ArrTime: tboDateTime }),
  /** minutes */
  Duration: tboNumber,
  GroundTime: tboNumber,
  Mile: tboNumber,
  StopOver: z.boolean(),
  StopPoint: z.string(),
  StopPointArrivalTime: tboDate,
  StopPointDepartureTime: tboDate,
  Craft: z.string(),
  IsETicketEligible: z.boolean(),
  FlightStatus: z.string().nullish(),
  Status: z.string().nullish(),
  /** real Ticket and GetBookingDetails segments leave it out (0069 §2) */
  NoOfSeatAvailable: tboNumber.optional(),
});
export type TboSegment = z.infer<typeof tboSegment>;

const tboFare = z.object({
  Currency: z.string(),
  BaseFare: tboNumber,
  Tax: tboNumber,
  YQTax: tboNumber,
  AdditionalTxnFeeOfrd: tboNumber,
  AdditionalTxnFeePub: tboNumber,
  OtherCharges: tboNumber,
  Discount: tboNumber,
  PublishedFare: tboNumber,
  CommissionEarned: tboNumber,
  OfferedFare: tboNumber,
  TdsOnCommission: tboNumber,
  ServiceFee: tboNumber,
});
export type TboFare = z.infer<typeof tboFare>;

const paxType = tboEnum(z.union([z.literal(1), z.literal(2), z.literal(3)]));

const tboFareBreakdown = z.object({
  Currency: z.string(),
  /** 1 adult, 2 child, 3 infant */
  PassengerType: paxType,
  PassengerCount: tboNumber,
  BaseFare: tboNumber,
  Tax: tboNumber,
  YQTax: tboNumber,
  AdditionalTxnFeeOfrd: tboNumber,
  AdditionalTxnFeePub: tboNumber,
});
export type TboFareBreakdown = z.infer<typeof tboFareBreakdown>;

const tboFareRule = z.object({
  Origin: z.string(),
  Destination: z.string(),
  Airline: z.string(),
  FareBasisCode: z.string(),
  /** HTML */
  FareRuleDetail: z.string(),
  /** 'N'/'Y' in search answers, null in TBO's FareRule sample and real booking answers (0069 §2) */
  FareRestriction: z.string().nullable(),
});
export type TboFareRule = z.infer<typeof tboFareRule>;

const tboResult = z.object({
  ResultIndex: z.string(),
  /** 3 = GDS; other numbers name LCC sources */
  Source: tboNumber,
  IsLCC: z.boolean(),
  IsRefundable: z.boolean(),
  /** '' or null when the airline has nothing to say (0069 §2) */
  AirlineRemark: z.string().nullable(),
  Fare: tboFare,
  FareBreakdown: z.array(tboFareBreakdown),
  /** one list per leg (outbound, inbound) of the flights flown in order */
  Segments: z.array(z.array(tboSegment)),
  /** '31AUG24' from a GDS, ISO elsewhere; read as ISO */
  LastTicketDate: tboDate,
  TicketAdvisory: z.string().nullish(),
  FareRules: z.array(tboFareRule),
  AirlineCode: z.string(),
  ValidatingAirline: z.string(),
  /** the kind of fare searched for: 'RegularFare', 'StudentFare', 'SeniorCitizenFare'… */
  ResultFareType: z.string().optional(),
  /** the fare's family as the airline sells it ('Saver', 'Flexi', 'Corporate'…) and TBO's colour for it */
  FareClassification: z.object({ Color: z.string().nullish(), Type: z.string().nullish() }).nullish(),
  /** "If value is 'True' then it is mandatory to pass the details" (TBO's New releases page, 0069 §5) */
  IsPanRequiredAtBook: z.boolean().nullish(),
  IsPanRequiredAtTicket: z.boolean().nullish(),
  IsPassportRequiredAtBook: z.boolean().nullish(),
  IsPassportRequiredAtTicket: z.boolean().nullish(),
  GSTAllowed: z.boolean().nullish(),
  IsGSTMandatory: z.boolean().nullish(),
});
export type TboResult = z.infer<typeof tboResult>;

/** The Response envelope every Air call answers in, around the call's own fields. */
const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    // Error is null in some successful answers (GetChangeRequestStatus, 0069 §1).
    Response: z.object({
      ResponseStatus: tboStatus,
      Error: tboError.nullish(),
      TraceId: z.string(),
      ...shape,
    }),
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
  Fare: tboNumber,
  BaseFare: tboNumber,
  Tax: tboNumber,
  OtherCharges: tboNumber,
  FuelSurcharge: tboNumber,
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

/**
 * One baggage or meal row of TBO's SSR answer (http://api.tektravels.com/FlightAPIDocument/SSR.aspx).
 * `Description` is not text: it says how the extra is sold (1 included in the fare, 2 bought with the
 * ticket, 3 imported…); the meal's name is `AirlineDescription`. The document types Weight and
 * Quantity as strings, its samples send numbers: both are read. The answer lists the airline's
 * "nothing" rows too (Code `NoBaggage` / `NoMeal`, at no price).
 */
const tboSsrItem = z.object({
  AirlineCode: z.string(),
  FlightNumber: z.string(),
  WayType: tboNumber,
  Code: z.string(),
  Description: z.union([z.number(), z.string()]),
  AirlineDescription: z.string().optional(),
  Weight: z.union([z.number(), z.string()]).optional(),
  Quantity: z.union([z.number(), z.string()]).optional(),
  Currency: z.string(),
  Price: tboNumber,
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
  TicketId: tboNumber,
  TicketNumber: z.string(),
  IssueDate: tboDate,
  ValidatingAirline: z.string(),
  Status: z.string(),
});
export type TboTicket = z.infer<typeof tboTicket>;
const tboItineraryPassenger = z.object({
  PaxId: tboNumber,
  Title: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  PaxType: paxType,
  Gender: tboEnum(z.union([z.literal(1), z.literal(2)])),
  DateOfBirth: tboDate.optional(),
  PassportNo: z.string().nullish(),
  IsLeadPax: z.boolean(),
  Fare: tboFare,
  Ticket: tboTicket.nullish(),
  BarcodeDetails: z
    .object({
      Id: tboNumber,
      Barcode: z.array(z.object({ Index: tboNumber, Format: z.string(), Content: z.string() })),
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
  BookingId: tboNumber,
  PNR: z.string(),
  IsLCC: z.boolean(),
  Source: tboNumber,
  Origin: z.string(),
  Destination: z.string(),
  AirlineCode: z.string(),
  ValidatingAirlineCode: z.string(),
  /** '31AUG24' from a GDS, ISO elsewhere; read as ISO */
  LastTicketDate: tboDate,
  Fare: tboFare,
  Passenger: z.array(tboItineraryPassenger),
  Segments: z.array(tboSegment),
  FareRules: z.array(tboFareRule),
  /** TBO_BOOKING_STATUS; 5 is what a ticketed booking answers on TBO (0069 §2) */
  Status: tboNumber,
  InvoiceNo: z.string().nullish(),
  InvoiceCreatedOn: tboDate.optional(),
});
export type TboFlightItinerary = z.infer<typeof tboFlightItinerary>;
export const bookResponse = envelope({
  Response: z
    .object({
      PNR: z.string(),
      BookingId: tboNumber,
      SSRDenied: z.boolean(),
      IsPriceChanged: z.boolean(),
      IsTimeChanged: z.boolean(),
      FlightItinerary: tboFlightItinerary,
      /** Ticket only: TBO_TICKET_STATUS */
      TicketStatus: tboNumber.optional(),
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
/**
 * One request SendChangeRequest opened. A full cancellation's answer carries its status (an LCC's can
 * be Completed at once, with the amounts); a partial one's only the id, Status and Remarks (0069).
 */
const ticketCrInfo = z.object({
  ChangeRequestId: tboNumber,
  /** left out of a partial cancellation's answer (0069 §1) */
  TicketId: tboNumber.optional(),
  Status: tboNumber,
  Remarks: z.string().nullish(),
  ChangeRequestStatus: tboNumber.optional(),
  RefundedAmount: tboNumber.optional(),
  CancellationCharge: tboNumber.optional(),
});
export type TicketCrInfo = z.infer<typeof ticketCrInfo>;
export const sendChangeResponse = envelope({ TicketCRInfo: z.array(ticketCrInfo) });
export type SendChangeResponse = z.infer<typeof sendChangeResponse>;
export const changeRequestStatusResponse = envelope({
  ChangeRequestId: tboNumber,
  RefundedAmount: tboNumber,
  CancellationCharge: tboNumber,
  ServiceTaxOnRAF: tboNumber,
  /** TBO_CHANGE_REQUEST_STATUS */
  ChangeRequestStatus: tboNumber,
});
export type ChangeRequestStatusResponse = z.infer<typeof changeRequestStatusResponse>;
/**
 * GetCancellationCharges: what the airline would keep and give back if the booking were cancelled
 * now, before any change request is sent. Amounts are for the whole booking.
 */
export const cancellationChargesResponse = envelope({
  RefundAmount: tboNumber,
  CancellationCharge: tboNumber,
  Currency: z.string(),
  Remarks: z.string().optional(),
});
export type CancellationChargesResponse = z.infer<typeof cancellationChargesResponse>;
