import type {
  BookingDetailsResponse,
  BookResponse,
  ChangeRequestStatusResponse,
  SearchResponse,
  SendChangeResponse,
  SsrResponse,
} from '@app/tbo-air';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kit, passenger } from './test-kit';

type Kit = Awaited<ReturnType<typeof kit>>;
let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(async () => {
  await k.app.close();
});

async function searchFor(sources: string[]) {
  const s = await k.json<SearchResponse>(
    'Search',
    k.searchBody([['DEL', 'BOM', k.day(12)]], { Sources: sources }),
  );
  const first = (s.Response.Results ?? [])[0]?.[0];
  if (!first) throw new Error('no result');
  return { traceId: s.Response.TraceId, result: first };
}

/** A GDS fare held with Book, then ticketed with its PNR: the booking as Book answered it. */
async function ticketedGds() {
  const { traceId, result } = await searchFor(['GDS']);
  const held = await k.json<BookResponse>('Book', {
    ...k.base,
    TraceId: traceId,
    ResultIndex: result.ResultIndex,
    Passengers: [passenger],
  });
  const booking = held.Response.Response;
  if (!booking) throw new Error(JSON.stringify(held.Response.Error));
  await k.json<BookResponse>('Ticket', {
    ...k.base,
    TraceId: traceId,
    PNR: booking.PNR,
    BookingId: booking.BookingId,
  });
  return booking;
}

describe('SSR', () => {
  it('offers baggage and meals on LCC fares only', async () => {
    const lcc = await searchFor(['6E']);
    const ssr = await k.json<SsrResponse>('SSR', {
      ...k.base,
      TraceId: lcc.traceId,
      ResultIndex: lcc.result.ResultIndex,
    });
    expect(ssr.Response.ResponseStatus).toBe(1);
    expect(ssr.Response.Baggage?.[0]?.some((b) => b.Weight === 15)).toBe(true);
    expect(ssr.Response.MealDynamic?.[0]?.length).toBeGreaterThan(1);
    const gds = await searchFor(['GDS']);
    const none = await k.json<SsrResponse>('SSR', {
      ...k.base,
      TraceId: gds.traceId,
      ResultIndex: gds.result.ResultIndex,
    });
    expect(none.Response.ResponseStatus).toBe(2);
    expect(none.Response.Error?.ErrorMessage).toBe('No SSR details found');
  });
});

