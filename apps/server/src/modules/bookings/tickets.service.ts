import {
  encodeTicketSlug,
  type HeldBookingRecord,
  itemStanding,
  pageInfo,
  TICKET_PAGE_SIZE,
  type TicketFilters,
  type TicketQueueRow,
  type TicketRecord,
  ticketStatusDetail,
  ticketStatusIdOf,
  ticketStatusLabel,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import type { UserRow } from '../accounts/accounts.schema';
import { ticketFareOf } from './booking-details.service';
import { type LegStanding, legStandings } from './booking-facts';
import type { FlightBookingRow } from './bookings.schema';
import { holdDeadline } from './order-holds';
import {
  type BookingListRow,
  type BookingScope,
  findHeldBookings,
  findPricedTickets,
  findTickets,
  type PricedBooking,
} from './tickets.queries';

const EXPORT_BATCH = 500;

/** The spec's status words of a ticket, and what it is now beside them (decision 0058). */
function statusOf({ facts }: LegStanding) {
  const standing = itemStanding(facts);
  const statusId = ticketStatusIdOf(standing);
  const statusLabel = ticketStatusLabel(statusId);
  return { statusId, statusLabel, detail: ticketStatusDetail(statusLabel, standing) };
}

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

/** What one card shows; the mark of a shared supplier reference is staff's to act on. */
function cardOf(
  { booking, order, creatorEmail, creatorType, duplicateSupplierRef }: BookingListRow,
  forStaff: boolean,
) {
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
    airlineName: booking.segments[0]?.airlineName ?? booking.fareAirlineName ?? booking.airlineCode,
    travelDate: booking.travelDate,
    bookingDate: booking.createdAt.toISOString(),
    passengers: booking.passengers.map((p) => ({
      name: fullName(p),
      ticketNumber: p.ticket?.ticketNumber ?? null,
    })),
    totalPaid: booking.accounting.endCustomer,
    isDomestic: booking.isDomestic,
    createdBy: { userId: booking.userId, email: creatorEmail, userType: creatorType.toUpperCase() },
    duplicateSupplierRef: forStaff && duplicateSupplierRef,
  };
}

export function toTicketRecord(row: BookingListRow, standing: LegStanding, forStaff: boolean): TicketRecord {
  const { statusId, statusLabel } = statusOf(standing);
  return { ...cardOf(row, forStaff), statusId, statusLabel, facts: standing.facts };
}

function toHeldRecord(row: BookingListRow, forStaff: boolean): HeldBookingRecord {
  const { order, booking } = row;
  // A hold paid when it was made (decision 0009) costs nothing more to ticket.
  const paidAtHold = order.heldUntil === null && order.paidAt !== null;
  const heldUntil = order.heldUntil ?? holdDeadline(booking.lastTicketDate);
  return {
    ...cardOf(row, forStaff),
    lastTicketDate: booking.lastTicketDate,
    heldUntil: heldUntil?.toISOString() ?? null,
    amountDue: paidAtHold ? 0 : order.amount,
  };
}

const rupees = (paise: number) => Math.round(paise) / 100;

export function toSheetRow({ booking, creatorEmail }: BookingListRow, standing: LegStanding): TicketQueueRow {
  const { statusLabel, detail } = statusOf(standing);
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
    status: detail ? `${statusLabel} (${detail})` : statusLabel,
  };
}

/** A booking's fare with none of the e-ticket's changes. */
const NO_CHANGES: FlightBookingRow['adjustments'] = {
  txnFee: 0,
  userMergeTxnFeeTaxes: false,
  discount: 0,
  extraMarkup: 0,
};

/**
 * A buyer's own row (decision 0054): the same columns with the buyer's own costs, never our
 * supplier's price — what they paid us, and what their e-ticket charges the traveller (that, with
 * the markup, discount and fee changed on the e-ticket).
 */
export function toOwnSheetRow(row: BookingListRow<PricedBooking>, standing: LegStanding): TicketQueueRow {
  const { booking } = row;
  const changes =
    ticketFareOf(booking, undefined).totalPayable -
    ticketFareOf({ ...booking, adjustments: NO_CHANGES }, undefined).totalPayable;
  const paid = booking.accounting.endCustomer;
  return { ...toSheetRow(row, standing), purchaseCost: rupees(paid), salesCost: rupees(paid + changes) };
}

function pageOf<T>(records: T[], total: number, page: number) {
  return { records, ...pageInfo(total, page, TICKET_PAGE_SIZE) };
}

function standingOf(standings: Map<string, LegStanding>, row: BookingListRow) {
  const standing = standings.get(row.booking.id);
  if (!standing) throw new Error(`ticket ${row.booking.id} was not read with its page`);
  return standing;
}

const pagingOf = (page: number) => ({ limit: TICKET_PAGE_SIZE, offset: (page - 1) * TICKET_PAGE_SIZE });

export function createTicketService({ db }: { db: Db }) {
  const standingsOf = (rows: BookingListRow[]) =>
    legStandings(
      db,
      rows.map((row) => row.booking),
    );
  return {
    async tickets(user: UserRow, filters: TicketFilters) {
      const { rows, total } = await findTickets(
        db,
        scopeOf(user, filters.userId),
        filters,
        pagingOf(filters.page),
      );
      const standings = await standingsOf(rows);
      return pageOf(
        rows.map((row) => toTicketRecord(row, standingOf(standings, row), user.userType === 'staff')),
        total,
        filters.page,
      );
    },

    /**
     * Every matching ticket as spreadsheet rows, a batch at a time: staff's with our costs, a
     * buyer's own with theirs (`toRow`).
     */
    async *exportRows(
      user: UserRow,
      filters: TicketFilters,
      toRow: (row: BookingListRow<PricedBooking>, standing: LegStanding) => TicketQueueRow = toSheetRow,
    ): AsyncGenerator<TicketQueueRow[]> {
      const scope = scopeOf(user, filters.userId);
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const { rows } = await findPricedTickets(db, scope, filters, { limit: EXPORT_BATCH, offset });
        if (rows.length > 0) {
          const standings = await standingsOf(rows);
          yield rows.map((row) => toRow(row, standingOf(standings, row)));
        }
        if (rows.length < EXPORT_BATCH) return;
      }
    },

    async heldBookings(user: UserRow, page: number, userId?: string) {
      const { rows, total } = await findHeldBookings(db, scopeOf(user, userId), pagingOf(page));
      return pageOf(
        rows.map((row) => toHeldRecord(row, user.userType === 'staff')),
        total,
        page,
      );
    },
  };
}
export type TicketService = ReturnType<typeof createTicketService>;
