import { z } from 'zod';

/**
 * What TBO takes, as its own samples and real clients send it (decision 0069 §6): whole numbers as
 * numbers or numeric strings ("BookingId": "1288956", "AdultCount": "1"), a date left "" where it is
 * optional (an adult's DateOfBirth), TicketIds as a list or one comma-separated string.
 */
const int = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
/** One of the documented values, as a number or its string. */
const intOf = <const T extends readonly [number, ...number[]]>(values: T) => int.pipe(z.literal(values));
const count = (min: number, max: number) => int.pipe(z.number().min(min).max(max));
const amount = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const code3 = z.string().regex(/^[A-Z]{3}$/);
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
/** An optional date TBO's clients send as "" when there is none. */
const optionalDateTime = z.union([z.literal('').transform(() => undefined), dateTime]).optional();
const ticketIds = z.union([
  z.array(int),
  int.transform((id) => [id]),
  z
    .string()
    .regex(/^\d+(\s*,\s*\d+)*$/)
    .transform((ids) => ids.split(',').map((id) => Number(id.trim()))),
]);
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
  FlightCabinClass: count(1, 6).default(2),
  PreferredDepartureTime: dateTime,
  PreferredArrivalTime: dateTime.optional(),
});

export const searchRequest = z.object({
  ...session,
  AdultCount: count(1, 9),
  ChildCount: count(0, 8).default(0),
  InfantCount: count(0, 9).default(0),
  DirectFlight: z.boolean().default(false),
  OneStopFlight: z.boolean().default(false),
  JourneyType: intOf([1, 2, 3, 5]),
  PreferredAirlines: z.array(z.string()).nullable().optional(),
  Segments: z.array(searchSegment).min(1).max(6),
  Sources: z.array(z.string()).nullable().optional(),
});

export const calendarFareRequest = z.object({
  ...session,
  JourneyType: intOf([1]),
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
  PaxType: intOf([1, 2, 3]),
  DateOfBirth: optionalDateTime,
  Gender: intOf([1, 2]),
  PassportNo: z.string().optional(),
  PassportExpiry: optionalDateTime,
  PAN: z.string().optional(),
  AddressLine1: z.string().optional(),
  City: z.string().optional(),
  CountryCode: z.string().optional(),
  ContactNo: z.string().optional(),
  Email: z.string().optional(),
  IsLeadPax: z.boolean(),
  Fare: z.object({ BaseFare: amount, Tax: amount, YQTax: amount.optional() }).passthrough(),
  Baggage: z.array(z.object({ Code: z.string() }).passthrough()).optional(),
  MealDynamic: z.array(z.object({ Code: z.string() }).passthrough()).optional(),
});

export const bookRequest = z.object({ ...trace, Passengers: z.array(tboPassenger).min(1).max(9) });
/** GDS fares ticket a held PNR by BookingId; LCC fares are ticketed directly with the passengers. */
export const ticketRequest = z.union([
  z.object({ ...session, TraceId: z.string().min(1), PNR: z.string().min(1), BookingId: int }),
  z.object({ ...trace, Passengers: z.array(tboPassenger).min(1).max(9) }),
]);
/**
 * A booking is found by its id (with its PNR to check); or, when no id is known (TBO's "If Booking
 * Id is received as 0"), by its PNR and the lead passenger's first name (and last name), or by the
 * TraceId it was made on: the latest booking of it.
 */
export const bookingDetailsRequest = z
  .object({
    ...session,
    PNR: z.string().optional(),
    BookingId: int.optional(),
    FirstName: z.string().optional(),
    LastName: z.string().optional(),
    TraceId: z.string().min(1).optional(),
  })
  .transform(({ BookingId, ...rest }) => ({ ...rest, BookingId: BookingId === 0 ? undefined : BookingId }))
  .refine((r) => r.BookingId !== undefined || r.TraceId !== undefined || (r.PNR && r.FirstName), {
    message: 'BookingId or TraceId is required, or PNR with FirstName',
    path: ['BookingId'],
  });
export const releasePnrRequest = z.object({
  ...session,
  BookingId: int,
  Source: int,
});
export const changeRequest = z.object({
  ...session,
  BookingId: int,
  RequestType: intOf([1, 2, 3]),
  CancellationType: intOf([0, 1, 2, 3]),
  Sectors: z.array(z.object({ Origin: code3, Destination: code3 })).optional(),
  TicketId: ticketIds.optional(),
  Remarks: z.string().min(1),
});
export const changeRequestStatusRequest = z.object({ ...session, ChangeRequestId: int });
/** RequestType 1 cancels the whole booking; BookingMode 5 is TBO's mode for API bookings. */
export const cancellationChargesRequest = z.object({
  ...session,
  BookingId: int,
  RequestType: intOf([1]),
  BookingMode: int.default(5),
});

export type AuthenticateRequest = z.input<typeof authenticateRequest>;
export type AgencyBalanceRequest = z.input<typeof agencyBalanceRequest>;
export type SearchRequest = z.input<typeof searchRequest>;
export type CalendarFareRequest = z.input<typeof calendarFareRequest>;
export type FareRuleRequest = z.input<typeof fareRuleRequest>;
export type FareQuoteRequest = z.input<typeof fareQuoteRequest>;
export type SsrRequest = z.input<typeof ssrRequest>;
export type TboPassenger = z.input<typeof tboPassenger>;
/** A passenger as TBO reads one: numbers as numbers, "" dates gone. */
export type ReadPassenger = z.output<typeof tboPassenger>;
export type BookRequest = z.input<typeof bookRequest>;
export type TicketRequest = z.input<typeof ticketRequest>;
export type BookingDetailsRequest = z.input<typeof bookingDetailsRequest>;
export type ReleasePnrRequest = z.input<typeof releasePnrRequest>;
export type ChangeRequest = z.input<typeof changeRequest>;
export type ChangeRequestStatusRequest = z.input<typeof changeRequestStatusRequest>;
export type CancellationChargesRequest = z.input<typeof cancellationChargesRequest>;
