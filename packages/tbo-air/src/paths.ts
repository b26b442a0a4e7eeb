/**
 * TBO's services (decision 0069 §4): Authenticate and the agency's balance are shared services on
 * a host of their own; live TBO also splits searching and pricing from booking across two hosts.
 */
export type TboService = 'shared' | 'search' | 'booking';
/** Each service's base URL, the operation's name appended: `${base}/${operation}`. */
export type TboEndpoints = Record<TboService, string>;

export const TBO_SERVICE_OF = {
  Authenticate: 'shared',
  GetAgencyBalance: 'shared',
  Search: 'search',
  GetCalendarFare: 'search',
  FareRule: 'search',
  FareQuote: 'search',
  SSR: 'search',
  // Only one published client places it; it names the search host (decision 0069 §4).
  GetCancellationCharges: 'search',
  Book: 'booking',
  Ticket: 'booking',
  GetBookingDetails: 'booking',
  ReleasePNRRequest: 'booking',
  SendChangeRequest: 'booking',
  GetChangeRequestStatus: 'booking',
} as const satisfies Record<string, TboService>;
export type TboOperation = keyof typeof TBO_SERVICE_OF;

/** The documented bases: TBO's method pages for test, certified clients' settings for live. */
export const TBO_ENDPOINTS = {
  test: {
    shared: 'http://Sharedapi.tektravels.com/SharedData.svc/rest',
    search: 'http://api.tektravels.com/BookingEngineService_Air/AirService.svc/rest',
    booking: 'http://api.tektravels.com/BookingEngineService_Air/AirService.svc/rest',
  },
  live: {
    shared: 'https://api.travelboutiqueonline.com/SharedAPI/SharedData.svc/rest',
    search: 'https://tboapi.travelboutiqueonline.com/AirAPI_V10/AirService.svc/rest',
    booking: 'https://booking.travelboutiqueonline.com/AirAPI_V10/AirService.svc/rest',
  },
} as const satisfies Record<string, TboEndpoints>;
export type TboEnvironment = keyof typeof TBO_ENDPOINTS;

/** Every service on one host, as the sandbox serves them (TBO's test paths, the shared ones as its hotel pages write them). */
const ONE_HOST_PREFIX: TboEndpoints = {
  shared: '/SharedServices/SharedData.svc/rest',
  search: '/BookingEngineService_Air/AirService.svc/rest',
  booking: '/BookingEngineService_Air/AirService.svc/rest',
};
export const oneHostEndpoints = (origin: string): TboEndpoints => {
  const host = origin.replace(/\/+$/, '');
  return {
    shared: host + ONE_HOST_PREFIX.shared,
    search: host + ONE_HOST_PREFIX.search,
    booking: host + ONE_HOST_PREFIX.booking,
  };
};

/** An operation's URL under these bases. */
export const tboUrl = (endpoints: TboEndpoints, operation: TboOperation) =>
  `${endpoints[TBO_SERVICE_OF[operation]].replace(/\/+$/, '')}/${operation}`;

/** The path of each operation on one host (the sandbox's routes). */
export const TBO_PATHS = Object.fromEntries(
  Object.keys(TBO_SERVICE_OF).map((operation) => [
    operation,
    `${ONE_HOST_PREFIX[TBO_SERVICE_OF[operation as TboOperation]]}/${operation}`,
  ]),
) as Record<TboOperation, string>;

/**
 * Authenticate's Status (TBO's Authentication page: "NotSet = 0, Successful = 1, Failed = 2,
 * InCorrectUserName = 3, InCorrectPassword = 4, PasswordExpired = 5").
 */
export const TBO_AUTH_STATUS = {
  NotSet: 0,
  Successful: 1,
  Failed: 2,
  InCorrectUserName: 3,
  InCorrectPassword: 4,
  PasswordExpired: 5,
} as const;

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
