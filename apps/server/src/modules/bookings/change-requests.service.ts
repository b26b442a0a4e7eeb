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
  type ChangeRequestPayload,
  type ChangeRequestSector,
  type ChangeRequestType,
  changeRequestPayload,
  FINAL_CHANGE_REQUEST_STATUSES,
  feeChannelOf,
  pageInfo,
  refundAfterFee,
  type SupplierChangeReqStatus,
  siteCancellationFee,
  type TicketChangeRequest,
} from '@app/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import { raiseAttention } from '../../commerce/attention/attention.service';
import type { JobKind, JobQueue } from '../../commerce/jobs/job-queue';
import type { MailJobs } from '../../commerce/mail/send-mail';
import { orders } from '../../commerce/orders/orders.schema';
import { paidPayment } from '../../commerce/payments/payments';
import type { Refunds } from '../../commerce/payments/refunds';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type {
  ChangeRequestResult,
  ChangeRequestStatus,
  FlightSupplier,
} from '../../suppliers/flight-supplier';
import { findUserById } from '../accounts/accounts.queries';
import type { UserRow } from '../accounts/accounts.schema';
import { fromSupplier, supplierFailure } from '../flights/flight-pricing';
import { DEFAULT_FLIGHT_RULES, type FlightRules } from '../flights/flight-settings.service';
import { inSiteScope } from '../flights/site-suppliers';
import type { StaffPush } from '../notifications/staff-push';
import {
  type CancellationReviewRow,
  changeRequests,
  type FlightBookingRow,
  flightBookings,
} from './bookings.schema';
import { holdForReview } from './change-request-reviews';
import { cancellationChargeOf, feesPerRequest } from './change-requests.charges';
import {
  type ChangeRequestRow,
  countChangeRequests,
  findBookingBySupplierId,
  findChangeRequest,
  hasUnfinishedRefund,
  listChangeRequests,
} from './change-requests.queries';
import { moveLegs } from './leg-items';
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

/**
 * The passengers one of the airline's requests covers: the holders of its ticket among those asked
 * for, or all of them when it names no ticket (an airline that opens one request for the booking).
 */
