import { describe, expect, it } from 'vitest';
import { type ItemFacts, itemStanding } from '../commerce/item-standing';
import {
  BOOKING_LIST_MSG,
  BOOKING_SORT_LABELS,
  BOOKING_SORTS,
  getTicketsRequest,
  TICKET_QUEUE_COLUMNS,
  TICKET_QUEUE_FILE_NAME,
  ticketStatusDetail,
  ticketStatusIdOf,
  ticketStatusLabel,
} from './booking-list';

const errorsOf = (input: unknown) => {
  const result = getTicketsRequest.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('booking list sorts (spec §9)', () => {
  it('has BD, BA, TD, TA with their directions', () => {
    expect(BOOKING_SORTS).toEqual(['BD', 'BA', 'TD', 'TA']);
    expect(BOOKING_SORT_LABELS).toEqual({
      BD: 'Booking date ↓',
      BA: 'Booking date ↑',
      TD: 'Travel date ↓',
      TA: 'Travel date ↑',
    });
  });
});

describe('getTicketsRequest (spec §9)', () => {
  it('defaults to page 1, newest booking first, all flights', () => {
    expect(getTicketsRequest.parse({})).toEqual({ page: 1, sort: 'BD', region: 'all' });
  });

  it('treats blank boxes as not given', () => {
    expect(
      getTicketsRequest.parse({
        page: '',
        sort: '',
        region: '',
        pnrOrTicket: ' ',
        airlineCode: '',
        passengerName: '',
        bookingFrom: '',
        bookingTo: null,
        travelFrom: '',
        travelTo: '',
        userId: '',
      }),
    ).toEqual({ page: 1, sort: 'BD', region: 'all' });
  });

  it('keeps every filter, tidied', () => {
    expect(
      getTicketsRequest.parse({
        page: '3',
        sort: 'TA',
        region: 'international',
        pnrOrTicket: ' Q7P2LM ',
        airlineCode: '6e',
        passengerName: 'Riya Sharma',
        bookingFrom: '2026-11-01',
        bookingTo: '2026-11-30',
        travelFrom: '2026-12-01',
        travelTo: '2026-12-01',
        userId: 'u_42',
      }),
    ).toEqual({
      page: 3,
      sort: 'TA',
      region: 'international',
      pnrOrTicket: 'Q7P2LM',
      airlineCode: '6E',
      passengerName: 'Riya Sharma',
      bookingFrom: '2026-11-01',
      bookingTo: '2026-11-30',
      travelFrom: '2026-12-01',
      travelTo: '2026-12-01',
      userId: 'u_42',
    });
  });

  it.each([0, -1, 1.5, 'two', '1e'])('refuses page %j', (value) => {
    expect(errorsOf({ page: value }).page).toBe(BOOKING_LIST_MSG.page);
  });

  it('refuses unknown sorts, regions and airline codes', () => {
    expect(errorsOf({ sort: 'XX', region: 'moon', airlineCode: 'A' })).toEqual({
      sort: BOOKING_LIST_MSG.sort,
      region: BOOKING_LIST_MSG.region,
      airlineCode: BOOKING_LIST_MSG.airlineCode,
    });
  });

  it.each(['2026-02-30', '01/11/2026', '2026-1-1', '2026-11-01T00:00:00'])('refuses date %j', (date) => {
    expect(errorsOf({ travelFrom: date }).travelFrom).toBe(BOOKING_LIST_MSG.date);
  });

  it('needs from on or before to, for both ranges', () => {
    expect(
      errorsOf({
        bookingFrom: '2026-11-30',
        bookingTo: '2026-11-01',
        travelFrom: '2027-01-02',
        travelTo: '2027-01-01',
      }),
    ).toEqual({ bookingTo: BOOKING_LIST_MSG.dateOrder, travelTo: BOOKING_LIST_MSG.dateOrder });
    expect(errorsOf({ bookingFrom: '2026-11-30' })).toEqual({});
    expect(errorsOf({ travelTo: '2026-11-30' })).toEqual({});
  });
});

describe('ticketStatusLabel (spec §3, §4)', () => {
  it.each([
    [3, 'Ticketed'],
    [4, 'Cancelled'],
    [1, 'Change request'],
    [5, 'Change request'],
    [0, 'Change request'],
  ])('%i → %s', (statusId, label) => {
    expect(ticketStatusLabel(statusId)).toBe(label);
  });
});

describe('ticket queue spreadsheet (spec §9)', () => {
  it('is flight-ticket-queue.xlsx with the spec’s columns in order', () => {
    expect(TICKET_QUEUE_FILE_NAME).toBe('flight-ticket-queue.xlsx');
    expect(TICKET_QUEUE_COLUMNS.map((c) => c.header)).toEqual([
      'Origin',
      'Destination',
      'Names',
      'Passport No',
      'Booked By',
      'Dates',
      'Purchase Cost',
      'Sales Cost',
      'PNRs',
      'Status',
    ]);
    expect(new Set(TICKET_QUEUE_COLUMNS.map((c) => c.key)).size).toBe(TICKET_QUEUE_COLUMNS.length);
  });
});

describe("a ticket's status from what it is now (decision 0058)", () => {
  const standing = (over: Partial<ItemFacts>) =>
    itemStanding({
      state: 'fulfilled',
      asked: null,
      cancelled: 'none',
      declined: null,
      refunds: [],
      ...over,
    });
  const card = (state: 'sent' | 'settled') => [{ method: 'gateway' as const, state, amount: 100 }];

  it("keeps the spec's three words, a declined request leaving the ticket ticketed", () => {
    expect(ticketStatusIdOf(standing({}))).toBe(3);
    expect(ticketStatusIdOf(standing({ declined: { by: 'supplier', reason: null } }))).toBe(3);
    expect(ticketStatusIdOf(standing({ state: 'cancelled', cancelled: 'all' }))).toBe(4);
    expect(ticketStatusLabel(ticketStatusIdOf(standing({ asked: 'review' })))).toBe('Change request');
    expect(ticketStatusLabel(ticketStatusIdOf(standing({ cancelled: 'part' })))).toBe('Change request');
  });

  it('says beside them what they leave out, and nothing when they say it all', () => {
    const detail = (over: Partial<ItemFacts>) => {
      const s = standing(over);
      return ticketStatusDetail(ticketStatusLabel(ticketStatusIdOf(s)), s);
    };
    expect(detail({})).toBeNull();
    expect(detail({ state: 'cancelled', cancelled: 'all' })).toBeNull();
    expect(detail({ state: 'cancelled', cancelled: 'all', refunds: card('settled') })).toBe(
      'Refunded to card',
    );
    expect(detail({ asked: 'review' })).toBe('Cancellation awaiting review');
    expect(detail({ cancelled: 'part', refunds: card('sent') })).toBe(
      'Partly cancelled · Refund to card pending',
    );
  });
});