describe('Book, Ticket and after-sales', () => {
  it('holds a GDS fare, tickets it, and refunds it through a change request', async () => {
    const { traceId, result } = await searchFor(['GDS']);
    const held = await k.json<BookResponse>('Book', {
      ...k.base,
      TraceId: traceId,
      ResultIndex: result.ResultIndex,
      Passengers: [passenger],
    });
    const booking = held.Response.Response;
    if (!booking) throw new Error(JSON.stringify(held.Response.Error));
    expect(booking.PNR).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.FlightItinerary.Status).toBe(1);
    expect(booking.FlightItinerary.LastTicketDate).toBeTruthy();
    const ticketed = await k.json<BookResponse>('Ticket', {
      ...k.base,
      TraceId: traceId,
      PNR: booking.PNR,
      BookingId: booking.BookingId,
    });
    const ticket = ticketed.Response.Response?.FlightItinerary.Passenger[0]?.Ticket;
    expect(ticket?.TicketNumber).toMatch(/^\d{13}$/);
    const details = await k.json<BookingDetailsResponse>('GetBookingDetails', {
      ...k.base,
      BookingId: booking.BookingId,
    });
    expect(details.Response.FlightItinerary?.Status).toBe(2);
    const change = await k.json<SendChangeResponse>('SendChangeRequest', {
      ...k.base,
      BookingId: booking.BookingId,
      RequestType: 1,
      CancellationType: 3,
      Remarks: 'Plans changed',
    });
    const info = change.Response.TicketCRInfo[0];
    const id = info?.ChangeRequestId ?? 0;
    // TBO's numbers (decision 0069): a GDS airline's request is Pending (7), then Completed (4).
    expect(info?.ChangeRequestStatus).toBe(7);
    const status = () =>
      k.json<ChangeRequestStatusResponse>('GetChangeRequestStatus', { ...k.base, ChangeRequestId: id });
    expect((await status()).Response.ChangeRequestStatus).toBe(7);
    k.advance(20 * 60_000);
    const done = await status();
    expect(done.Response.ChangeRequestStatus).toBe(4);
    expect(done.Response.RefundedAmount + done.Response.CancellationCharge).toBeGreaterThan(0);
  });

  it('answers an LCC cancellation Completed at once with its amounts, as TBO does', async () => {
    const { traceId, result } = await searchFor(['6E']);
    const ticketed = await k.json<BookResponse>('Ticket', {
      ...k.base,
      TraceId: traceId,
      ResultIndex: result.ResultIndex,
      Passengers: [passenger],
    });
    const change = await k.json<SendChangeResponse>('SendChangeRequest', {
      ...k.base,
      BookingId: ticketed.Response.Response?.BookingId ?? 0,
      RequestType: 1,
      CancellationType: 3,
      Remarks: 'Plans changed',
    });
    const info = change.Response.TicketCRInfo[0];
    expect(info?.ChangeRequestStatus).toBe(4);
    expect(info?.RefundedAmount).toBeGreaterThan(0);
    const status = await k.json<ChangeRequestStatusResponse>('GetChangeRequestStatus', {
      ...k.base,
      ChangeRequestId: info?.ChangeRequestId ?? 0,
    });
    expect(status.Response.ChangeRequestStatus).toBe(4);
    expect(status.Response.RefundedAmount).toBe(info?.RefundedAmount);
  });

  it('completes a GDS change request as fast as the changeMinutes fault says, at once with 0', async () => {
    const booking = await ticketedGds();
    const ask = async (faults: string) =>
      (
        await k.json<SendChangeResponse>(
          'SendChangeRequest',
          {
            ...k.base,
            BookingId: booking?.BookingId ?? 0,
            RequestType: 1,
            CancellationType: 3,
            Remarks: 'Plans changed',
          },
          faults,
        )
      ).Response.TicketCRInfo[0]?.ChangeRequestId ?? 0;
    const statusOf = async (id: number) =>
      (
        await k.json<ChangeRequestStatusResponse>('GetChangeRequestStatus', {
          ...k.base,
          ChangeRequestId: id,
        })
      ).Response;
    const soon = await ask('changeMinutes=2');
    expect((await statusOf(soon)).ChangeRequestStatus).toBe(7);
    const now = await ask('changeMinutes=0');
    const done = await statusOf(now);
    expect(done.ChangeRequestStatus).toBe(4);
    expect(done.RefundedAmount).toBeGreaterThan(0);
  });

  it('finds the booking a trace made when the answer was lost, and says when it made none', async () => {
    const lcc = await searchFor(['6E']);
    const none = await k.json<BookingDetailsResponse>('GetBookingDetails', {
      ...k.base,
      TraceId: lcc.traceId,
    });
    expect(none.Response.ResponseStatus).toBe(3);
    expect(none.Response.Error?.ErrorCode).toBe(8);
    const direct = await k.json<BookResponse>('Ticket', {
      ...k.base,
      TraceId: lcc.traceId,
      ResultIndex: lcc.result.ResultIndex,
      Passengers: [passenger],
    });
    const found = await k.json<BookingDetailsResponse>('GetBookingDetails', {
      ...k.base,
      TraceId: lcc.traceId,
    });
    expect(found.Response.FlightItinerary?.BookingId).toBe(direct.Response.Response?.BookingId);
    expect(found.Response.FlightItinerary?.Status).toBe(2);
    const neither = await k.call('GetBookingDetails', { ...k.base });
    expect((await neither.json()).Response.Error?.ErrorMessage).toContain('BookingId or TraceId is required');
  });

  it('tickets an LCC fare directly, and releases a GDS hold', async () => {
    const lcc = await searchFor(['6E']);
    const direct = await k.json<BookResponse>('Ticket', {
      ...k.base,
      TraceId: lcc.traceId,
      ResultIndex: lcc.result.ResultIndex,
      Passengers: [passenger],
    });
    expect(direct.Response.Response?.FlightItinerary.Status).toBe(2);
    expect(direct.Response.Response?.FlightItinerary.IsLCC).toBe(true);
    const refused = await k.json<BookResponse>('Book', {
      ...k.base,
      TraceId: lcc.traceId,
      ResultIndex: lcc.result.ResultIndex,
      Passengers: [passenger],
    });
    expect(refused.Response.ResponseStatus).toBe(3);
    const gds = await searchFor(['GDS']);
    const held = await k.json<BookResponse>('Book', {
      ...k.base,
      TraceId: gds.traceId,
      ResultIndex: gds.result.ResultIndex,
      Passengers: [passenger],
    });
    const bookingId = held.Response.Response?.BookingId ?? 0;
    // TBO's 3 is SpiceJet: a GDS hold is released in the source it was made in, and no other.
    const elsewhere = await k.json<BookResponse>('ReleasePNRRequest', {
      ...k.base,
      BookingId: bookingId,
      Source: 3,
    });
    expect(elsewhere.Response.ResponseStatus).toBe(2);
    const released = await k.json<BookResponse>('ReleasePNRRequest', {
      ...k.base,
      BookingId: bookingId,
      Source: gds.result.Source,
    });
    expect(released.Response.ResponseStatus).toBe(1);
    const details = await k.json<BookingDetailsResponse>('GetBookingDetails', {
      ...k.base,
      BookingId: bookingId,
    });
    expect(details.Response.FlightItinerary?.Status).toBe(3);
  });
});
