import { z } from 'zod';
import { itemFacts } from '../commerce/item-standing';
import { integerField, ok, recordsPage, requiredText } from '../common/fields';

/** The ticket and hold queues show this many bookings a page. */
export const TICKET_PAGE_SIZE = 10;

export const TICKET_LIST_MSG = {
  notFound: 'No such booking in your hold queue',
  notHeld: 'Only a held booking can be released',
  releaseFailed: 'The airline could not release this booking. Please try again or contact support.',
  released: 'Booking released',
  releasedNothingCharged: 'Booking released. Nothing was charged.',
  releasedRefunded: (amount: string, to: 'wallet' | 'gateway') =>
    `Booking released. ${amount} is refunded to your ${to === 'wallet' ? 'wallet' : 'original payment method'}.`,
  noTickets: 'No tickets yet...',
  noHolds: 'No held bookings',
  ticketed: 'Booking ticketed',
} as const;

/** Who made the booking: 'Created by {email}' with the user type upper-cased (spec §6). */
export const ticketCreator = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  /** RETAIL, TRAVELAGENT, STAFF… */
  userType: z.string(),
});
export type TicketCreator = z.infer<typeof ticketCreator>;

export const ticketPassengerSummary = z.object({
  name: z.string(),
  ticketNumber: z.string().nullable(),
});

/** What one list card shows; amounts are integer paise like every other amount. */
export const ticketRecord = z.object({
  bookingId: z.string(),
  /** the order this booking belongs to, and its readable reference (FLD-26-000042) */
  orderId: z.string(),
  orderReference: z.string(),
  /** the airline system's booking number: change requests name it */
  supplierBookingId: z.number().nullable(),
  pnr: z.string().nullable(),
  /** the e-ticket slug, null while no PNR exists */
  slug: z.string().nullable(),
  status: z.string(),
  statusId: z.number().int(),
  statusLabel: z.enum(['Ticketed', 'Cancelled', 'Change request']),
  /** what the ticket is now beyond the spec's three words, and its refund (decision 0058) */
  facts: itemFacts,
  origin: z.string(),
  destination: z.string(),
  airlineCode: z.string(),
  airlineName: z.string(),
  travelDate: z.string(),
  bookingDate: z.string(),
  passengers: z.array(ticketPassengerSummary),
  totalPaid: z.number().int(),
  isDomestic: z.boolean(),
  createdBy: ticketCreator,
  /**
   * staff only (false for anyone else): the supplier gave this booking's PNR, booking id or a
   * ticket number to another order too; Needs attention says which (decision 0059)
   */
  duplicateSupplierRef: z.boolean(),
});
export type TicketRecord = z.infer<typeof ticketRecord>;

export const getTicketsResponse = recordsPage(ticketRecord);
export type GetTicketsResponse = z.infer<typeof getTicketsResponse>;

/** POST api/getBookedFlights: held bookings, newest first. */
export const getBookedFlightsRequest = z.object({
  page: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    integerField().pipe(z.number().min(1).max(100_000)).default(1),
  ),
  /** honoured for staff only */
  userId: z.string().max(64).optional(),
});
export type GetBookedFlightsRequest = z.input<typeof getBookedFlightsRequest>;

export const heldBookingRecord = ticketRecord
  .omit({ statusId: true, statusLabel: true, facts: true })
  .extend({
    lastTicketDate: z.string().nullable(),
    /** when the airline lets the seats go unless ticketed (ISO instant), when known */
    heldUntil: z.string().nullable(),
    /** what ticketing it costs: the order's amount, or 0 for a hold paid when it was made */
    amountDue: z.number().int(),
  });
export type HeldBookingRecord = z.infer<typeof heldBookingRecord>;

export const getBookedFlightsResponse = recordsPage(heldBookingRecord);
export type GetBookedFlightsResponse = z.infer<typeof getBookedFlightsResponse>;

/** POST api/releaseFlight */
export const releaseFlightRequest = z.object({ bookingId: requiredText(64) });
export type ReleaseFlightRequest = z.input<typeof releaseFlightRequest>;
export const releaseFlightResponse = ok({
  message: z.string(),
  data: z.object({ bookingId: z.string(), status: z.literal('released') }),
});
