import type {
  BookingDetailsResponse,
  BookResponse,
  bookingDetailsRequest,
  bookRequest,
  CancellationChargesResponse,
  ChangeRequestStatusResponse,
  cancellationChargesRequest,
  changeRequest,
  changeRequestStatusRequest,
  ReadPassenger,
  ReleasePnrResponse,
  releasePnrRequest,
  SendChangeResponse,
  TboFlightItinerary,
  ticketRequest,
} from '@app/tbo-air';
import { TBO_CHANGE_REQUEST_STATUS } from '@app/tbo-air';
import type { z } from 'zod';
import { faultNumber } from '../faults';
import type { Air, Call } from './context';
import { ERROR_CODE, invalid, OK, TboFailure } from './envelope';
import { cancellationCharge } from './fare-rules';
import { perPax, round2, seatsLeft, totals } from './fares';
import { fareOf } from './results';
import {
  BOOKING_STATUS,
  type Booking,
  type ChangeRecord,
  flightKeys,
  type StoredResult,
  seatsOf,
} from './store';
import { formatUtcDateTime } from './time';

function stored(call: Call, body: { TraceId: string; ResultIndex: string }) {
  const found = call.trace(body.TraceId).results.get(body.ResultIndex);
  if (!found) throw invalid(`ResultIndex ${body.ResultIndex} is not valid for this TraceId.`);
  return found;
}

/** The airline checks names and counts against the priced passenger mix. */
function checkPassengers(s: StoredResult, passengers: ReadPassenger[]) {
  const count = (type: number) => passengers.filter((p) => p.PaxType === type).length;
  const { adults, children, infants } = s.offer.pax;
  if (count(1) !== adults || count(2) !== children || count(3) !== infants)
    throw invalid(
      `Passengers must be ${adults} adult(s), ${children} child(ren) and ${infants} infant(s) as searched.`,
    );
  if (passengers.filter((p) => p.IsLeadPax).length !== 1)
    throw invalid('Exactly one passenger must be IsLeadPax.');
  if (s.result.IsPanRequiredAtBook && passengers.some((p) => !p.PAN))
    throw invalid('PAN is mandatory for this fare.');
  if (s.result.IsPassportRequiredAtBook && passengers.some((p) => !p.PassportNo || !p.PassportExpiry))
    throw invalid('Passport details are mandatory for this fare.');
}

function reserve(air: Air, call: Call, s: StoredResult) {
  for (const leg of s.offer.legs) {
    for (const f of leg.flights) {
      if (seatsLeft(f, call.pricing) < seatsOf(s))
        throw new TboFailure(2, ERROR_CODE.SeatsUnavailable, 'Requested seats are not available.');
    }
  }
  air.store.sell(flightKeys(s), seatsOf(s));
}

function createBooking(
  air: Air,
  call: Call,
  traceId: string,
  resultIndex: string,
  s: StoredResult,
  passengers: ReadPassenger[],
): Booking {
  reserve(air, call, s);
  const bookingId = air.store.nextBookingId();
  const booking: Booking = {
    bookingId,
    pnr: air.store.pnr(bookingId),
    status: BOOKING_STATUS.Held,
    traceId,
    resultIndex,
    offer: s.offer,
    result: s.result,
    passengers,
    tickets: [],
    createdAt: call.nowMs,
    changeRequests: [],
  };
  air.store.addBooking(booking);
  return booking;
}

function issueTickets(air: Air, call: Call, booking: Booking) {
  const prefix = booking.offer.carrier.ticketPrefix;
  booking.tickets = booking.passengers.map(() => {
    const id = air.store.nextTicketId();
    return {
      TicketId: id,
      TicketNumber: `${prefix}${String(4_100_000_000 + id).slice(-10)}`,
      IssueDate: formatUtcDateTime(call.nowMs),
      ValidatingAirline: booking.offer.carrier.code,
      Status: 'OK',
    };
  });
  booking.status = BOOKING_STATUS.Ticketed;
  air.store.changed();
}

