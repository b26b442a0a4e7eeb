import { getTicketsRequest } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  EMPTY_TICKET_FILTERS,
  exportQueryOf,
  rangeError,
  ticketsRequestOf,
} from './ticket-filters';

describe('ticket filters → api/getTickets request', () => {
  it('sends only the page and sort when nothing is filtered', () => {
    expect(ticketsRequestOf({ filters: EMPTY_TICKET_FILTERS, sort: 'BD', page: 1 })).toEqual({
      page: 1,
      sort: 'BD',
    });
  });

  it('maps every box, trimmed, with the airline code upper-cased', () => {
    const request = ticketsRequestOf({
      filters: {
        region: 'international',
        pnrOrTicket: ' ABC123 ',
        airlineCode: 'ek',
        passengerName: ' riya ',
        bookingFrom: '2026-01-01',
        bookingTo: '2026-01-31',
        travelFrom: '2026-02-01',
        travelTo: '2026-02-28',
      },
      sort: 'TA',
      page: 3,
      userId: 'u1',
    });
    expect(request).toEqual({
      page: 3,
      sort: 'TA',
      region: 'international',
      pnrOrTicket: 'ABC123',
      airlineCode: 'EK',
      passengerName: 'riya',
      bookingFrom: '2026-01-01',
      bookingTo: '2026-01-31',
      travelFrom: '2026-02-01',
      travelTo: '2026-02-28',
      userId: 'u1',
    });
    // What the page sends is what the server's contract accepts.
    expect(getTicketsRequest.safeParse(request).success).toBe(true);
  });

  it('leaves out blank boxes and the all-regions choice', () => {
    const request = ticketsRequestOf({
      filters: { ...EMPTY_TICKET_FILTERS, region: 'all', passengerName: '   ', airlineCode: '' },
      sort: 'BA',
      page: 2,
    });
    expect(request).toEqual({ page: 2, sort: 'BA' });
  });

  it('gives the export the same filters as query text, without a page', () => {
    expect(
      exportQueryOf({
        filters: { ...EMPTY_TICKET_FILTERS, region: 'domestic', airlineCode: '6e' },
        sort: 'TD',
      }),
    ).toEqual({ sort: 'TD', region: 'domestic', airlineCode: '6E' });
  });

  it('names a reversed date range and counts active filters', () => {
    expect(rangeError('2026-02-02', '2026-02-01')).toBeTruthy();
    expect(rangeError('2026-02-01', '2026-02-01')).toBeUndefined();
    expect(rangeError('', '2026-02-01')).toBeUndefined();
    expect(countActiveFilters({ ...EMPTY_TICKET_FILTERS, region: 'domestic', pnrOrTicket: 'X' })).toBe(2);
  });
});
