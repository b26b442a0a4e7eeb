import {
  encodeTicketSlug,
  type HeldBookingRecord,
  TICKET_PAGE_SIZE,
  TICKET_STATUS,
  type TicketFilters,
  type TicketQueueRow,
  type TicketRecord,
  ticketStatusLabel,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import type { UserRow } from '../accounts/accounts.schema';
import type { BookingStatus } from './bookings.schema';
import { holdDeadline } from './order-holds';
import { type BookingListRow, type BookingScope, findHeldBookings, findTickets } from './tickets.queries';

/** A change request has no id of its own in spec §3 ("otherwise change request"): any other value. */
const CHANGE_REQUEST_STATUS_ID = 5;
const EXPORT_BATCH = 500;

const statusIdOf = (status: BookingStatus) =>
  status === 'ticketed'
    ? TICKET_STATUS.Ticketed
    : status === 'cancelled'
      ? TICKET_STATUS.Cancelled
      : CHANGE_REQUEST_STATUS_ID;

/** Customers see their own bookings; staff see the whole site, or one customer when they pick one. */
function scopeOf(user: UserRow, requestedUserId?: string): BookingScope {
  if (user.userType === 'staff') return { siteId: user.siteId, userId: requestedUserId };
  return { siteId: user.siteId, userId: user.id };
}

function slugOf(bookingId: string, pnr: string | null) {
  if (!pnr) return null;
  try {
    return encodeTicketSlug(bookingId, pnr);
  } catch {
    // A supplier PNR the slug cannot carry: the card simply has no e-ticket link.
    return null;
  }
}

const fullName = (p: { firstName: string; lastName?: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

function cardOf({ booking, order, creatorEmail, creatorType }: BookingListRow) {
  return {
    bookingId: booking.id,
    orderId: booking.orderId,
    orderReference: order.reference,
    supplierBookingId: booking.supplierBookingId,
    pnr: booking.pnr,
    slug: slugOf(booking.id, booking.pnr),
    status: booking.status,
    origin: booking.origin,
    destination: booking.destination,
    airlineCode: booking.airlineCode,
    airlineName: booking.segments[0]?.airlineName ?? booking.fare.airlineName ?? booking.airlineCode,
    travelDate: booking.travelDate,
    bookingDate: booking.createdAt.toISOString(),
    passengers: booking.passengers.map((p) => ({
      name: fullName(p),
      ticketNumber: p.ticket?.ticketNumber ?? null,
    })),
    totalPaid: booking.accounting.endCustomer,
    isDomestic: booking.isDomestic,
    createdBy: { userId: booking.userId, email: creatorEmail, userType: creatorType.toUpperCase() },
  };
}

export function toTicketRecord(row: BookingListRow): TicketRecord {
  const statusId = statusIdOf(row.booking.status);
  return { ...cardOf(row), statusId, statusLabel: ticketStatusLabel(statusId) };
}

function toHeldRecord(row: BookingListRow): HeldBookingRecord {
  const { order, booking } = row;
  // A hold paid when it was made (decision 0009) costs nothing more to ticket.
  const paidAtHold = order.heldUntil === null && order.paidAt !== null;
  const heldUntil = order.heldUntil ?? holdDeadline(booking.lastTicketDate);
  return {
    ...cardOf(row),
    lastTicketDate: booking.lastTicketDate,
    heldUntil: heldUntil?.toISOString() ?? null,
    amountDue: paidAtHold ? 0 : order.amount,
  };
}

const rupees = (paise: number) => Math.round(paise) / 100;

export function toSheetRow({ booking, creatorEmail }: BookingListRow): TicketQueueRow {
  return {
    origin: booking.origin,
    destination: booking.destination,
    names: booking.passengers.map(fullName).join(', '),
    passportNo: booking.passengers
      .map((p) => p.passportNo)
      .filter(Boolean)
      .join(', '),
    bookedBy: creatorEmail ?? booking.userId,
    dates: booking.travelDate,
    purchaseCost: rupees(booking.accounting.middleManWl),
    salesCost: rupees(booking.accounting.endCustomer),
    pnrs: booking.pnr ?? '',
    status: ticketStatusLabel(statusIdOf(booking.status)),
  };
}

function pageOf<T>(records: T[], total: number, page: number) {
  return {
    records,
    totalRecords: total,
    totalPages: Math.ceil(total / TICKET_PAGE_SIZE),
    currentPage: page,
  };
}

const pagingOf = (page: number) => ({ limit: TICKET_PAGE_SIZE, offset: (page - 1) * TICKET_PAGE_SIZE });

export function createTicketService({ db }: { db: Db }) {
  return {
    async tickets(user: UserRow, filters: TicketFilters) {
      const { rows, total } = await findTickets(
        db,
        scopeOf(user, filters.userId),
        filters,
        pagingOf(filters.page),
      );
      return pageOf(rows.map(toTicketRecord), total, filters.page);
    },

    /** Every matching ticket as spreadsheet rows, a batch at a time. */
    async *exportRows(user: UserRow, filters: TicketFilters): AsyncGenerator<TicketQueueRow[]> {
      const scope = scopeOf(user, filters.userId);
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const { rows } = await findTickets(db, scope, filters, { limit: EXPORT_BATCH, offset });
        if (rows.length > 0) yield rows.map(toSheetRow);
        if (rows.length < EXPORT_BATCH) return;
      }
    },

    async heldBookings(user: UserRow, page: number, userId?: string) {
      const { rows, total } = await findHeldBookings(db, scopeOf(user, userId), pagingOf(page));
      return pageOf(rows.map(toHeldRecord), total, page);
    },
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
