import type { CabinClass, FareDetail, FareRule, FlightResult, FlightSource, Segment } from '@app/contracts';

/** A fare as the supplier sells it: no markup of ours yet (pricing adds it). */
export type SupplierFare = Omit<FlightResult, 'markup' | 'publishedPrice' | 'fareBreakdown'> & {
  fareBreakdown: Omit<FareDetail, 'publishedPrice'>[];
};

export type SupplierSearch = {
  /** 1 one way, 2 return, 3 multi stop; `special` asks for combined round-trip fares */
  journeyType: 1 | 2 | 3;
  special?: 'lcc' | 'gds';
  cabinClass: CabinClass;
  segments: { origin: string; destination: string; departureDate: string }[];
  adults: number;
  children: number;
  infants: number;
  sources?: string[] | null;
  endUserIp: string;
};

export type SupplierSearchResult = {
  traceId: string;
  /** when the supplier forgets this search: our cached results expire with it */
  expiresAt: Date;
  /** one list, or two (outbound, inbound) for a domestic normal return */
  results: SupplierFare[][];
};

/** The cheapest one-adult fare of a day, paise. */
export type CalendarDay = { date: string; airlineCode: string; airlineName: string; fare: number };

export type FareQuote = { fare: SupplierFare; isPriceChanged: boolean; isTimeChanged: boolean };

export type SsrOption = {
  code: string;
  description: string;
  airlineCode: string;
  flightNumber: string;
  origin: string;
  destination: string;
  /** KG for baggage */
  weight: number | null;
  quantity: number | null;
  /** paise */
  price: number;
};
export type SsrOptions = { baggage: SsrOption[][]; meals: SsrOption[][] };

export type TraceRef = { traceId: string; resultIndex: string; endUserIp: string };

/**
 * An extra (baggage, meal) the passenger chose from `ssr()`. The code alone names it; passing the
 * whole option back lets the adapter tell the airline which flight and price it was offered at.
 */
export type SsrChoice = { code: string } & Partial<SsrOption>;

/** Who flies, as the airline needs it on the booking. Dates are YYYY-MM-DD. */
export type SupplierPassengerDetails = {
  title: string;
  firstName: string;
  lastName: string;
  /** 1 adult, 2 child, 3 infant */
  paxType: 1 | 2 | 3;
  /** 1 male, 2 female */
  gender: 1 | 2;
  dateOfBirth?: string;
  contactNo?: string;
  email?: string;
  addressLine1?: string;
  city?: string;
  /** ISO 3166 alpha-2 */
  countryCode?: string;
  passportNo?: string;
  passportIssueDate?: string;
  passportExpiry?: string;
  passportIssueCountryCode?: string;
  /** India's PAN, sent where the fare demands it */
  pan?: string;
  /** exactly one passenger of a booking is the lead, the one the airline contacts */
  isLead: boolean;
};

export type SupplierPassenger = SupplierPassengerDetails & {
  /** this passenger's share of the fare the supplier quoted, paise; the airline checks it against its own */
  fare: { baseFare: number; tax: number };
  baggage?: SsrChoice[];
  meals?: SsrChoice[];
};

export type SupplierTicket = { ticketId: number; ticketNumber: string; validatingAirline: string };

export type SupplierBookedPassenger = SupplierPassengerDetails & {
  /** paise */
  fare: { baseFare: number; tax: number; publishedFare: number };
  /** null until the booking is ticketed */
  ticket: SupplierTicket | null;
  /** boarding-pass barcode contents, when the airline issues them */
  barcodes: string[];
  /** checked baggage allowance per segment, in the airline's words ('15 Kg') */
  baggageAllowance: string[];
  baggage: SsrOption[];
  meals: SsrOption[];
};

/**
 * 'unknown': the supplier answered a status it does not document (or one it does not say means a
 * ticket): nobody may read it as a failure or a ticket; callers ask again, then tell staff.
 */
export type SupplierBookingStatus = 'held' | 'ticketed' | 'released' | 'cancelled' | 'unknown';

export type SupplierBooking = {
  /** the supplier's own id of the booking, as text whatever its protocol sends */
  bookingId: string;
  pnr: string;
  status: SupplierBookingStatus;
  isLcc: boolean;
  /** as in SupplierFare: 'GDS' or the low-cost carrier's code */
  source: string;
  /** as in SupplierFare: the supplier's own number of the system that holds the booking */
  supplierSource: number;
  /** a held booking is released by the airline if not ticketed by then */
  lastTicketDate: string | null;
  isPriceChanged: boolean;
  isTimeChanged: boolean;
  /** totals for every passenger, paise */
  fare: { currency: string; publishedFare: number; baseFare: number; tax: number; otherCharges: number };
  /** one list per leg (outbound, inbound…) of the flights flown in order */
  segments: Segment[][];
  passengers: SupplierBookedPassenger[];
  fareRules: FareRule[];
  invoiceCreatedOn: string | null;
};

export type BookingLookup = { bookingId: string; pnr?: string } | { traceId: string };

export type HoldInput = {
  traceId: string;
  resultIndex: string;
  endUserIp: string;
  passengers: SupplierPassenger[];
};

/**
 * A held (GDS) booking is ticketed by its id; a low-cost fare cannot be held, so it is booked and
 * ticketed at once.
 */
export type TicketInput =
  | { kind: 'held'; traceId: string; bookingId: string; pnr: string; endUserIp: string }
  | {
      kind: 'direct';
      traceId: string;
      resultIndex: string;
      passengers: SupplierPassenger[];
      endUserIp: string;
    };

