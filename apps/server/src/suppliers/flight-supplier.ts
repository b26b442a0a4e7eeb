import type { CabinClass, FareDetail, FareRule, FlightResult, FlightSource } from '@app/contracts';

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
 * Airline content in our own terms. Adapters (TBO today) translate to a provider's protocol;
 * booking calls (book, ticket, release, change requests) join this interface with the booking flow.
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
