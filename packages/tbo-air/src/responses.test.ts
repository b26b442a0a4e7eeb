import { describe, expect, it } from 'vitest';
import {
  realBookingDetailsAnswer,
  realChangeStatusAnswer,
  realFareQuoteAnswer,
  realPartialChangeAnswer,
  realTicketAnswer,
} from './fixtures/real-answers';
import {
  bookingDetailsResponse,
  changeRequestStatusResponse,
  fareQuoteResponse,
  sendChangeResponse,
  ticketResponse,
} from './responses';

describe('answers as TBO really sends them (decision 0069)', () => {
  it('reads a FareQuote with AirlineRemark null, string numbers and a 31AUG24 last ticket date', () => {
    const { Results } = fareQuoteResponse.parse(realFareQuoteAnswer()).Response;
    expect(Results.AirlineRemark).toBeNull();
    expect(Results.Source).toBe(4);
    expect(Results.Fare.PublishedFare).toBe(5131);
    expect(Results.FareBreakdown[0]?.PassengerType).toBe(1);
    expect(Results.LastTicketDate).toBe('2024-08-31');
    expect(Results.Segments[0]?.[0]?.NoOfSeatAvailable).toBe(9);
    expect(Results.Segments[0]?.[0]?.Duration).toBe(510);
  });

  it('reads AirlineRemark "" as sent', () => {
    const answer = realFareQuoteAnswer();
    const quoted = fareQuoteResponse.parse({
      Response: { ...answer.Response, Results: { ...answer.Response.Results, AirlineRemark: '' } },
    });
    expect(quoted.Response.Results.AirlineRemark).toBe('');
  });

  it('reads a ticketed GetBookingDetails itinerary with Status 5', () => {
    const itinerary = bookingDetailsResponse.parse(realBookingDetailsAnswer()).Response.FlightItinerary;
    expect(itinerary?.Status).toBe(5);
    expect(itinerary?.BookingId).toBe(1288956);
    expect(itinerary?.Passenger[0]?.Ticket?.TicketId).toBe(2194072);
    expect(itinerary?.Passenger[0]?.Gender).toBe(1);
    expect(itinerary?.Passenger[0]?.PassportNo).toBeNull();
    expect(itinerary?.InvoiceCreatedOn).toBe('2024-07-11T19:17:14.000Z');
  });

  it('reads segments without NoOfSeatAvailable, with null terminal, PNR and stop times', () => {
    const segment = bookingDetailsResponse.parse(realBookingDetailsAnswer()).Response.FlightItinerary
      ?.Segments[0];
    expect(segment?.NoOfSeatAvailable).toBeUndefined();
    expect(segment?.Origin.Airport.Terminal).toBeNull();
    expect(segment?.AirlinePNR).toBeNull();
    expect(segment?.StopPointArrivalTime).toBeNull();
    // .NET's DateTime.MinValue is TBO's "no date"
    expect(segment?.StopPointDepartureTime).toBeNull();
    expect(segment?.Origin.DepTime).toBe('2024-09-13T02:30:00');
  });

  it('reads fare rules with FareRestriction null', () => {
    const rules = bookingDetailsResponse.parse(realBookingDetailsAnswer()).Response.FlightItinerary
      ?.FareRules;
    expect(rules?.[0]?.FareRestriction).toBeNull();
  });

  it('reads a Ticket answer with its TicketStatus, sent as a number or a string', () => {
    expect(ticketResponse.parse(realTicketAnswer(1)).Response.Response?.TicketStatus).toBe(1);
    expect(ticketResponse.parse(realTicketAnswer('5')).Response.Response?.TicketStatus).toBe(5);
  });

  it('reads a partial cancellation answer without TicketId or ChangeRequestStatus', () => {
    const opened = sendChangeResponse.parse(realPartialChangeAnswer()).Response.TicketCRInfo;
    expect(opened.map((cr) => [cr.ChangeRequestId, cr.TicketId, cr.ChangeRequestStatus])).toEqual([
      [195187, undefined, undefined],
      [195188, undefined, undefined],
    ]);
  });

  it('reads GetChangeRequestStatus with Error null and amounts as strings', () => {
    const status = changeRequestStatusResponse.parse(realChangeStatusAnswer()).Response;
    expect(status.Error).toBeNull();
    expect(status.RefundedAmount).toBe(3560);
    expect(status.ChangeRequestStatus).toBe(4);
  });

  it('still fails an answer that is not TBO-shaped', () => {
    const answer = realBookingDetailsAnswer();
    const broken = {
      Response: { ...answer.Response, FlightItinerary: { ...answer.Response.FlightItinerary, Status: 'OK' } },
    };
    expect(bookingDetailsResponse.safeParse(broken).success).toBe(false);
    const noDate = realBookingDetailsAnswer();
    noDate.Response.FlightItinerary.LastTicketDate = 'whenever';
    expect(bookingDetailsResponse.safeParse(noDate).success).toBe(false);
  });
});
