import type { BookingDetailsResponse, BookResponse, SearchResponse, SendChangeResponse } from '@app/tbo-air';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kit } from './test-kit';

type Kit = Awaited<ReturnType<typeof kit>>;
let k: Kit;
beforeAll(async () => {
  k = await kit();
});
afterAll(async () => {
  await k.app.close();
});

/**
 * Issue 26 item 6: a client written from TBO's documents and samples, not from our adapter. TBO's
 * pages type its numbers as strings ("Source String … Mandatory"), its samples send an adult's
 * DateOfBirth as "", and real clients send string BookingIds and a comma-separated TicketId
 * (decision 0069 §6): TBO takes all of it, so the sandbox does.
 */
const adult = (FirstName: string, IsLeadPax: boolean) => ({
  Title: 'Mr',
  FirstName,
  LastName: 'Kapoor',
  PaxType: '1',
  DateOfBirth: '',
  Gender: '1',
  PassportNo: '',
  PassportExpiry: '',
  AddressLine1: 'MG Road',
  City: 'Delhi',
  CountryCode: 'IN',
  ContactNo: '9811111111',
  Email: 'kapoor@example.com',
  IsLeadPax,
  Fare: { BaseFare: '0', Tax: '0', YQTax: '0' },
});

async function searchGds() {
  const answer = await k.json<SearchResponse>('Search', {
    ...k.base,
    AdultCount: '2',
    ChildCount: '0',
    InfantCount: '0',
    DirectFlight: false,
    OneStopFlight: false,
    JourneyType: '1',
    Sources: ['GDS'],
    Segments: [
      {
        Origin: 'DEL',
        Destination: 'BOM',
        FlightCabinClass: '2',
        PreferredDepartureTime: `${k.day(15)}T00:00:00`,
        PreferredArrivalTime: `${k.day(15)}T00:00:00`,
      },
    ],
  });
  const result = answer.Response.Results?.[0]?.[0];
  if (!result) throw new Error(JSON.stringify(answer.Response.Error));
  return { traceId: answer.Response.TraceId, result };
}

describe('a client written from TBO’s documents', () => {
  it('searches, holds, tickets, finds by PNR and names, and cancels with string numbers', async () => {
    const { traceId, result } = await searchGds();
    const held = await k.json<BookResponse>('Book', {
      ...k.base,
      TraceId: traceId,
      ResultIndex: result.ResultIndex,
      Passengers: [adult('Rohan', true), adult('Vikram', false)],
    });
    const booking = held.Response.Response;
    expect(held.Response.ResponseStatus, JSON.stringify(held.Response.Error)).toBe(1);
    if (!booking) throw new Error('no booking');

    const ticketed = await k.json<BookResponse>('Ticket', {
      ...k.base,
      TraceId: traceId,
      PNR: booking.PNR,
      BookingId: String(booking.BookingId),
    });
    expect(ticketed.Response.ResponseStatus, JSON.stringify(ticketed.Response.Error)).toBe(1);

    // "If Booking Id is received as 0 then please call GetBookingDetails using … PNR with First Name
    // and Last Name of the lead passenger" (GetBookingDetails.aspx).
    const byNames = await k.json<BookingDetailsResponse>('GetBookingDetails', {
      ...k.base,
      BookingId: '0',
      PNR: booking.PNR,
      FirstName: 'ROHAN',
      LastName: 'kapoor',
    });
    expect(byNames.Response.FlightItinerary?.BookingId).toBe(booking.BookingId);
    const tickets = (byNames.Response.FlightItinerary?.Passenger ?? []).map((p) => p.Ticket?.TicketId);
    expect(tickets).toHaveLength(2);
    const notTheLead = await k.json<BookingDetailsResponse>('GetBookingDetails', {
      ...k.base,
      PNR: booking.PNR,
      FirstName: 'Vikram',
    });
    expect(notTheLead.Response.ResponseStatus).toBe(3);

    const cancelled = await k.json<SendChangeResponse>('SendChangeRequest', {
      ...k.base,
      BookingId: String(booking.BookingId),
      RequestType: '1',
      CancellationType: '3',
      TicketId: tickets.join(','),
      Remarks: 'Passenger asked to cancel',
    });
    expect(cancelled.Response.ResponseStatus, JSON.stringify(cancelled.Response.Error)).toBe(1);
    expect(cancelled.Response.TicketCRInfo).toHaveLength(2);
  });

  it('still refuses what TBO refuses: a non-numeric id, a date in another form, an unknown pax type', async () => {
    const { traceId, result } = await searchGds();
    const refused = await Promise.all([
      k.call('GetBookingDetails', { ...k.base, BookingId: 'B-12' }),
      k.call('Book', {
        ...k.base,
        TraceId: traceId,
        ResultIndex: result.ResultIndex,
        Passengers: [{ ...adult('Rohan', true), DateOfBirth: '06/12/1987' }],
      }),
      k.call('Book', {
        ...k.base,
        TraceId: traceId,
        ResultIndex: result.ResultIndex,
        Passengers: [{ ...adult('Rohan', true), PaxType: '4' }],
      }),
    ]);
    for (const answer of refused) expect(answer.json().Response.ResponseStatus).toBe(3);
  });
});