export function itinerary(booking: Booking): TboFlightItinerary {
  const { offer, result } = booking;
  const prices = perPax(offer.prices, offer.uplift);
  const paxFare = (type: 1 | 2 | 3) => {
    const p = type === 1 ? prices.adult : type === 2 ? prices.child : prices.infant;
    const one = { adults: type === 1 ? 1 : 0, children: type === 2 ? 1 : 0, infants: type === 3 ? 1 : 0 };
    return fareOf(totals({ adult: p, child: p, infant: p }, one, offer.lcc));
  };
  const first = offer.legs[0];
  const last = offer.legs[offer.legs.length - 1];
  return {
    BookingId: booking.bookingId,
    PNR: booking.pnr,
    IsLCC: offer.lcc,
    Source: result.Source,
    Origin: first?.origin.iata ?? '',
    Destination:
      (offer.tripIndicators.length > 1 && offer.tripIndicators[1] === 2 ? first : last)?.destination.iata ??
      '',
    AirlineCode: offer.carrier.code,
    ValidatingAirlineCode: offer.carrier.code,
    LastTicketDate: booking.status === BOOKING_STATUS.Held ? result.LastTicketDate : null,
    Fare: result.Fare,
    Passenger: booking.passengers.map((p, i) => ({
      PaxId: booking.bookingId * 10 + i,
      Title: p.Title,
      FirstName: p.FirstName,
      LastName: p.LastName,
      PaxType: p.PaxType,
      Gender: p.Gender,
      DateOfBirth: p.DateOfBirth,
      PassportNo: p.PassportNo,
      IsLeadPax: p.IsLeadPax,
      Fare: paxFare(p.PaxType),
      Ticket: booking.tickets[i],
      SegmentAdditionalInfo: result.Segments.flat().map((s) => ({
        FareBasis: result.FareRules[0]?.FareBasisCode ?? '',
        NVA: '',
        NVB: '',
        Baggage: s.Baggage,
        Meal: '',
      })),
    })),
    Segments: result.Segments.flat().map((s) => ({ ...s, AirlinePNR: booking.pnr })),
    FareRules: result.FareRules,
    Status: booking.status,
    ...(booking.status === BOOKING_STATUS.Ticketed
      ? { InvoiceNo: `MW/${booking.bookingId}`, InvoiceCreatedOn: booking.tickets[0]?.IssueDate ?? '' }
      : {}),
  };
}

function bookResponse(traceId: string, booking: Booking, call: Call): BookResponse {
  return {
    Response: {
      ...OK,
      TraceId: traceId,
      Response: {
        PNR: booking.pnr,
        BookingId: booking.bookingId,
        SSRDenied: false,
        IsPriceChanged: call.faults.has('priceChange'),
        IsTimeChanged: call.faults.has('timeChange'),
        FlightItinerary: itinerary(booking),
      },
    },
  };
}

/** GDS hold: a PNR with a ticketing deadline. LCC fares have no hold and go straight to Ticket. */
export function book(air: Air, call: Call, body: z.output<typeof bookRequest>): BookResponse {
  const s = stored(call, body);
  if (s.offer.lcc) throw invalid('Book is not available for LCC fares; call Ticket with Passengers.');
  checkPassengers(s, body.Passengers);
  if (call.faults.has('priceChange')) {
    s.offer.uplift = 1 + Number(call.faults.get('priceChange') || 5) / 100;
    s.result = {
      ...s.result,
      Fare: fareOf(totals(perPax(s.offer.prices, s.offer.uplift), s.offer.pax, s.offer.lcc)),
    };
  }
  const booking = createBooking(air, call, body.TraceId, body.ResultIndex, s, body.Passengers);
  return bookResponse(body.TraceId, booking, call);
}

export function ticket(air: Air, call: Call, body: z.output<typeof ticketRequest>): BookResponse {
  if ('PNR' in body) {
    const booking = air.store.bookings.get(body.BookingId);
    if (!booking || booking.pnr !== body.PNR)
      throw new TboFailure(
        3,
        ERROR_CODE.BookingNotFound,
        `No booking ${body.BookingId} with PNR ${body.PNR}.`,
      );
    if (booking.status !== BOOKING_STATUS.Held)
      throw new TboFailure(2, ERROR_CODE.InvalidBookingState, `Booking ${body.BookingId} is not on hold.`);
    issueTickets(air, call, booking);
    return bookResponse(body.TraceId, booking, call);
  }
  const s = stored(call, body);
  if (!s.offer.lcc) throw invalid('GDS fares must be booked first; ticket them with PNR and BookingId.');
  checkPassengers(s, body.Passengers);
  const booking = createBooking(air, call, body.TraceId, body.ResultIndex, s, body.Passengers);
  issueTickets(air, call, booking);
  return bookResponse(body.TraceId, booking, call);
}

function bookingOf(air: Air, bookingId: number, pnr?: string): Booking {
  const booking = air.store.bookings.get(bookingId);
  if (!booking || (pnr && booking.pnr !== pnr))
    throw new TboFailure(
      3,
      ERROR_CODE.BookingNotFound,
      `No booking ${bookingId}${pnr ? ` with PNR ${pnr}` : ''}.`,
    );
  return booking;
}

