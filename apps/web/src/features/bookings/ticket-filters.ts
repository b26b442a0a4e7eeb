import type { BookingSort, GetTicketsRequest, TicketRegion } from '@app/contracts';

/** The ticket queue's filter bar as typed: every box is text, '' when empty. */
export interface TicketFilterForm {
  region: TicketRegion;
  pnrOrTicket: string;
  airlineCode: string;
  passengerName: string;
  bookingFrom: string;
  bookingTo: string;
  travelFrom: string;
  travelTo: string;
}

export const EMPTY_TICKET_FILTERS: TicketFilterForm = {
  region: 'all',
  pnrOrTicket: '',
  airlineCode: '',
  passengerName: '',
  bookingFrom: '',
  bookingTo: '',
  travelFrom: '',
  travelTo: '',
};

export interface TicketQueryState {
  filters: TicketFilterForm;
  sort: BookingSort;
  page: number;
  /** the customer a staff user picked by clicking 'Created by' */
  userId?: string;
}

const TEXT_KEYS = [
  'pnrOrTicket',
  'airlineCode',
  'passengerName',
  'bookingFrom',
  'bookingTo',
  'travelFrom',
  'travelTo',
] as const;

/**
 * The filters as api/getTickets takes them: trimmed, blanks left out, the airline code upper-cased,
 * so that the request (and its cache key) does not change with stray spaces.
 */
export function ticketsRequestOf({ filters, sort, page, userId }: TicketQueryState): GetTicketsRequest {
  const request: GetTicketsRequest = { page, sort };
  if (filters.region !== 'all') request.region = filters.region;
  for (const key of TEXT_KEYS) {
    const value = filters[key].trim();
    if (value) request[key] = key === 'airlineCode' ? value.toUpperCase() : value;
  }
  if (userId) request.userId = userId;
  return request;
}

/** The export takes the same filters as query text; it is every page, so no page number. */
export function exportQueryOf(state: Omit<TicketQueryState, 'page'>): Record<string, string> {
  const { page: _page, ...request } = ticketsRequestOf({ ...state, page: 1 });
  return Object.fromEntries(
    Object.entries(request).flatMap(([key, value]) => (value == null ? [] : [[key, String(value)]])),
  );
}

/** A date range whose end comes before its start: the server would refuse it, so say so first. */
export function rangeError(from: string, to: string): string | undefined {
  return from && to && from > to ? 'The end date must be on or after the start date' : undefined;
}

export const countActiveFilters = (filters: TicketFilterForm) =>
  (filters.region === 'all' ? 0 : 1) + TEXT_KEYS.filter((key) => filters[key].trim() !== '').length;
