import { randomUUID } from 'node:crypto';
import type { ReadPassenger, TboResult, TboTicket } from '@app/tbo-air';
import type { Carrier } from './carriers';
import type { Family, LegPrice, PaxCounts, SeatLedger } from './fares';
import type { Itinerary } from './inventory';
import { hashString } from './prng';
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
  passengers: ReadPassenger[];
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
  /** a low-cost carrier's: TBO answers its cancellation Completed at once (decision 0069); absent in older files */
  lcc?: boolean;
};

const PNR_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Six characters of 32 (5 bits each): 2^30 codes. */
const PNR_MASK = 2 ** 30 - 1;

/** BookingId, ChangeRequestId and TicketId are these plus a counter that never goes back. */
export const ID_BASE = { booking: 1_480_000, change: 52_000, ticket: 3_100_000 } as const;
export type Counters = { booking: number; change: number; ticket: number };

/** Seats a booking takes on each of its flights: infants sit on a lap. */
export const seatsOf = (b: { offer: Offer }) => b.offer.pax.adults + b.offer.pax.children;
export const flightKeys = (b: { offer: Offer }) => b.offer.legs.flatMap((l) => l.flights.map((f) => f.key));

/** What a sandbox keeps across restarts (see booking-file.ts for how it is written). */
export type AirState = {
  /** the seed PNRs are drawn from: the first state's, kept when the sandbox's seed changes later */
  pnrSeed: string;
  counters: Counters;
  /** what the agency spent on bookings no longer kept, net of their refunds */
  carriedSpend: number;
  bookings: Booking[];
  changes: ChangeRecord[];
};

/**
 * In-memory state of one sandbox: sessions, search traces, seats sold and bookings. Traces are
 * what a busy sandbox fills up with, so they live within a byte budget, least recently used first
 * out (a real supplier forgets traces too: the caller then sees an expired TraceId). Bookings are
 * the newest `bookingsKept`, with their change requests; the counters behind every id never go
 * back, so no PNR, BookingId or ticket number is issued twice.
 */
export class SandboxStore implements SeatLedger {
  private readonly tokens = new Map<string, number>();
  private readonly traces: TraceStore;
  private readonly seatsSold = new Map<string, number>();
  private readonly bookingMap = new Map<number, Booking>();
  private readonly changeMap = new Map<number, ChangeRecord>();
  private counters: Counters = { booking: 0, change: 0, ticket: 0 };
  private carriedSpend = 0;
  private pnrSeed: string;
  /** Moves with every change that must outlive a restart: the state is saved when it moved. */
  revision = 0;

  constructor(
    seed: string,
    traceMaxBytes: number,
    private readonly bookingsKept: number,
  ) {
    this.pnrSeed = seed;
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

  get bookings(): ReadonlyMap<number, Booking> {
    return this.bookingMap;
  }

  get changes(): ReadonlyMap<number, ChangeRecord> {
    return this.changeMap;
  }

  /** A booking kept; beyond `bookingsKept` the oldest goes, its spend carried so the balance stays. */
  addBooking(booking: Booking) {
    this.bookingMap.set(booking.bookingId, booking);
    for (const [id, old] of this.bookingMap) {
      if (this.bookingMap.size <= this.bookingsKept) break;
      this.forget(id, old);
    }
    this.changed();
  }

  addChange(record: ChangeRecord) {
    this.changeMap.set(record.id, record);
    this.changed();
  }

  /** A kept booking or change request was changed in place (ticketed, released, cancelled). */
  changed() {
    this.revision += 1;
  }

  /** The agency's spend on bookings no longer kept. */
  spentOnForgotten(): number {
    return this.carriedSpend;
  }

  private forget(id: number, booking: Booking) {
    if (booking.tickets.length > 0) this.carriedSpend += booking.result.Fare.OfferedFare;
    for (const changeId of booking.changeRequests) {
      this.carriedSpend -= this.changeMap.get(changeId)?.refund ?? 0;
      this.changeMap.delete(changeId);
    }
    this.bookingMap.delete(id);
  }

  private next(counter: keyof Counters): number {
    this.counters[counter] += 1;
    this.changed();
    return ID_BASE[counter] + this.counters[counter];
  }

  nextBookingId(): number {
    return this.next('booking');
  }

  nextChangeId(): number {
    return this.next('change');
  }

  nextTicketId(): number {
    return this.next('ticket');
  }

  /**
   * A booking's PNR: its counter through a bijection of 30-bit numbers keyed by the seed (xor,
   * odd multipliers and xor-shifts, each invertible), written in 6 characters of 32. Distinct
   * bookings get distinct PNRs, and a replayed test run books the same codes.
   */
  pnr(bookingId: number): string {
    const key = (part: number) => hashString(`${this.pnrSeed}|pnr|${part}`);
    let x = ((bookingId - ID_BASE.booking) ^ key(0)) & PNR_MASK;
    x = Math.imul(x, key(1) | 1) & PNR_MASK;
    x ^= x >>> 15;
    x = Math.imul(x, key(2) | 1) & PNR_MASK;
    x ^= x >>> 13;
    let code = '';
    for (let i = 0; i < 6; i++, x >>>= 5) code += PNR_CHARS[x & 31];
    return code;
  }

  state(): AirState {
    return {
      pnrSeed: this.pnrSeed,
      counters: { ...this.counters },
      carriedSpend: this.carriedSpend,
      bookings: [...this.bookingMap.values()],
      changes: [...this.changeMap.values()],
    };
  }

  /** Takes up a saved state: its bookings, their seats sold again, and counters that go on from it. */
  restore(state: AirState) {
    this.pnrSeed = state.pnrSeed;
    this.carriedSpend = state.carriedSpend;
    // A counter behind an id already issued (a file edited by hand) is moved past it.
    const past = (counter: keyof Counters, ids: number[]) =>
      ids.reduce((most, id) => Math.max(most, id - ID_BASE[counter]), state.counters[counter]);
    this.counters = {
      booking: past(
        'booking',
        state.bookings.map((b) => b.bookingId),
      ),
      change: past(
        'change',
        state.changes.map((c) => c.id),
      ),
      ticket: past(
        'ticket',
        state.bookings.flatMap((b) => b.tickets.map((t) => t.TicketId)),
      ),
    };
    for (const booking of state.bookings) {
      this.bookingMap.set(booking.bookingId, booking);
      if (booking.status === BOOKING_STATUS.Held || booking.status === BOOKING_STATUS.Ticketed)
        this.sell(flightKeys(booking), seatsOf(booking));
    }
    for (const change of state.changes) this.changeMap.set(change.id, change);
  }
}