/** A booking by its PNR and its lead passenger's names, as an airline's counter finds one (any case). */
function byLeadPassenger(air: Air, pnr: string, firstName: string, lastName: string | undefined): Booking {
  const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
  for (const booking of air.store.bookings.values()) {
    const lead = booking.passengers.find((p) => p.IsLeadPax) ?? booking.passengers[0];
    if (
      same(booking.pnr, pnr) &&
      lead &&
      same(lead.FirstName, firstName) &&
      (lastName === undefined || same(lead.LastName, lastName))
    )
      return booking;
  }
  throw new TboFailure(3, ERROR_CODE.BookingNotFound, `No booking with PNR ${pnr} for ${firstName}.`);
}

/** The last booking made on a trace: what a Book or Ticket call whose answer was lost made, if anything. */
function latestOfTrace(air: Air, traceId: string | undefined): Booking {
  let latest: Booking | undefined;
  for (const booking of air.store.bookings.values())
    if (booking.traceId === traceId && (!latest || booking.bookingId > latest.bookingId)) latest = booking;
  if (!latest) throw new TboFailure(3, ERROR_CODE.BookingNotFound, `No booking on trace ${traceId}.`);
  return latest;
}

export function bookingDetails(
  air: Air,
  _call: Call,
  body: z.output<typeof bookingDetailsRequest>,
): BookingDetailsResponse {
  const booking =
    body.BookingId !== undefined
      ? bookingOf(air, body.BookingId, body.PNR)
      : body.TraceId !== undefined
        ? latestOfTrace(air, body.TraceId)
        : byLeadPassenger(air, body.PNR ?? '', body.FirstName ?? '', body.LastName);
  return { Response: { ...OK, TraceId: booking.traceId, FlightItinerary: itinerary(booking) } };
}

export function releasePnr(
  air: Air,
  _call: Call,
  body: z.output<typeof releasePnrRequest>,
): ReleasePnrResponse {
  const booking = bookingOf(air, body.BookingId);
  // The hold lives in the source that made it; another source's number names another system.
  if (body.Source !== booking.result.Source)
    throw new TboFailure(
      2,
      ERROR_CODE.InvalidRequest,
      `Booking ${body.BookingId} was not made in source ${body.Source}.`,
    );
  if (booking.status !== BOOKING_STATUS.Held)
    throw new TboFailure(2, ERROR_CODE.InvalidBookingState, `Booking ${body.BookingId} is not on hold.`);
  booking.status = BOOKING_STATUS.Released;
  air.store.sell(flightKeys(booking), -seatsOf(booking));
  air.store.changed();
  return { Response: { ...OK, TraceId: booking.traceId } };
}

/** Cancellation (RequestType 1/2) of ticketed bookings; the refund follows the fare rule. */
/**
 * What cancelling one ticket costs now, by the fare family's rules for the time left before the
 * first departure: per sector, capped at the ticket's fare; a closed fare keeps all but the taxes.
 */
function ticketCharges(booking: Booking, nowMs: number) {
  const firstDep = booking.offer.legs[0]?.flights[0]?.depUtc ?? nowMs;
  const hours = (firstDep - nowMs) / 3_600_000;
  const domestic = booking.offer.legs.every((l) => l.origin.countryCode === l.destination.countryCode);
  const perSector = cancellationCharge(booking.offer.family, domestic, hours);
  const sectors = booking.offer.legs.length;
  const perPaxFare = round2(booking.result.Fare.PublishedFare / booking.passengers.length);
  const perPaxTax = round2(booking.result.Fare.Tax / booking.passengers.length);
  const charge =
    perSector === null ? round2(perPaxFare - perPaxTax) : Math.min(perSector * sectors, perPaxFare);
  return { charge, refund: round2(Math.max(perPaxFare - charge, 0)) };
}

/** GetCancellationCharges: the same figures SendChangeRequest would record, for every ticket, unsent. */
export function cancellationCharges(
  air: Air,
  call: Call,
  body: z.output<typeof cancellationChargesRequest>,
): CancellationChargesResponse {
  const booking = bookingOf(air, body.BookingId);
  if (booking.status !== BOOKING_STATUS.Ticketed)
    throw new TboFailure(2, ERROR_CODE.InvalidBookingState, `Booking ${body.BookingId} is not ticketed.`);
  const { charge, refund } = ticketCharges(booking, call.nowMs);
  const tickets = booking.tickets.length;
  return {
    Response: {
      ...OK,
      TraceId: booking.traceId,
      CancellationCharge: round2(charge * tickets),
      RefundAmount: round2(refund * tickets),
      Currency: booking.result.Fare.Currency,
    },
  };
}

