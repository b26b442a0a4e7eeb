import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { raiseAttention } from '../../commerce/attention/attention.service';
import type { JobKind, JobQueue } from '../../commerce/jobs/job-queue';
import { recordOrderEvent } from '../../commerce/orders/order-events';
import type { RefundItem } from '../../commerce/payments/item-refunds';
import type { Db, DbOrTx } from '../../platform/db/client';
import { type FlightSupplier, type SupplierBooking, SupplierError } from '../../suppliers/flight-supplier';
import { inSiteScope } from '../flights/site-suppliers';
import { type FlightBookingRow, type FlightOrderRow, flightBookings } from './bookings.schema';
import { moveLegs } from './leg-items';
import { fareRulesToKeep, ticketedPassengers, UNKNOWN_STATUS } from './order-fulfilment';
import { findFlightOrderAnySite } from './orders.queries';

type Deps = {
  db: Db;
  supplier: FlightSupplier;
  refundItem: RefundItem;
  jobs: () => JobQueue;
  log: FastifyBaseLogger;
  /** every leg of the order is known again: the order is finished (and the buyer told) */
  onSettled: (order: FlightOrderRow) => Promise<void>;
};

/** The supplier's background work is asked for nobody in particular. */
const JOB_IP = '127.0.0.1';

/** Who a leg's timeline line is about. */
const about = (leg: Pick<FlightBookingRow, 'id' | 'siteId' | 'orderId'>) => ({
  siteId: leg.siteId,
  orderId: leg.orderId,
  itemId: leg.id,
});

/** A leg the supplier could not say was this one (another leg of the trace): a person must look. */
class NotThisLeg extends Error {}

/** Whether the supplier's booking is the leg we asked about: its first flight leaves from the leg's origin. */
const isLeg = (leg: FlightBookingRow, booking: SupplierBooking) =>
  booking.segments[0]?.[0]?.originAirportCode === leg.origin;

/**
 * Asking the supplier what an unanswered ticket call did (money loss 2 of issue 14). A leg stays
 * `unconfirmed` until the supplier says: ticketed (the leg is ticketed, nothing refunded), or no
 * ticket (the leg fails and its money goes back). Asked with back-off for about a day; then the
 * order goes to the staff attention queue, where staff can mark it ticketed or refund it.
 */
