import {
  type CancellationChargeInfo,
  CHANGE_REQUEST_LABELS,
  CHANGE_REQUEST_PAGE_SIZE,
  CHANGE_REQUEST_STATUS,
  CHANGE_REQUEST_TYPES,
  type ChangeRequestForm,
  type ChangeRequestListItem,
  type ChangeRequestPage,
  type ChangeRequestPassenger,
  type ChangeRequestSector,
  changeRequestPayload,
  type SupplierChangeReqStatus,
  type TicketChangeRequest,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { MailJobs } from '../../commerce/mail/send-mail';
import type { Refunds } from '../../commerce/payments/refunds';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { FlightSupplier } from '../../suppliers/flight-supplier';
import type { UserRow } from '../accounts/accounts.schema';
import { fromSupplier, supplierFailure } from '../flights/flight-pricing';
import { changeRequests, type FlightBookingRow, flightBookings, flightOrders } from './bookings.schema';
import { cancellationChargeOf } from './change-requests.charges';
import {
  countChangeRequests,
  findBookingBySupplierId,
  findChangeRequest,
  hasUnfinishedRefund,
  listChangeRequests,
} from './change-requests.queries';
import { FLIGHT_MAIL } from './order-announcements';

export const CR_MSG = {
  bookingNotFound: 'Booking not found',
  requestNotFound: 'Change request not found',
  notTicketed: (status: string) =>
    `Only a ticketed booking can be refunded or reissued; this booking is ${status}.`,
  unknownPassenger: 'Choose passengers of this booking',
  unknownSector: 'Choose sectors of this booking',
  refundCoversAll: 'A refund covers every passenger and sector; choose Partial Refund for fewer.',
  nothingOpened: 'The airline opened no change request; please try again later.',
  noPartialCancel:
    "This booking's airline system cannot cancel part of a booking; choose Refund to cancel all of it.",
} as const;

export type Caller = { siteId: string; user: UserRow; endUserIp: string };
export type ChangeRequestInput = ChangeRequestForm & { bookingId: number };

const isStaff = (user: UserRow) => user.userType === 'staff';
const mayAccess = (caller: Caller, booking: FlightBookingRow) =>
  booking.siteId === caller.siteId && (booking.userId === caller.user.id || isStaff(caller.user));

const labelOf = (requestType: number) =>
  (CHANGE_REQUEST_LABELS as Record<number, string>)[requestType] ?? 'Change request';
const isRefund = (requestType: number) =>
  requestType === CHANGE_REQUEST_TYPES.Refund || requestType === CHANGE_REQUEST_TYPES.PartialRefund;

/** Passengers are named by their position in the booking: the booking stores no other id. */
export function passengersOf(booking: FlightBookingRow): ChangeRequestPassenger[] {
  return booking.passengers.map((p, i) => ({
    id: String(i),
    name: `${p.title} ${p.firstName} ${p.lastName}`,
    ticketId: p.ticket?.ticketId ?? null,
  }));
}

export function sectorsOf(booking: FlightBookingRow): ChangeRequestSector[] {
  return booking.segments.map((s) => ({
    origin: s.originAirportCode,
    destination: s.destinationAirportCode,
  }));
}

const sectorKey = (s: ChangeRequestSector) => `${s.origin}-${s.destination}`;

/** The form's picks must be the booking's own; a refund must take them all (spec §5 locks them). */
function checkPicks(request: ChangeRequestInput, booking: FlightBookingRow) {
  const passengerIds = new Set(passengersOf(booking).map((p) => p.id));
  const sectorKeys = new Set(sectorsOf(booking).map(sectorKey));
  if (request.passengers.some((id) => !passengerIds.has(id))) {
    throw badRequest(CR_MSG.unknownPassenger, { passengers: CR_MSG.unknownPassenger });
  }
  if (request.sectors.some((s) => !sectorKeys.has(sectorKey(s)))) {
    throw badRequest(CR_MSG.unknownSector, { sectors: CR_MSG.unknownSector });
  }
  const everything =
    request.passengers.length === passengerIds.size && request.sectors.length === sectorKeys.size;
  if (request.requestType === CHANGE_REQUEST_TYPES.Refund && !everything) {
    throw badRequest(CR_MSG.refundCoversAll, { passengers: CR_MSG.refundCoversAll });
  }
}

function payloadFor(request: ChangeRequestInput, booking: FlightBookingRow, supplierBookingId: number) {
  const ticketIds: Record<string, number> = {};
  for (const p of passengersOf(booking)) if (p.ticketId !== null) ticketIds[p.id] = p.ticketId;
  // The airline marks a flight it cancelled on the segment; anything else is the traveller's choice.
  const flightCancelled = booking.segments.some((s) => /cancel/i.test(s.flightStatus));
  try {
    return changeRequestPayload(request, { bookingId: supplierBookingId, ticketIds, flightCancelled });
  } catch (error) {
    const message = error instanceof Error ? error.message : CR_MSG.unknownPassenger;
    throw badRequest(message, { passengers: message });
  }
}

export function createChangeRequestService({
  db,
  supplier,
  refunds,
  mails,
  timeZoneOf,
  now = () => new Date(),
}: {
  db: Db;
  supplier: FlightSupplier;
  refunds: Refunds;
  /** the buyer's mail when a cancellation completes */
  mails: MailJobs;
  /** the IANA zone of an airport, by code: airlines print departures in it */
  timeZoneOf: (airportCode: string) => string | undefined;
  now?: () => Date;
}) {
  async function ownBooking(caller: Caller, supplierBookingId: number) {
    const booking = await findBookingBySupplierId(db, caller.siteId, supplierBookingId);
    // Someone else's booking answers as a missing one: its existence is not the caller's business.
    if (!booking || !mayAccess(caller, booking)) throw notFound(CR_MSG.bookingNotFound);
    return { booking, supplierBookingId };
  }

  const setBookingStatus = (id: string, from: FlightBookingRow['status'], to: FlightBookingRow['status']) =>
    db
      .update(flightBookings)
      .set({ status: to })
      .where(and(eq(flightBookings.id, id), eq(flightBookings.status, from)))
      .returning({ id: flightBookings.id });

  return {
    async cancellationCharge(caller: Caller, bookingId: number): Promise<CancellationChargeInfo> {
      const { booking } = await ownBooking(caller, bookingId);
      const cancellationCharge = await fromSupplier(() =>
        cancellationChargeOf(
          supplier,
          { ...booking, passengerCount: booking.passengers.length },
          { now: now(), endUserIp: caller.endUserIp, timeZoneOf },
        ),
      );
      return {
        cancellationCharge,
        currency: booking.fare.currency,
        booking: {
          bookingId,
          pnr: booking.pnr,
          status: booking.status,
          passengers: passengersOf(booking),
          sectors: sectorsOf(booking),
        },
      };
    },

    /**
     * Claims the booking (ticketed → changeRequested) before asking the airline, so two clicks
     * cannot open two requests; a supplier failure gives the claim back and writes nothing else.
     */
    async raise(
      caller: Caller,
      request: ChangeRequestInput,
    ): Promise<{ ticketCRInfo: TicketChangeRequest[] }> {
      const { booking, supplierBookingId } = await ownBooking(caller, request.bookingId);
      if (booking.status !== 'ticketed') throw conflict(CR_MSG.notTicketed(booking.status));
      checkPicks(request, booking);
      if (request.requestType === CHANGE_REQUEST_TYPES.PartialRefund && !supplier.capabilities.partialCancel)
        throw badRequest(CR_MSG.noPartialCancel, { requestType: CR_MSG.noPartialCancel });
      const payload = payloadFor(request, booking, supplierBookingId);
      const claimed = await setBookingStatus(booking.id, 'ticketed', 'changeRequested');
      if (claimed.length === 0) throw conflict(CR_MSG.notTicketed('already being changed'));

      let opened: Awaited<ReturnType<FlightSupplier['changeRequest']>>['changeRequests'];
      try {
        const result = await supplier.changeRequest({
          bookingId: String(payload.BookingId),
          requestType: payload.RequestType,
          cancellationType: payload.CancellationType,
          sectors: payload.Sectors?.map((s) => ({ origin: s.Origin, destination: s.Destination })),
          ticketIds: payload.TicketId,
          remarks: payload.Remarks,
          endUserIp: caller.endUserIp,
        });
        opened = result.changeRequests;
        if (opened.length === 0) throw new AppError(502, CR_MSG.nothingOpened);
      } catch (error) {
        await setBookingStatus(booking.id, 'changeRequested', 'ticketed');
        throw error instanceof AppError ? error : supplierFailure(error);
      }

      await db.insert(changeRequests).values(
        opened.map((cr) => ({
          siteId: caller.siteId,
          bookingId: booking.id,
          supplierChangeRequestId: Number(cr.changeRequestId),
          ticketId: cr.ticketId,
          requestType: request.requestType,
          remarks: request.remarks,
          status: cr.status,
          statusText: cr.statusText,
          createdById: caller.user.id,
        })),
      );
      return {
        ticketCRInfo: opened.map((cr) => ({
          ticketId: cr.ticketId,
          changeRequestId: Number(cr.changeRequestId),
          statusText: cr.statusText,
        })),
      };
    },

    /**
     * Refresh Status (spec §4). A completed refund is paid into the booking owner's wallet once:
     * the refundSettled flip is a conditional update, so of two refreshes racing only one credits,
     * and the ledger's unique (kind, reference) would refuse a second credit anyway.
     */
    async refreshStatus(caller: Caller, changeRequestId: number): Promise<SupplierChangeReqStatus> {
      const found = await findChangeRequest(db, caller.siteId, changeRequestId);
      if (!found || !mayAccess(caller, found.booking)) throw notFound(CR_MSG.requestNotFound);
      const { booking } = found;
      const state = await fromSupplier(() =>
        supplier.changeRequestStatus({
          changeRequestId: String(changeRequestId),
          endUserIp: caller.endUserIp,
        }),
      );

      const [order] = await db
        .select({
          paymentMethod: flightOrders.paymentMethod,
          paymentRef: flightOrders.paymentRef,
          reference: flightOrders.reference,
        })
        .from(flightOrders)
        .where(eq(flightOrders.id, booking.orderId));
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(changeRequests)
          .set({
            status: state.status,
            statusText: state.statusText,
            refundedAmount: state.refundedAmount,
            cancellationCharge: state.cancellationCharge,
            updatedAt: now(),
          })
          .where(eq(changeRequests.id, found.request.id))
          .returning();
        const current = updated ?? found.request;
        if (state.status !== CHANGE_REQUEST_STATUS.Completed || !isRefund(current.requestType))
          return current;

        const [settling] = await tx
          .update(changeRequests)
          .set({ refundSettled: true })
          .where(and(eq(changeRequests.id, current.id), eq(changeRequests.refundSettled, false)))
          .returning({ id: changeRequests.id });
        // Owed back the way it was paid, in this transaction: the card's share is sent by the refund
        // job, which staff hear about if the gateway will not take it (decision 0027).
        if (settling && state.refundedAmount > 0 && order) {
          const toCard = order.paymentMethod === 'gateway';
          await refunds.request(tx, {
            siteId: caller.siteId,
            orderId: booking.orderId,
            userId: booking.userId,
            method: order.paymentMethod,
            amount: state.refundedAmount,
            reason: `change request ${changeRequestId} completed`,
            reference: toCard ? `${booking.orderId}C${changeRequestId}` : `cr:${current.id}`,
            paymentRef: order.paymentRef ?? booking.orderId,
            description: `Refund for PNR ${booking.pnr ?? '-'} (change request ${changeRequestId})`,
            createdById: caller.user.id,
          });
        }
        // The buyer hears of it with the change itself (their refund by card has its own mail when paid).
        if (settling)
          await mails.send(tx, {
            event: FLIGHT_MAIL.cancelled,
            siteId: caller.siteId,
            orderId: booking.orderId,
            about: String(changeRequestId),
          });
        // A full refund is one request per ticket; the booking is cancelled when the last completes.
        const { Refund } = CHANGE_REQUEST_TYPES;
        if (
          current.requestType === Refund &&
          !(await hasUnfinishedRefund(tx, booking.id, Refund, CHANGE_REQUEST_STATUS.Completed))
        ) {
          await tx
            .update(flightBookings)
            .set({ status: 'cancelled' })
            .where(and(eq(flightBookings.id, booking.id), eq(flightBookings.status, 'changeRequested')));
        }
        return current;
      });

      return {
        status: row.status,
        statusText: row.statusText,
        changeRequestInfo: {
          ticketId: row.ticketId,
          changeRequestId,
          refundedAmount: row.refundedAmount,
          cancellationCharge: row.cancellationCharge,
        },
      };
    },

    /** The queue: staff see the site's requests, everyone else those on their own bookings. */
    async list(caller: Caller, page: number): Promise<ChangeRequestPage> {
      const ownerId = isStaff(caller.user) ? null : caller.user.id;
      const offset = (page - 1) * CHANGE_REQUEST_PAGE_SIZE;
      const [rows, totalRecords] = await Promise.all([
        listChangeRequests(db, caller.siteId, ownerId, CHANGE_REQUEST_PAGE_SIZE, offset),
        countChangeRequests(db, caller.siteId, ownerId),
      ]);
      return {
        records: rows.map(({ request, booking }) => toListItem(request, booking)),
        totalRecords,
        totalPages: Math.max(1, Math.ceil(totalRecords / CHANGE_REQUEST_PAGE_SIZE)),
        currentPage: page,
      };
    },
  };
}

function toListItem(
  request: typeof changeRequests.$inferSelect,
  booking: FlightBookingRow,
): ChangeRequestListItem {
  const passengers = passengersOf(booking);
  const onTicket = passengers.filter((p) => p.ticketId !== null && p.ticketId === request.ticketId);
  return {
    changeRequestId: request.supplierChangeRequestId,
    bookingId: booking.supplierBookingId,
    pnr: booking.pnr,
    origin: booking.origin,
    destination: booking.destination,
    travelDate: booking.travelDate,
    passengerNames: (onTicket.length > 0 ? onTicket : passengers).map((p) => p.name),
    requestType: request.requestType,
    requestTypeLabel: labelOf(request.requestType),
    status: request.status,
    statusText: request.statusText,
    refundedAmount: request.refundedAmount,
    cancellationCharge: request.cancellationCharge,
    currency: booking.fare.currency,
    createdAt: request.createdAt.toISOString(),
  };
}

export type ChangeRequestService = ReturnType<typeof createChangeRequestService>;
