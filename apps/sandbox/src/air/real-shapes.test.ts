import { describe, expect, it } from 'vitest';
import { realShapes } from './real-shapes';

const segment = { Origin: { Airport: { Terminal: '' } }, Duration: 130, NoOfSeatAvailable: 9 };
const itinerary = {
  BookingId: 77,
  Status: 2,
  LastTicketDate: '2024-08-31T23:59:00',
  AirlineRemark: '',
  Segments: [segment],
  FareRules: [{ FareRestriction: '' }],
  Fare: { PublishedFare: 5131.5 },
};
const envelope = (fields: object) => ({
  Response: { ResponseStatus: 1, Error: { ErrorCode: 0, ErrorMessage: '' }, TraceId: 't', ...fields },
});

describe('the realShapes fault', () => {
  it('answers a ticketed itinerary as TBO does', () => {
    expect(realShapes('GetBookingDetails', envelope({ FlightItinerary: itinerary }))).toEqual(
      envelope({
        FlightItinerary: {
          BookingId: '77',
          Status: 5,
          LastTicketDate: '31AUG24',
          AirlineRemark: null,
          Segments: [{ Origin: { Airport: { Terminal: null } }, Duration: '130' }],
          FareRules: [{ FareRestriction: null }],
          Fare: { PublishedFare: '5131.5' },
        },
      }),
    );
  });

  it('keeps a held itinerary held and the seats a search result shows', () => {
    const held = realShapes('Book', envelope({ FlightItinerary: { ...itinerary, Status: 1 } })) as {
      Response: { FlightItinerary: { Status: number } };
    };
    expect(held.Response.FlightItinerary.Status).toBe(1);
    const searched = realShapes('Search', envelope({ Results: [[{ Segments: [[segment]] }]] }));
    expect(searched).toEqual(
      envelope({ Results: [[{ Segments: [[{ ...segment, Origin: { Airport: { Terminal: null } } }]] }]] }),
    );
  });

  it("leaves TicketId out of a partial cancellation's requests only", () => {
    const partial = { ChangeRequestId: 9, TicketId: 4, Status: 1, Remarks: 'Successful' };
    const full = { ...partial, ChangeRequestStatus: 4 };
    expect(realShapes('SendChangeRequest', envelope({ TicketCRInfo: [partial, full] }))).toEqual(
      envelope({
        TicketCRInfo: [
          { ChangeRequestId: '9', Status: '1', Remarks: 'Successful' },
          {
            ChangeRequestId: '9',
            TicketId: '4',
            Status: '1',
            Remarks: 'Successful',
            ChangeRequestStatus: '4',
          },
        ],
      }),
    );
  });
});