export type ChangeRequestInput = {
  bookingId: string;
  /** 1 refund, 2 partial refund, 3 change itinerary (reissue) */
  requestType: 1 | 2 | 3;
  /** 2 the airline cancelled the flight, 3 the traveller cancels */
  cancellationType: 2 | 3;
  /** partial refund only: the sectors given up */
  sectors?: { origin: string; destination: string }[];
  /** partial refund or change only: the tickets concerned */
  ticketIds?: number[];
  remarks: string;
  endUserIp: string;
};

export type ChangeRequestState = {
  changeRequestId: string;
  /** CHANGE_REQUEST_STATUS: TBO's numbers, 4 completed, 5 rejected, 6 closed; others not final */
  status: number;
  statusText: string;
};

/** ticketId: the ticket a request covers, null when the supplier's answer does not say (a partial one's) */
export type ChangeRequestResult = { changeRequests: (ChangeRequestState & { ticketId: number | null })[] };

export type ChangeRequestStatus = ChangeRequestState & {
  /** paise; zero until the request is completed */
  refundedAmount: number;
  cancellationCharge: number;
};

/**
 * What the site holds with the supplier: a deposit (cash) it draws tickets from and, for a credit
 * agency, the credit line still open. Paise.
 */
export type SupplierBalance = {
  agencyType: 'cash' | 'credit' | 'unknown';
  cashBalance: number;
  creditBalance: number;
  currency: string;
};

/** What the airline would keep and give back were the whole booking cancelled now. Paise. */
export type CancellationCharges = { cancellationCharge: number; refundAmount: number; currency: string };

/**
 * Calls not every supplier has. A caller checks `capabilities` before asking: without `hold` a
 * fare is ticketed at once, without `ssr` no extras are offered, without `cancellationCharges`
 * the charge is estimated from the fare rules, without `partialCancel` only whole bookings are
 * cancelled. `seatMap` is declared for suppliers that sell seats; no adapter offers it yet.
 */
export const SUPPLIER_CAPABILITIES = [
  'hold',
  'seatMap',
  'ssr',
  'cancellationCharges',
  'partialCancel',
] as const;
export type SupplierCapability = (typeof SUPPLIER_CAPABILITIES)[number];
export type SupplierCapabilities = Readonly<Record<SupplierCapability, boolean>>;

/**
 * The capabilities a supplier has: what its adapter offers, less what the account's configuration
 * leaves out (`only`, when given: an account the supplier has not opened a call for).
 */
export function capabilitiesOf(
  offered: readonly SupplierCapability[],
  only?: readonly SupplierCapability[],
): SupplierCapabilities {
  const on = new Set(offered.filter((c) => !only || only.includes(c)));
  return Object.fromEntries(SUPPLIER_CAPABILITIES.map((c) => [c, on.has(c)])) as Record<
    SupplierCapability,
    boolean
  >;
}

/**
 * Airline content in our own terms. Adapters (TBO today) translate to a provider's protocol;
 * Booking: a GDS fare is held (`hold`) then ticketed; a low-cost fare is ticketed directly.
 * Ids the supplier gives (bookings, change requests) are text here, whatever the protocol sends.
 */
export interface FlightSupplier {
  readonly name: string;
  readonly capabilities: SupplierCapabilities;
  sources(): FlightSource[];
  search(query: SupplierSearch): Promise<SupplierSearchResult>;
  calendarFare(query: {
    origin: string;
    destination: string;
    fromDate: string;
    sources?: string[] | null;
    endUserIp: string;
  }): Promise<CalendarDay[]>;
  fareRules(ref: TraceRef): Promise<FareRule[]>;
  fareQuote(ref: TraceRef): Promise<FareQuote>;
  ssr(ref: TraceRef): Promise<SsrOptions>;
  hold(input: HoldInput): Promise<SupplierBooking>;
  ticket(input: TicketInput): Promise<SupplierBooking>;
  /**
   * A booking by its id, or by the trace it was made on when the answer of a `hold` or `ticket`
   * call never came; a SupplierError of kind `notFound` when the supplier has none.
   */
  bookingDetails(query: BookingLookup & { endUserIp: string }): Promise<SupplierBooking>;
  /**
   * Gives a held booking's seats back before its last ticket date. `supplierSource` is the number
   * the supplier gave the fare or booking; null (a booking stored before it was kept) makes the
   * supplier's booking details answer it.
   */
  release(input: { bookingId: string; supplierSource: number | null; endUserIp: string }): Promise<void>;
  changeRequest(input: ChangeRequestInput): Promise<ChangeRequestResult>;
  changeRequestStatus(query: { changeRequestId: string; endUserIp: string }): Promise<ChangeRequestStatus>;
  /** only with the `cancellationCharges` capability */
  cancellationCharges(query: { bookingId: string; endUserIp: string }): Promise<CancellationCharges>;
  /** the deposit and credit left at the supplier, read live */
  agencyBalance(query: { endUserIp: string }): Promise<SupplierBalance>;
}

/** Why a supplier call failed, so the API can answer with the right status and words. */
export type SupplierErrorKind =
  | 'unavailable'
  | 'timeout'
  | 'traceExpired'
  | 'rejected'
  | 'invalidRequest'
  /** the supplier has no such booking (asked after a call whose answer was lost: it made none) */
  | 'notFound'
  /** asked for a call the supplier does not have (a caller forgot to check its capabilities) */
  | 'unsupported';

export class SupplierError extends Error {
  constructor(
    readonly kind: SupplierErrorKind,
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'SupplierError';
  }
}

/** The guard each optional call of an adapter starts with. */
export function requireCapability(
  supplier: Pick<FlightSupplier, 'name' | 'capabilities'>,
  capability: SupplierCapability,
) {
  if (!supplier.capabilities[capability])
    throw new SupplierError('unsupported', `${supplier.name} has no ${capability} call`);
}