export function createTicketChecks({ db, supplier, refundItem, jobs, log, onSettled }: Deps) {
  const moveLeg = (id: string, values: Parameters<typeof moveLegs>[3]) =>
    moveLegs(db, { id }, 'unconfirmed', values);

  async function ask(leg: FlightBookingRow) {
    try {
      // A job has no request: the leg's site names the supplier account to ask (decision 0042).
      const booking = await inSiteScope(leg.siteId, () =>
        supplier.bookingDetails(
          leg.supplierBookingId !== null
            ? { bookingId: String(leg.supplierBookingId), endUserIp: JOB_IP }
            : { traceId: leg.fare.traceId, endUserIp: JOB_IP },
        ),
      );
      if (!isLeg(leg, booking))
        throw new NotThisLeg(`the trace's booking ${booking.bookingId} is another leg`);
      // Neither a ticket nor a refusal: the job asks again, and staff are told when it never says.
      if (booking.status === 'unknown') throw new SupplierError('unavailable', UNKNOWN_STATUS);
      return booking;
    } catch (error) {
      if (error instanceof SupplierError && error.kind === 'notFound') return null;
      throw error;
    }
  }

  /** The leg as the supplier says it is; answers whether this run moved it. */
  async function record(order: FlightOrderRow, leg: FlightBookingRow, booking: SupplierBooking | null) {
    if (booking?.status === 'ticketed') {
      const [moved] = await moveLeg(leg.id, {
        status: 'ticketed',
        supplierBookingId: Number(booking.bookingId),
        pnr: booking.pnr,
        passengers: ticketedPassengers(order.details.passengers, booking),
        fareRules: fareRulesToKeep(booking.fareRules, order.details.fareRules?.[leg.legIndex]),
        invoiceCreatedOn: booking.invoiceCreatedOn,
        lastTicketDate: booking.lastTicketDate,
        failureReason: null,
      });
      if (moved)
        await recordOrderEvent(db, {
          ...about(leg),
          event: 'item:ticketed',
          note: `the airline confirmed the ticket, PNR ${booking.pnr}`,
        });
      return moved !== undefined;
    }
    // Not ticketed. A hold being ticketed stays held (the buyer may try again); any other leg fails,
    // and a hold the failed ticket call left behind is given back.
    const stillHeld = booking?.status === 'held';
    const backToHold = stillHeld && order.heldUntil !== null;
    if (stillHeld && !backToHold)
      await supplier
        .release({ bookingId: booking.bookingId, supplierSource: booking.supplierSource, endUserIp: JOB_IP })
        .catch((error: unknown) => log.warn({ err: error, bookingId: leg.id }, 'hold not released'));
    const [moved] = await moveLeg(leg.id, {
      status: backToHold ? 'held' : 'failed',
      failureReason: 'the airline did not issue the ticket',
    });
    if (moved)
      await recordOrderEvent(db, {
        ...about(leg),
        event: backToHold ? 'item:held' : 'item:failed',
        note: booking
          ? `the airline has it ${booking.status}: no ticket was issued`
          : 'the airline has no booking: no ticket was issued',
      });
    // The order was paid when it was held (decision 0009): its money is not owed back for a refusal.
    const paidAtHold = order.heldUntil === null && order.paidAt !== null && order.status === 'completed';
    if (moved && !paidAtHold) await refundItem(order, leg.legIndex, 'the airline did not issue the ticket');
    return moved !== undefined;
  }

  /** The supplier will not say what became of the leg: staff mark it ticketed or refund it. */
  async function unsettled(leg: FlightBookingRow, error: unknown) {
    const order = await findFlightOrderAnySite(db, leg.orderId);
    const asked =
      leg.supplierBookingId !== null ? ` ${leg.supplierBookingId}` : ` on trace ${leg.fare.traceId}`;
    await raiseAttention(db, {
      siteId: leg.siteId,
      orderId: leg.orderId,
      kind: 'ticket-unconfirmed',
      summary: `The airline never said whether it ticketed ${leg.origin} → ${leg.destination} of order ${order?.reference ?? leg.orderId}; the money is still held.`,
      tried: `asked the supplier for the booking${asked}: ${error instanceof Error ? error.message : String(error)}`,
      actions: ['markTicketed', 'refund', 'resolve'],
    });
  }

  const checkBooking: JobKind<{ bookingId: string }> = {
    name: 'check-flight-booking',
    // From 30 s doubling, ten times: about eight and a half hours of asking before a person is told.
    retryLimit: 10,
    retryDelaySeconds: 30,
    async handler({ bookingId }) {
      const [leg] = await db.select().from(flightBookings).where(eq(flightBookings.id, bookingId));
      if (leg?.status !== 'unconfirmed') return;
      const order = await findFlightOrderAnySite(db, leg.orderId);
      if (!order) return;
      let booking: SupplierBooking | null;
      try {
        booking = await ask(leg);
      } catch (error) {
        // Asking again would answer the same other leg: a person must look now.
        if (error instanceof NotThisLeg) return unsettled(leg, error);
        throw error;
      }
      if (await record(order, leg, booking)) await onSettled(order);
    },
    async exhausted({ bookingId }, error) {
      const [leg] = await db.select().from(flightBookings).where(eq(flightBookings.id, bookingId));
      if (leg?.status === 'unconfirmed') await unsettled(leg, error);
    },
  };

  return {
    kinds: [checkBooking],

    /** Starts asking about the order's unconfirmed legs, half a minute from now (or with `tx`'s change). */
    async schedule(legs: FlightBookingRow[], tx?: DbOrTx) {
      for (const leg of legs) {
        await recordOrderEvent(tx ?? db, {
          ...about(leg),
          event: 'item:unconfirmed',
          note: `${leg.origin} → ${leg.destination}: ${leg.failureReason ?? 'no answer'}; asking the airline`,
        });
        await jobs().send(
          checkBooking,
          { bookingId: leg.id },
          { key: leg.id, startAfter: new Date(Date.now() + 30_000), tx },
        );
      }
    },

    /** Asks now, as the job would (a test, or staff who do not want to wait). */
    check: (bookingId: string) => checkBooking.handler({ bookingId }),

    /**
     * Staff heard from the airline that the order's unconfirmed legs were ticketed under `pnr`:
     * they are ticketed (their job then finds nothing to ask) and the order is finished.
     */
    async markTicketed(siteId: string, orderId: string, pnr: string) {
      const moved = await moveLegs(db, { orderId, siteId }, 'unconfirmed', {
        status: 'ticketed',
        pnr,
        failureReason: null,
      });
      const order = moved.length > 0 ? await findFlightOrderAnySite(db, orderId) : undefined;
      for (const leg of moved)
        await recordOrderEvent(db, {
          siteId,
          orderId,
          itemId: leg.id,
          event: 'item:ticketed',
          note: `marked ticketed by staff, PNR ${pnr}`,
        });
      if (order) await onSettled(order);
      return moved.length;
    },
  };
}
export type TicketChecks = ReturnType<typeof createTicketChecks>;