/** How long a GDS airline takes to complete a change request, minutes. */
const CHANGE_MINUTES = 15;
const CR = TBO_CHANGE_REQUEST_STATUS;

export function sendChange(air: Air, call: Call, body: z.output<typeof changeRequest>): SendChangeResponse {
  const booking = bookingOf(air, body.BookingId);
  if (booking.status !== BOOKING_STATUS.Ticketed)
    throw new TboFailure(2, ERROR_CODE.InvalidBookingState, `Booking ${body.BookingId} is not ticketed.`);
  const tickets = body.TicketId?.length
    ? booking.tickets.filter((t) => body.TicketId?.includes(t.TicketId))
    : booking.tickets;
  if (tickets.length === 0) throw invalid('TicketId does not belong to this booking.');
  const { charge, refund } = ticketCharges(booking, call.nowMs);
  // `changeMinutes=N`: this airline finishes in N minutes, not 15 (0: at the first status call). The
  // request is dated as if it had been worked on for the difference, so every reader of its clock
  // (its status, the agency's balance) agrees.
  const minutes = Math.min(
    Math.max(faultNumber(call.faults, 'changeMinutes', CHANGE_MINUTES), 0),
    CHANGE_MINUTES,
  );
  const info = tickets.map((t) => {
    const record = {
      id: air.store.nextChangeId(),
      bookingId: booking.bookingId,
      ticketId: t.TicketId,
      requestType: body.RequestType,
      remarks: body.Remarks,
      createdAt: call.nowMs - (CHANGE_MINUTES - minutes) * 60_000,
      charge,
      refund,
      lcc: booking.offer.lcc,
    };
    booking.changeRequests.push(record.id);
    air.store.addChange(record);
    // A full cancellation answers its status, and an LCC's its amounts with it, as TBO's real answers
    // do; a partial one only the id, Status and Remarks (decision 0069). A GDS airline has not started:
    // Pending, whatever `changeMinutes` says its first status call will find.
    const status = record.lcc ? CR.Completed : CR.Pending;
    const full = body.RequestType === 1;
    return {
      ChangeRequestId: record.id,
      TicketId: t.TicketId,
      Status: 1,
      Remarks: body.Remarks,
      ...(full ? { ChangeRequestStatus: status } : {}),
      ...(full && status === CR.Completed ? { RefundedAmount: refund, CancellationCharge: charge } : {}),
    };
  });
  return { Response: { ...OK, TraceId: booking.traceId, TicketCRInfo: info } };
}

/**
 * TBO's status of a change request: an LCC's is Completed as soon as it is sent; a GDS airline's is
 * Pending until it has worked on it (15 minutes, or `changeMinutes`), then Completed.
 */
export function changeStatusAt(record: ChangeRecord, nowMs: number): number {
  if (record.lcc) return CR.Completed;
  const minutes = (nowMs - record.createdAt) / 60_000;
  return minutes >= CHANGE_MINUTES ? CR.Completed : CR.Pending;
}

export function changeStatus(
  air: Air,
  call: Call,
  body: z.output<typeof changeRequestStatusRequest>,
): ChangeRequestStatusResponse {
  const record = air.store.changes.get(body.ChangeRequestId);
  if (!record)
    throw new TboFailure(3, ERROR_CODE.BookingNotFound, `No change request ${body.ChangeRequestId}.`);
  const status = changeStatusAt(record, call.nowMs);
  if (status === CR.Completed) {
    // Once every ticket has a completed request the seats go back on sale.
    const booking = air.store.bookings.get(record.bookingId);
    const cancelled = new Set(booking?.changeRequests.map((id) => air.store.changes.get(id)?.ticketId));
    if (
      booking?.status === BOOKING_STATUS.Ticketed &&
      booking.tickets.every((t) => cancelled.has(t.TicketId))
    ) {
      booking.status = BOOKING_STATUS.Cancelled;
      air.store.sell(flightKeys(booking), -seatsOf(booking));
      air.store.changed();
    }
  }
  const done = status === CR.Completed;
  return {
    Response: {
      ...OK,
      TraceId: '',
      ChangeRequestId: record.id,
      RefundedAmount: done ? record.refund : 0,
      CancellationCharge: done ? record.charge : 0,
      ServiceTaxOnRAF: 0,
      ChangeRequestStatus: status,
    },
  };
}
