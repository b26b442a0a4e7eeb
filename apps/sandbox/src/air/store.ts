import { randomUUID } from 'node:crypto';
import type { TboPassenger, TboResult, TboTicket } from '@app/tbo-air';
import type { Carrier } from './carriers';
import type { Family, LegPrice, PaxCounts, SeatLedger } from './fares';
import type { Itinerary } from './inventory';
import { seeded } from './prng';
import { endOfUtcDay } from './time';
import { TraceStore } from './traces';

/** What a ResultIndex stands for: enough to re-price, rule, book and ticket it later. */
export type Offer = {
  legs: Itinerary[];
  /** TripIndicator of each leg: 1 outbound, 2 inbound, n-th leg of a multi-stop */
  tripIndicators: number[];
  family: Family;
  carrier: Carrier;
  lcc: boolean;
  pax: PaxCounts;
  prices: LegPrice[];
  /** >1 once an injected price change was quoted */
  uplift: number;
  /** round-trip / special-return discount on base fares, re-applied when re-pricing */
  discount: number;
};

export type StoredResult = { offer: Offer; result: TboResult };

export type Trace = { id: string; expiresAt: number; results: Map<string, StoredResult> };

/** FlightItinerary.Status: 1 held (GDS Book), 2 ticketed, 3 released, 4 cancelled. */
export const BOOKING_STATUS = { Held: 1, Ticketed: 2, Released: 3, Cancelled: 4 } as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

export type Booking = {
  bookingId: number;
  pnr: string;
  status: BookingStatus;
  traceId: string;
  resultIndex: string;
  offer: Offer;
  result: TboResult;
  passengers: TboPassenger[];
  tickets: TboTicket[];
  createdAt: number;
  changeRequests: number[];
};

export type ChangeRecord = {
  id: number;
  bookingId: number;
  ticketId: number;
  requestType: number;
  remarks: string;
  createdAt: number;
  refund: number;
  charge: number;
};

const PNR_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const DEFAULT_TRACE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * In-memory state of one sandbox: sessions, search traces, seats sold and bookings. Traces are
 * what a busy sandbox fills up with, so they live within a byte budget, least recently used first
 * out (a real supplier forgets traces too: the caller then sees an expired TraceId).
 */
export class SandboxStore implements SeatLedger {
  private readonly tokens = new Map<string, number>();
  private readonly traces: TraceStore;
  private readonly seatsSold = new Map<string, number>();
  readonly bookings = new Map<number, Booking>();
  readonly changes = new Map<number, ChangeRecord>();
  private bookingSeq = 0;
  private changeSeq = 0;
  private ticketSeq = 0;

  constructor(
    private readonly seed: string,
    traceMaxBytes = DEFAULT_TRACE_MAX_BYTES,
  ) {
    this.traces = new TraceStore(traceMaxBytes);
  }

  issueToken(nowMs: number): string {
    const token = randomUUID();
    this.tokens.set(token, endOfUtcDay(nowMs));
    return token;
  }

  tokenValid(token: string, nowMs: number): boolean {
    const expiresAt = this.tokens.get(token);
    return expiresAt !== undefined && nowMs < expiresAt;
  }

  /** A new trace, kept (and sized) once its results are in: see keepTrace. */
  createTrace(nowMs: number, ttlSeconds: number): Trace {
    return { id: randomUUID(), expiresAt: nowMs + ttlSeconds * 1000, results: new Map() };
  }

  keepTrace(trace: Trace, nowMs: number) {
    this.traces.keep(trace, nowMs);
  }

  /** Drops expired traces; a search does it too, a timer does it when no one searches. */
  purgeTraces(nowMs: number) {
    this.traces.purge(nowMs);
  }

  trace(id: string, nowMs: number): Trace | undefined {
    return this.traces.get(id, nowMs);
  }

  sold(key: string): number {
    return this.seatsSold.get(key) ?? 0;
  }

  sell(keys: string[], seats: number) {
    for (const key of keys) this.seatsSold.set(key, Math.max(this.sold(key) + seats, 0));
  }

  nextBookingId(): number {
    this.bookingSeq += 1;
    return 1_480_000 + this.bookingSeq;
  }

  nextChangeId(): number {
    this.changeSeq += 1;
    return 52_000 + this.changeSeq;
  }

  nextTicketId(): number {
    this.ticketSeq += 1;
    return 3_100_000 + this.ticketSeq;
  }

  /** PNRs come from the seed and a counter so a replayed test run books the same codes. */
  pnr(bookingId: number): string {
    const r = seeded(this.seed, 'pnr', bookingId);
    let code = '';
    for (let i = 0; i < 6; i++) code += PNR_CHARS[Math.floor(r() * PNR_CHARS.length)];
    return code;
  }
}
