import { bookingDetailsResponse, TBO_TICKET_STATUS, ticketResponse } from '@app/tbo-air';
import { realBookingDetailsAnswer, realTicketAnswer } from '@app/tbo-air/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '../../platform/cache';
import { startSandbox, type TestSandbox } from '../../test/sandbox';
import { supplierTraveller } from '../../test/travellers';
import { SupplierError } from '../flight-supplier';
import { ticketOfRequest } from './tbo-booking';
import { toBookingStatus, toSupplierBooking, withTicketStatus } from './tbo-booking-mapping';
import { createTboSupplier } from './tbo-supplier';

const itinerary = () => {
  const parsed = bookingDetailsResponse.parse(realBookingDetailsAnswer()).Response.FlightItinerary;
  if (!parsed) throw new Error('the fixture has an itinerary');
  return parsed;
};

describe('booking Status as TBO answers it (decision 0069 §2)', () => {
  it.each([
    [1, 'held'],
    [2, 'ticketed'],
    [3, 'released'],
    [4, 'cancelled'],
    [5, 'ticketed'],
  ])('reads Status %i as %s', (status, ours) => {
    expect(toBookingStatus({ ...itinerary(), Status: status })).toBe(ours);
  });

  it.each([0, 6, 7, 9, 42])('reads undocumented Status %i as unknown, not a crash', (status) => {
    expect(toBookingStatus({ ...itinerary(), Status: status })).toBe('unknown');
  });

  it('reads Status 5 without a ticket number on every passenger as unknown', () => {
    const [lead] = itinerary().Passenger;
    if (!lead) throw new Error('the fixture has a passenger');
    expect(toBookingStatus({ Status: 5, Passenger: [lead, { ...lead, Ticket: null }] })).toBe('unknown');
    expect(toBookingStatus({ Status: 5, Passenger: [lead] })).toBe('ticketed');
  });

  it('maps a real ticketed GetBookingDetails answer whole', () => {
    const booking = toSupplierBooking(itinerary());
    expect(booking).toMatchObject({
      bookingId: '1288956',
      status: 'ticketed',
      lastTicketDate: '2024-08-31T23:59:00',
      invoiceCreatedOn: '2024-07-11T19:17:14.000Z',
    });
    expect(booking.passengers[0]?.ticket).toEqual({
      ticketId: 2194072,
      ticketNumber: '2201234567',
      validatingAirline: '220',
    });
    expect(booking.passengers[0]?.dateOfBirth).toBe('1982-12-06');
    expect(booking.fareRules[0]?.fareRestriction).toBe('');
  });
});

describe('TicketStatus of a Ticket answer', () => {
  const T = TBO_TICKET_STATUS;
  it.each([T.Successful, T.TicketAlreadyCreated, undefined])('keeps the itinerary status on %s', (ts) => {
    expect(withTicketStatus('ticketed', ts)).toBe('ticketed');
  });

  it.each([T.Failed, T.NotCreated, T.NotAllowed])('%i is a refusal, told as such', (ts) => {
    expect(() => withTicketStatus('held', ts)).toThrow(SupplierError);
    expect(() => withTicketStatus('held', ts)).toThrow(/did not issue the ticket/);
  });

  it.each([T.NotSaved, T.InProgress, T.OtherError, 7, 11])('%i leaves the booking unknown', (ts) => {
    expect(withTicketStatus('ticketed', ts)).toBe('unknown');
  });

  it('a price change is one', () => {
    const answer = ticketResponse.parse(realTicketAnswer(T.PriceChanged)).Response.Response;
    if (!answer) throw new Error('the fixture has a booking');
    const booking = toSupplierBooking(answer.FlightItinerary, { ticketStatus: answer.TicketStatus });
    expect(booking.isPriceChanged).toBe(true);
  });
});

describe('the ticket of a request TBO opened', () => {
  it('is the one TBO names', () => {
    expect(ticketOfRequest(7, 0, [5, 6], 2)).toBe(7);
  });
  it('is the one asked, in order, when TBO names none and opened one per ticket', () => {
    expect([0, 1].map((i) => ticketOfRequest(undefined, i, [5, 6], 2))).toEqual([5, 6]);
  });
  it('is unknown when the counts differ or no ticket was asked', () => {
    expect(ticketOfRequest(undefined, 0, [5, 6], 1)).toBeNull();
    expect(ticketOfRequest(undefined, 0, undefined, 1)).toBeNull();
  });
});

describe('the TBO adapter against the sandbox answering real shapes', () => {
  const endUserIp = '203.0.113.9';
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  let sandbox: TestSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
    await sandbox.faults('realShapes');
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('searches, holds, tickets, reads back and partly cancels a GDS booking', async () => {
    const supplier = createTboSupplier(sandbox.supplierConfig(), createCache(undefined));
    const found = await supplier.search({
      journeyType: 1,
      cabinClass: 2,
      segments: [{ origin: 'DEL', destination: 'BOM', departureDate: inDays(7) }],
      adults: 1,
      children: 0,
      infants: 0,
      endUserIp,
    });
    const fare = found.results[0]?.find((f) => f.source === 'GDS');
    if (!fare) throw new Error('no GDS fare');
    // '31AUG24' style in the answer, ISO in ours
    expect(fare.lastTicketDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const journey = { traceId: found.traceId, endUserIp };
    const held = await supplier.hold({
      ...journey,
      resultIndex: fare.resultIndex,
      passengers: [supplierTraveller(fare)],
    });
    expect(held.status).toBe('held');
    expect(held.lastTicketDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ticketed = await supplier.ticket({
      kind: 'held',
      ...journey,
      bookingId: held.bookingId,
      pnr: held.pnr,
    });
    expect(ticketed.status).toBe('ticketed');
    const ticketId = ticketed.passengers[0]?.ticket?.ticketId;
    expect(typeof ticketId).toBe('number');
    const details = await supplier.bookingDetails({ bookingId: held.bookingId, endUserIp });
    expect(details).toMatchObject({ status: 'ticketed', bookingId: held.bookingId, pnr: held.pnr });
    expect(sandbox.operations.at(-1)).toBe('GetBookingDetails');

    const [segment] = fare.segments[0] ?? [];
    const sent = await supplier.changeRequest({
      bookingId: held.bookingId,
      requestType: 2,
      cancellationType: 3,
      sectors: [
        { origin: segment?.originAirportCode ?? '', destination: segment?.destinationAirportCode ?? '' },
      ],
      ticketIds: ticketId === undefined ? [] : [ticketId],
      remarks: 'Traveller cancelled one sector',
      endUserIp,
    });
    // the answer left TicketId out: the one asked is taken
    expect(sent.changeRequests).toEqual([
      { changeRequestId: expect.stringMatching(/^\d+$/), ticketId, status: 0, statusText: 'NotSet' },
    ]);
  });
});
