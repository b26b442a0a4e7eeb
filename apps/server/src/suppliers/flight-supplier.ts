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

export type SupplierBookingStatus = 'held' | 'ticketed' | 'released' | 'cancelled';

export type SupplierBooking = {
  bookingId: number;
  pnr: string;
  status: SupplierBookingStatus;
  isLcc: boolean;
  /** as in SupplierFare: 'GDS' or the low-cost carrier's code */
  source: string;
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
  | { kind: 'held'; traceId: string; bookingId: number; pnr: string; endUserIp: string }
  | {
      kind: 'direct';
      traceId: string;
      resultIndex: string;
      passengers: SupplierPassenger[];
      endUserIp: string;
    };

export type ChangeRequestInput = {
  bookingId: number;
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
  changeRequestId: number;
  /** 0 unassigned, 1 assigned, 2 acknowledged, 3 completed, 4 rejected, 5 closed, 6 pending, 7 other */
  status: number;
  statusText: string;
};

export type ChangeRequestResult = { changeRequests: (ChangeRequestState & { ticketId: number })[] };

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

/**
 * Airline content in our own terms. Adapters (TBO today) translate to a provider's protocol;
 * Booking: a GDS fare is held (`hold`) then ticketed; a low-cost fare is ticketed directly.
 */
export interface FlightSupplier {
  readonly name: string;
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
  bookingDetails(query: { bookingId: number; pnr?: string; endUserIp: string }): Promise<SupplierBooking>;
  /** gives a held booking's seats back before its last ticket date */
  release(input: { bookingId: number; source: string; endUserIp: string }): Promise<void>;
  changeRequest(input: ChangeRequestInput): Promise<ChangeRequestResult>;
  changeRequestStatus(query: { changeRequestId: number; endUserIp: string }): Promise<ChangeRequestStatus>;
  /** the deposit and credit left at the supplier, read live */
  agencyBalance(query: { endUserIp: string }): Promise<SupplierBalance>;
}

/** Why a supplier call failed, so the API can answer with the right status and words. */
export type SupplierErrorKind = 'unavailable' | 'timeout' | 'traceExpired' | 'rejected' | 'invalidRequest';

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