function coveredBy(booking: FlightBookingRow, asked: readonly string[], ticketId: number | null) {
  if (ticketId === null) return [...asked];
  const holders = asked.filter((id) => booking.passengers[Number(id)]?.ticket?.ticketId === ticketId);
  return holders.length > 0 ? holders : [...asked];
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

type FoundRequest = { request: ChangeRequestRow; booking: FlightBookingRow };
type OpenedRequest = ChangeRequestResult['changeRequests'][number];

const ticketInfoOf = (cr: OpenedRequest): TicketChangeRequest => ({
  ticketId: cr.ticketId,
  changeRequestId: Number(cr.changeRequestId),
  statusText: cr.statusText,
});

/** The supplier's background work is asked for nobody in particular. */
const JOB_IP = '127.0.0.1';
/** How long after raising a request the poll job first asks, and its first retry's delay. */
const POLL_DELAY_SECONDS = 10 * 60;

/** The airline is done with the request: nothing it says later changes what is owed. */
const FINAL = [...FINAL_CHANGE_REQUEST_STATUSES];
const isFinal = (status: number) => FINAL.includes(status);
/**
 * Nothing is left to do for a request: the airline is done and, when it completed a cancellation, its
 * refund is recorded. An LCC's cancellation can answer Completed as it is opened (0069): that one is
 * still asked once, for the amounts, and paid back.
 */
const isSettled = (r: Pick<ChangeRequestRow, 'status' | 'requestType' | 'refundSettled'>) =>
  isFinal(r.status) &&
  (r.status !== CHANGE_REQUEST_STATUS.Completed || !isRefund(r.requestType) || r.refundSettled);

/** The airline is still working on it: the poll job's run fails so the queue asks again later. */
class NotFinalYet extends Error {}

export function createChangeRequestService({
  db,
  supplier,
  refunds,
  jobs,
  mails,
  timeZoneOf,
  staffPush,
  flightRules = async () => DEFAULT_FLIGHT_RULES,
  now = () => new Date(),
}: {
  db: Db;
  supplier: FlightSupplier;
  refunds: Refunds;
  jobs: () => JobQueue;
  /** the buyer's mail when a cancellation completes */
  mails: MailJobs;
  /** the IANA zone of an airport, by code: airlines print departures in it */
  timeZoneOf: (airportCode: string) => string | undefined;
  /** staff are pushed about each new request (decision 0046) */
  staffPush?: Pick<StaffPush, 'notify'>;
  /** the site's flight settings: cancellation review and fees (decision 0056); the defaults when not given */
  flightRules?: (siteId: string) => Promise<Pick<FlightRules, 'reviewCancellations' | 'cancellationFees'>>;
  now?: () => Date;
}) {
  async function ownBooking(caller: Caller, supplierBookingId: number) {
    const booking = await findBookingBySupplierId(db, caller.siteId, supplierBookingId);
    // Someone else's booking answers as a missing one: its existence is not the caller's business.
    if (!booking || !mayAccess(caller, booking)) throw notFound(CR_MSG.bookingNotFound);
    return { booking, supplierBookingId };
  }

  const setBookingStatus = (id: string, from: FlightBookingRow['status'], to: FlightBookingRow['status']) =>
    moveLegs(db, { id }, from, { status: to });

  /**
   * Records the supplier's answer and, when a cancellation has completed, pays it back: owed the
   * way it was paid, in one transaction with the status. The refundSettled flip is a conditional
   * update, so of a person's Refresh and the poll job (or two refreshes) racing only one pays, and
   * the ledger's unique (kind, reference) would refuse a second credit anyway. `by` is who asked:
   * a person's id, or null for the job, which acts for nobody.
   */
  async function settle(found: FoundRequest, state: ChangeRequestStatus, by: string | null) {
    const { booking } = found;
    const changeRequestId = found.request.supplierChangeRequestId;
    const siteId = found.request.siteId;
    const payment = await paidPayment(db, booking.orderId);
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(changeRequests)
        .set({
          status: state.status,
          statusText: state.statusText,
          refundedAmount: state.refundedAmount,
          cancellationCharge: state.cancellationCharge,
          updatedAt: now(),
        })
        // A stale "still working" (asked before another run recorded the end) never undoes the end.
        .where(
          and(
            eq(changeRequests.id, found.request.id),
            isFinal(state.status) ? undefined : notInArray(changeRequests.status, FINAL),
          ),
        )
        .returning();
      const current =
        updated ??
        (await tx.select().from(changeRequests).where(eq(changeRequests.id, found.request.id)))[0] ??
        found.request;
      if (state.status !== CHANGE_REQUEST_STATUS.Completed || !isRefund(current.requestType)) return current;

      const [settling] = await tx
        .update(changeRequests)
        // The airline's refund is back in our account from now: profit and loss credits it on this day.
        .set({ refundSettled: true, refundedAt: now() })
        .where(and(eq(changeRequests.id, current.id), eq(changeRequests.refundSettled, false)))
        .returning({ id: changeRequests.id });
      // Owed back the way it was paid, in this transaction: the card's share is sent by the refund
      // job, which staff hear about if the gateway will not take it (decision 0027). The site keeps
      // its own cancellation fee from what the airline refunded (decision 0056).
      const owed = refundAfterFee(state.refundedAmount, current.siteFee);
      if (settling && owed > 0 && payment) {
        const toCard = payment.method === 'gateway';
        await refunds.request(tx, {
          siteId,
          orderId: booking.orderId,
          userId: booking.userId,
          orderItemId: booking.orderItemId,
          payment,
          amount: owed,
          reason: `change request ${changeRequestId} completed`,
          reference: toCard ? `${booking.orderId}C${changeRequestId}` : `cr:${current.id}`,
          description: `Refund for PNR ${booking.pnr ?? '-'} (change request ${changeRequestId})`,
          createdById: by,
        });
      }
      // The buyer hears of it with the change itself (their refund by card has its own mail when paid).
      if (settling)
        await mails.send(tx, {
          event: FLIGHT_MAIL.cancelled,
          siteId,
          orderId: booking.orderId,
          about: String(changeRequestId),
        });
      // A full refund is one request per ticket; the booking is cancelled when the last completes.
      const { Refund } = CHANGE_REQUEST_TYPES;
      if (
        current.requestType === Refund &&
        !(await hasUnfinishedRefund(tx, booking.id, Refund, CHANGE_REQUEST_STATUS.Completed))
      ) {
        await moveLegs(tx, { id: booking.id }, 'changeRequested', { status: 'cancelled' });
      }
      return current;
    });
  }

  const findById = async (id: string): Promise<FoundRequest | undefined> =>
    (
      await db
        .select({ request: changeRequests, booking: flightBookings })
        .from(changeRequests)
        .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
        .where(eq(changeRequests.id, id))
    )[0];

  /**
   * Money loss 5 of issue 14: a completed cancellation is paid back whether or not anyone presses
   * Refresh Status. Sent with the change request; asks the supplier and settles as Refresh does,
   * and while the airline is not done fails "not final yet" so the queue asks again later.
   */
  const pollChangeRequest: JobKind<{ changeRequestId: string }> = {
    name: 'poll-change-request',
    // Airlines take hours to a few days. From 10 min doubling (pg-boss: each wait is 1–2× the
    // doubled delay), eight times: about 1¾–3½ days of asking, most of it quiet while the airline
    // works, each wait at most about as long as the request has already been open, so a refund
    // lands within roughly twice the airline's own time; then a person is told.
    retryLimit: 8,
    retryDelaySeconds: POLL_DELAY_SECONDS,
    async handler({ changeRequestId }) {
      const found = await findById(changeRequestId);
      if (!found || isSettled(found.request)) return;
      // Asked with the account of the request's site (decision 0042): a job has no request of its own.
      const state = await inSiteScope(found.request.siteId, () =>
        supplier.changeRequestStatus({
          changeRequestId: String(found.request.supplierChangeRequestId),
          endUserIp: JOB_IP,
        }),
      );
      await settle(found, state, null);
      if (!isFinal(state.status))
        throw new NotFinalYet(
          `change request ${found.request.supplierChangeRequestId} is ${state.statusText} at the airline`,
        );
    },
    async exhausted({ changeRequestId }, error) {
      const found = await findById(changeRequestId);
      if (!found || isSettled(found.request)) return;
      const { request, booking } = found;
      const [order] = await db
        .select({ reference: orders.reference })
        .from(orders)
        .where(eq(orders.id, booking.orderId));
      await raiseAttention(db, {
        siteId: request.siteId,
        orderId: booking.orderId,
        kind: 'change-request-stuck',
        summary: `The airline has not finished ${labelOf(request.requestType).toLowerCase()} request ${request.supplierChangeRequestId} (PNR ${booking.pnr ?? '-'}) of order ${order?.reference ?? booking.orderId}; it is still "${request.statusText}". Nothing is paid back until it completes: follow it up with the airline, then Refresh Status on the change request.`,
        tried: `asked the supplier for change request ${request.supplierChangeRequestId} for about three days: ${error instanceof Error ? error.message : String(error)}`,
        actions: ['resolve'],
      });
    },
  };

  /**
   * What cancelling costs at our end and who sees it first (decision 0056): the site's fee per
   * passenger for the booking's buyer's channel (whoever presses Send), and whether it waits for
   * staff, who are the reviewers themselves. A reissue cancels nothing: no fee, no review.
   */
  async function cancellationTermsOf(caller: Caller, booking: FlightBookingRow, requestType: number) {
    if (!isRefund(requestType)) return { feePerPassenger: 0, awaitsReview: false };
    const rules = await flightRules(caller.siteId);
    const buyer =
      booking.userId === caller.user.id ? caller.user : await findUserById(db, caller.siteId, booking.userId);
    const channel = feeChannelOf(buyer?.userType);
    return {
      feePerPassenger: channel ? rules.cancellationFees[channel] : 0,
      awaitsReview: rules.reviewCancellations && !isStaff(caller.user),
    };
  }

  /** Asks the airline to open the request; nothing of ours is written here. */
  async function openAtSupplier(payload: ChangeRequestPayload, endUserIp: string): Promise<OpenedRequest[]> {
    const result = await supplier.changeRequest({
      bookingId: String(payload.BookingId),
      requestType: payload.RequestType,
      cancellationType: payload.CancellationType,
      sectors: payload.Sectors?.map((s) => ({ origin: s.Origin, destination: s.Destination })),
      ticketIds: payload.TicketId,
      remarks: payload.Remarks,
      endUserIp,
    });
    if (result.changeRequests.length === 0) throw new AppError(502, CR_MSG.nothingOpened);
    return result.changeRequests;
  }

  /**
   * Stores what the airline opened, each request followed up by a job sent with its row (nobody
   * has to press Refresh Status) and carrying its share of the site's fee. One the airline answered
   * final as it opened it (an LCC's cancellation, decision 0069) is asked and settled now, so its
   * buyer sees it cancelled and refunded; its job, due at once, does it should this fail.
   */
  async function recordOpened(input: {
    booking: FlightBookingRow;
    request: Pick<ChangeRequestInput, 'requestType' | 'remarks' | 'passengers' | 'sectors'>;
    opened: OpenedRequest[];
    createdById: string;
    feePerPassenger: number;
    tellStaff: boolean;
  }) {
    const { booking, request, opened } = input;
    const tickets = request.passengers.map((id) => booking.passengers[Number(id)]?.ticket?.ticketId ?? null);
    const fees = feesPerRequest(
      input.feePerPassenger,
      tickets,
      opened.map((cr) => cr.ticketId),
    );
    const rows = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(changeRequests)
        .values(
          opened.map((cr, i) => ({
            siteId: booking.siteId,
            bookingId: booking.id,
            supplierChangeRequestId: Number(cr.changeRequestId),
            ticketId: cr.ticketId,
            requestType: request.requestType,
            remarks: request.remarks,
            status: cr.status,
            statusText: cr.statusText,
            siteFee: fees[i] ?? 0,
            passengers: coveredBy(booking, request.passengers, cr.ticketId),
            sectors: request.sectors,
            createdById: input.createdById,
          })),
        )
        .returning({ id: changeRequests.id });
      const later = new Date(now().getTime() + POLL_DELAY_SECONDS * 1000);
      for (const [i, row] of rows.entries()) {
        // One the airline answered final is asked at once: a completed refund is paid without waiting.
        const startAfter = isFinal(opened[i]?.status ?? CHANGE_REQUEST_STATUS.NotSet) ? now() : later;
        await jobs().send(pollChangeRequest, { changeRequestId: row.id }, { key: row.id, startAfter, tx });
        if (input.tellStaff)
          await staffPush?.notify(tx, {
            kind: 'change-request',
            siteId: booking.siteId,
            orderId: booking.orderId,
            changeRequestId: String(row.id),
          });
      }
      return rows;
    });
    for (const [i, row] of rows.entries()) {
      if (!isFinal(opened[i]?.status ?? CHANGE_REQUEST_STATUS.NotSet)) continue;
      // Best effort: the durable job above asks again whatever went wrong here.
      await pollChangeRequest.handler({ changeRequestId: row.id }).catch(() => undefined);
    }
  }

  return {
    kinds: [pollChangeRequest],

    /** Asks now, as the poll job would (a test, or a person who does not want to wait). */
    poll: (changeRequestId: string) => pollChangeRequest.handler({ changeRequestId }),

    async cancellationCharge(caller: Caller, bookingId: number): Promise<CancellationChargeInfo> {
      const { booking } = await ownBooking(caller, bookingId);
      const cancellationCharge = await fromSupplier(() =>
        cancellationChargeOf(
          supplier,
          { ...booking, passengerCount: booking.passengers.length },
          { now: now(), endUserIp: caller.endUserIp, timeZoneOf },
        ),
      );
      const terms = await cancellationTermsOf(caller, booking, CHANGE_REQUEST_TYPES.Refund);
      return {
        cancellationCharge,
        currency: booking.fare.currency,
        cancellationFeePerPassenger: terms.feePerPassenger,
        awaitsReview: terms.awaitsReview,
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
     * On a site that reviews cancellations, a customer's waits for staff instead (decision 0056).
     */
    async raise(
      caller: Caller,
      request: ChangeRequestInput,
    ): Promise<{ ticketCRInfo: TicketChangeRequest[]; awaitingReview: boolean }> {
      const { booking, supplierBookingId } = await ownBooking(caller, request.bookingId);
      if (booking.status !== 'ticketed') throw conflict(CR_MSG.notTicketed(booking.status));
      checkPicks(request, booking);
      if (request.requestType === CHANGE_REQUEST_TYPES.PartialRefund && !supplier.capabilities.partialCancel)
        throw badRequest(CR_MSG.noPartialCancel, { requestType: CR_MSG.noPartialCancel });
      const payload = payloadFor(request, booking, supplierBookingId);
      const terms = await cancellationTermsOf(caller, booking, request.requestType);
      if (terms.awaitsReview) {
        const held = await holdForReview(db, {
          siteId: caller.siteId,
          booking,
          request,
          feePerPassenger: terms.feePerPassenger,
          createdById: caller.user.id,
          staffPush,
        });
        if (!held) throw conflict(CR_MSG.notTicketed('already being changed'));
        return { ticketCRInfo: [], awaitingReview: true };
      }
      const claimed = await setBookingStatus(booking.id, 'ticketed', 'changeRequested');
      if (claimed.length === 0) throw conflict(CR_MSG.notTicketed('already being changed'));

      let opened: OpenedRequest[];
      try {
        opened = await openAtSupplier(payload, caller.endUserIp);
      } catch (error) {
        await setBookingStatus(booking.id, 'changeRequested', 'ticketed');
        throw error instanceof AppError ? error : supplierFailure(error);
      }
      await recordOpened({
        booking,
        request,
        opened,
        createdById: caller.user.id,
        feePerPassenger: terms.feePerPassenger,
        tellStaff: true,
      });
      return { ticketCRInfo: opened.map(ticketInfoOf), awaitingReview: false };
    },

    /**
     * A cancellation staff approved goes to the airline as a customer's own would have: the airline
     * opens it and we record it with its follow-up jobs and the fee the customer was shown. Staff
     * heard of it when it was asked. A supplier failure throws and writes nothing.
     */
    async sendReviewed(review: CancellationReviewRow, booking: FlightBookingRow, endUserIp: string) {
      const supplierBookingId = booking.supplierBookingId ?? 0;
      const request: ChangeRequestInput = {
        bookingId: supplierBookingId,
        requestType: review.requestType as ChangeRequestType,
        passengers: review.passengers,
        sectors: review.sectors,
        remarks: review.remarks,
        agreed: true,
      };
      const payload = payloadFor(request, booking, supplierBookingId);
      const opened = await fromSupplier(() => openAtSupplier(payload, endUserIp));
      await recordOpened({
        booking,
        request,
        opened,
        createdById: review.createdById,
        feePerPassenger: review.feePerPassenger,
        tellStaff: false,
      });
      return opened.map(ticketInfoOf);
    },

    /**
     * Refresh Status (spec §4): the supplier's answer, settled as the poll job settles it.
     */
    async refreshStatus(caller: Caller, changeRequestId: number): Promise<SupplierChangeReqStatus> {
      const found = await findChangeRequest(db, caller.siteId, changeRequestId);
      if (!found || !mayAccess(caller, found.booking)) throw notFound(CR_MSG.requestNotFound);
      const state = await fromSupplier(() =>
        supplier.changeRequestStatus({
          changeRequestId: String(changeRequestId),
          endUserIp: caller.endUserIp,
        }),
      );
      const row = await settle(found, state, caller.user.id);
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
        records: rows.map((row) =>
          'review' in row ? reviewListItem(row.review, row.booking) : toListItem(row.request, row.booking),
        ),
        ...pageInfo(totalRecords, page, CHANGE_REQUEST_PAGE_SIZE),
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
    review: null,
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
    cancellationFee: request.siteFee,
    currency: booking.fare.currency,
    createdAt: request.createdAt.toISOString(),
  };
}

/** A cancellation still with the site's staff, or rejected by them, as the queue shows it. */
function reviewListItem(review: CancellationReviewRow, booking: FlightBookingRow): ChangeRequestListItem {
  const chosen = new Set(review.passengers);
  const rejected = review.state === 'rejected';
  return {
    changeRequestId: null,
    review: { reviewId: review.id, state: rejected ? 'rejected' : 'pending', reason: review.reason },
    bookingId: booking.supplierBookingId,
    pnr: booking.pnr,
    origin: booking.origin,
    destination: booking.destination,
    travelDate: booking.travelDate,
    passengerNames: passengersOf(booking)
      .filter((p) => chosen.has(p.id))
      .map((p) => p.name),
    requestType: review.requestType,
    requestTypeLabel: labelOf(review.requestType),
    // In the airline's terms for readers that know only those: not started, or declined.
    status: rejected ? CHANGE_REQUEST_STATUS.Rejected : CHANGE_REQUEST_STATUS.Unassigned,
    statusText: rejected ? 'Rejected by staff' : 'Awaiting review',
    refundedAmount: 0,
    cancellationCharge: 0,
    cancellationFee: siteCancellationFee(review.feePerPassenger, review.passengers.length),
    currency: booking.fare.currency,
    createdAt: review.createdAt.toISOString(),
  };
}

export type ChangeRequestService = ReturnType<typeof createChangeRequestService>;
