import { z } from 'zod';
import { ITEM_STANDING_LABELS, type ItemStanding } from '../commerce/item-standing';
import { optionalText } from '../common/fields';
import { blankToUndefined, FILTER_MSG, optionalDay, pageField } from '../common/filter-fields';

/** Booking list sort keys (spec §9): booking or travel date, descending (↓) or ascending (↑). */
export const BOOKING_SORTS = ['BD', 'BA', 'TD', 'TA'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];
export const BOOKING_SORT_LABELS: Record<BookingSort, string> = {
  BD: 'Booking date ↓',
  BA: 'Booking date ↑',
  TD: 'Travel date ↓',
  TA: 'Travel date ↑',
};
export const DEFAULT_BOOKING_SORT: BookingSort = 'BD';

/** The Domestic / International filter; 'all' when neither is chosen. */
export const TICKET_REGIONS = ['all', 'domestic', 'international'] as const;
export type TicketRegion = (typeof TICKET_REGIONS)[number];

export const BOOKING_LIST_MSG = {
  ...FILTER_MSG,
  airlineCode: 'Airline code is 2 letters or digits',
  sort: 'Choose a sort order',
  region: 'Choose all, domestic or international',
} as const;

/** POST api/getTickets: the ticket queue's filters (spec §9). */
export const getTicketsRequest = z
  .object({
    page: pageField(),
    sort: z.preprocess(
      blankToUndefined,
      z.enum(BOOKING_SORTS, { error: BOOKING_LIST_MSG.sort }).default('BD'),
    ),
    region: z.preprocess(
      blankToUndefined,
      z.enum(TICKET_REGIONS, { error: BOOKING_LIST_MSG.region }).default('all'),
    ),
    pnrOrTicket: optionalText(30),
    airlineCode: optionalText(2)
      .transform((v) => v?.toUpperCase())
      .refine((v) => v === undefined || /^[A-Z0-9]{2}$/.test(v), BOOKING_LIST_MSG.airlineCode),
    passengerName: optionalText(100),
    bookingFrom: optionalDay(),
    bookingTo: optionalDay(),
    travelFrom: optionalDay(),
    travelTo: optionalDay(),
    /** whose tickets: honoured for staff only; the server ignores it for everyone else */
    userId: optionalText(64),
  })
  .superRefine((v, ctx) => {
    // ISO dates compare correctly as text.
    if (v.bookingFrom && v.bookingTo && v.bookingFrom > v.bookingTo) {
      ctx.addIssue({ code: 'custom', path: ['bookingTo'], message: BOOKING_LIST_MSG.dateOrder });
    }
    if (v.travelFrom && v.travelTo && v.travelFrom > v.travelTo) {
      ctx.addIssue({ code: 'custom', path: ['travelTo'], message: BOOKING_LIST_MSG.dateOrder });
    }
  });
export type GetTicketsRequest = z.input<typeof getTicketsRequest>;
export type TicketFilters = z.output<typeof getTicketsRequest>;

/** Ticket status ids (spec §3): 3 ticketed, 4 cancelled, anything else a change request. */
export const TICKET_STATUS = { Ticketed: 3, Cancelled: 4 } as const;
export type TicketStatusLabel = 'Ticketed' | 'Cancelled' | 'Change request';

/** The status shown for a ticket (spec §4). */
export function ticketStatusLabel(statusId: number): TicketStatusLabel {
  if (statusId === TICKET_STATUS.Ticketed) return 'Ticketed';
  if (statusId === TICKET_STATUS.Cancelled) return 'Cancelled';
  return 'Change request';
}

/** A change request has no id of its own in spec §3 ("otherwise change request"): any other value. */
export const TICKET_CHANGE_REQUEST_STATUS = 5;

/** The spec's status of a ticket from what it is now (decision 0058): a declined request left it ticketed. */
export function ticketStatusIdOf(standing: Pick<ItemStanding, 'state'>): number {
  if (standing.state === 'confirmed') return TICKET_STATUS.Ticketed;
  if (standing.state === 'cancelled') return TICKET_STATUS.Cancelled;
  return TICKET_CHANGE_REQUEST_STATUS;
}

/**
 * What the spec's three words leave out, shown beside them on the queue's card and in its export:
 * 'Partly cancelled · Refund to card pending' beside 'Change request', 'Refunded to card' beside
 * 'Cancelled'; null when the word says it all.
 */
export function ticketStatusDetail(label: TicketStatusLabel, standing: ItemStanding): string | null {
  const words = ITEM_STANDING_LABELS[standing.state];
  const state = standing.state === 'confirmed' || words === label ? null : words;
  return [state, standing.refund?.label].filter(Boolean).join(' · ') || null;
}

/** The ticket queue export (spec §9). */
export const TICKET_QUEUE_FILE_NAME = 'flight-ticket-queue.xlsx';

/**
 * Its columns, in the spec's order. 'Dates' holds the booking's travel date(s); the costs are
 * what we paid (accounting middleManWl cost) and what the customer paid (endCustomer cost).
 * 'Names', 'Passport No' and 'PNRs' list every passenger or leg of the booking in one cell.
 */
export const TICKET_QUEUE_COLUMNS = [
  { header: 'Origin', key: 'origin' },
  { header: 'Destination', key: 'destination' },
  { header: 'Names', key: 'names' },
  { header: 'Passport No', key: 'passportNo' },
  { header: 'Booked By', key: 'bookedBy' },
  { header: 'Dates', key: 'dates' },
  { header: 'Purchase Cost', key: 'purchaseCost' },
  { header: 'Sales Cost', key: 'salesCost' },
  { header: 'PNRs', key: 'pnrs' },
  { header: 'Status', key: 'status' },
] as const;
export type TicketQueueColumnKey = (typeof TICKET_QUEUE_COLUMNS)[number]['key'];
export type TicketQueueRow = Record<TicketQueueColumnKey, string | number>;
