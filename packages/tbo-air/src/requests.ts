import { z } from 'zod';

const code3 = z.string().regex(/^[A-Z]{3}$/);
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
const ip = z.string().min(1).max(45);
const session = { EndUserIp: ip, TokenId: z.string().min(1) };
const trace = { ...session, TraceId: z.string().min(1), ResultIndex: z.string().min(1) };

export const authenticateRequest = z.object({
  ClientId: z.string().min(1),
  UserName: z.string().min(1),
  Password: z.string().min(1),
  EndUserIp: ip,
});

/**
 * SharedData GetAgencyBalance: the agency and member come from the Authenticate answer (Member);
 * TBO documents them as strings, and its own answer sends numbers, so both are taken.
 */
export const agencyBalanceRequest = z.object({
  ClientId: z.string().min(1),
  TokenAgencyId: z.union([z.string().min(1), z.number().int()]),
  TokenMemberId: z.union([z.string().min(1), z.number().int()]),
  ...session,
});

export const searchSegment = z.object({
  Origin: code3,
  Destination: code3,
  FlightCabinClass: z.number().int().min(1).max(6).default(2),
  PreferredDepartureTime: dateTime,
  PreferredArrivalTime: dateTime.optional(),
});

export const searchRequest = z.object({
  ...session,
  AdultCount: z.number().int().min(1).max(9),
  ChildCount: z.number().int().min(0).max(8).default(0),
  InfantCount: z.number().int().min(0).max(9).default(0),
  DirectFlight: z.boolean().default(false),
  OneStopFlight: z.boolean().default(false),
  JourneyType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]),
  PreferredAirlines: z.array(z.string()).nullable().optional(),
  Segments: z.array(searchSegment).min(1).max(6),
  Sources: z.array(z.string()).nullable().optional(),
});

export const calendarFareRequest = z.object({
  ...session,
  JourneyType: z.literal(1),
  PreferredAirlines: z.array(z.string()).nullable().optional(),
  Segments: z.array(searchSegment).length(1),
  Sources: z.array(z.string()).nullable().optional(),
});

export const fareRuleRequest = z.object(trace);
export const fareQuoteRequest = z.object(trace);
export const ssrRequest = z.object(trace);

export const tboPassenger = z.object({
  Title: z.string().min(1),
  FirstName: z.string().min(1),
  LastName: z.string().min(1),
  PaxType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  DateOfBirth: dateTime.optional(),
  Gender: z.union([z.literal(1), z.literal(2)]),
  PassportNo: z.string().optional(),
  PassportExpiry: dateTime.optional(),
  AddressLine1: z.string().optional(),
  City: z.string().optional(),
  CountryCode: z.string().optional(),
  ContactNo: z.string().optional(),
  Email: z.string().optional(),
  IsLeadPax: z.boolean(),
  Fare: z.object({ BaseFare: z.number(), Tax: z.number(), YQTax: z.number().optional() }).passthrough(),
  Baggage: z.array(z.object({ Code: z.string() }).passthrough()).optional(),
  MealDynamic: z.array(z.object({ Code: z.string() }).passthrough()).optional(),
});

export const bookRequest = z.object({ ...trace, Passengers: z.array(tboPassenger).min(1).max(9) });
/** GDS fares ticket a held PNR by BookingId; LCC fares are ticketed directly with the passengers. */
export const ticketRequest = z.union([
  z.object({ ...session, TraceId: z.string().min(1), PNR: z.string().min(1), BookingId: z.number().int() }),
  z.object({ ...trace, Passengers: z.array(tboPassenger).min(1).max(9) }),
]);
/**
 * A booking is found by its id (with its PNR to check), or — when the answer of a Book or Ticket
 * call never came, so no id is known — by the TraceId it was made on: the latest booking of it.
 */
export const bookingDetailsRequest = z
  .object({
    ...session,
    PNR: z.string().optional(),
    BookingId: z.number().int().optional(),
    TraceId: z.string().min(1).optional(),
  })
  .refine((r) => r.BookingId !== undefined || r.TraceId !== undefined, {
    message: 'BookingId or TraceId is required',
    path: ['BookingId'],
  });
export const releasePnrRequest = z.object({
  ...session,
  BookingId: z.number().int(),
  Source: z.number().int(),
});
export const changeRequest = z.object({
  ...session,
  BookingId: z.number().int(),
  RequestType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  CancellationType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  Sectors: z.array(z.object({ Origin: code3, Destination: code3 })).optional(),
  TicketId: z.array(z.number().int()).optional(),
  Remarks: z.string().min(1),
});
export const changeRequestStatusRequest = z.object({ ...session, ChangeRequestId: z.number().int() });
/** RequestType 1 cancels the whole booking; BookingMode 5 is TBO's mode for API bookings. */
export const cancellationChargesRequest = z.object({
  ...session,
  BookingId: z.number().int(),
  RequestType: z.literal(1),
  BookingMode: z.number().int().default(5),
});

export type AuthenticateRequest = z.input<typeof authenticateRequest>;
export type AgencyBalanceRequest = z.input<typeof agencyBalanceRequest>;
export type SearchRequest = z.input<typeof searchRequest>;
export type CalendarFareRequest = z.input<typeof calendarFareRequest>;
export type FareRuleRequest = z.input<typeof fareRuleRequest>;
export type FareQuoteRequest = z.input<typeof fareQuoteRequest>;
export type SsrRequest = z.input<typeof ssrRequest>;
export type TboPassenger = z.input<typeof tboPassenger>;
export type BookRequest = z.input<typeof bookRequest>;
export type TicketRequest = z.input<typeof ticketRequest>;
export type BookingDetailsRequest = z.input<typeof bookingDetailsRequest>;
export type ReleasePnrRequest = z.input<typeof releasePnrRequest>;
export type ChangeRequest = z.input<typeof changeRequest>;
export type ChangeRequestStatusRequest = z.input<typeof changeRequestStatusRequest>;
export type CancellationChargesRequest = z.input<typeof cancellationChargesRequest>;
