/** Endpoint paths of the TBO-style Air API, relative to the supplier's base URL. */
export const TBO_PATHS = {
  Authenticate: '/SharedServices/SharedData.svc/rest/Authenticate',
  GetAgencyBalance: '/SharedServices/SharedData.svc/rest/GetAgencyBalance',
  Search: '/BookingEngineService_Air/AirService.svc/rest/Search',
  GetCalendarFare: '/BookingEngineService_Air/AirService.svc/rest/GetCalendarFare',
  FareRule: '/BookingEngineService_Air/AirService.svc/rest/FareRule',
  FareQuote: '/BookingEngineService_Air/AirService.svc/rest/FareQuote',
  SSR: '/BookingEngineService_Air/AirService.svc/rest/SSR',
  Book: '/BookingEngineService_Air/AirService.svc/rest/Book',
  Ticket: '/BookingEngineService_Air/AirService.svc/rest/Ticket',
  GetBookingDetails: '/BookingEngineService_Air/AirService.svc/rest/GetBookingDetails',
  ReleasePNRRequest: '/BookingEngineService_Air/AirService.svc/rest/ReleasePNRRequest',
  SendChangeRequest: '/BookingEngineService_Air/AirService.svc/rest/SendChangeRequest',
  GetChangeRequestStatus: '/BookingEngineService_Air/AirService.svc/rest/GetChangeRequestStatus',
  GetCancellationCharges: '/BookingEngineService_Air/AirService.svc/rest/GetCancellationCharges',
} as const;
export type TboOperation = keyof typeof TBO_PATHS;

/** ResponseStatus values every answer carries. */
export const RESPONSE_STATUS = { Successful: 1, Failed: 2, InvalidRequest: 3, InvalidSession: 4 } as const;

/**
 * ChangeRequestStatus of SendChangeRequest and GetChangeRequestStatus, as TBO numbers it (decision
 * 0069): NotSet is 0 and Unassigned 1, so Completed is 4 and Rejected 5.
 */
export const TBO_CHANGE_REQUEST_STATUS = {
  NotSet: 0,
  Unassigned: 1,
  Assigned: 2,
  Acknowledged: 3,
  Completed: 4,
  Rejected: 5,
  Closed: 6,
  Pending: 7,
  Other: 8,
} as const;

/**
 * FlightItinerary.Status of Book, Ticket and GetBookingDetails. TBO does not publish this enum
 * (decision 0069 §2): 1–4 are what the sandbox answers (held, ticketed, released, cancelled), and 5
 * is what real TBO answers for a ticketed booking, as two live integrations read it. Any other
 * number is not known: the adapter says 'unknown' and the caller asks again.
 */
export const TBO_BOOKING_STATUS = {
  Held: 1,
  Ticketed: 2,
  Released: 3,
  Cancelled: 4,
  TicketedLive: 5,
} as const;

/** TicketStatus of a Ticket answer, as TBO numbers it (0069 §2; there is no 7). */
export const TBO_TICKET_STATUS = {
  Failed: 0,
  Successful: 1,
  NotSaved: 2,
  NotCreated: 3,
  NotAllowed: 4,
  InProgress: 5,
  TicketAlreadyCreated: 6,
  PriceChanged: 8,
  OtherError: 9,
} as const;

/** AgencyType of GetAgencyBalance: a cash agency pays from a deposit, a credit agency from a credit line. */
export const TBO_AGENCY_TYPE = { NotSet: 0, Cash: 1, Credit: 2 } as const;

/** JourneyType of Search: 5 is the special (combined) return. */
export const TBO_JOURNEY = { OneWay: 1, Return: 2, MultiStop: 3, SpecialReturn: 5 } as const;

/** FlightCabinClass values. */
export const TBO_CABIN = {
  All: 1,
  Economy: 2,
  PremiumEconomy: 3,
  Business: 4,
  PremiumBusiness: 5,
  First: 6,
} as const;

/**
 * Faults a test or benchmark can ask the sandbox for, per request in this header (comma-separated
 * `name` or `name=value`) or for every request through the sandbox's config.
 */
export const SANDBOX_FAULT_HEADER = 'x-sandbox-faults';
