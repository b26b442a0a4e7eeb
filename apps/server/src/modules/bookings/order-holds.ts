import { formatInr, ORDER_MSG, TICKET_LIST_MSG } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { claimOrder, holdsPastDeadline } from '../../commerce/orders/orders.queries';
import type { OrderRow } from '../../commerce/orders/orders.schema';
import type { RefundItem } from '../../commerce/payments/item-refunds';
import type { Announce, OrderPayments } from '../../commerce/payments/order-payments';
import type { OrderContext } from '../../commerce/products';
import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { type FlightSupplier, SupplierError } from '../../suppliers/flight-supplier';
import { supplierFailure } from '../flights/flight-pricing';
import { inSiteScope } from '../flights/site-suppliers';
import type { BookingStatus, FlightBookingRow, FlightOrderRow } from './bookings.schema';
import { moveLegs } from './leg-items';
import { bookLegs, failureOf, UNKNOWN_STATUS, unanswered } from './order-fulfilment';
import { saveLegs } from './order-legs';
import { bookingsOfOrder, heldLegsOf, paidHoldLegs } from './orders.queries';
import type { TicketChecks } from './ticket-checks';

type Deps = {
  db: Db;
  supplier: FlightSupplier;
  payments: Pick<OrderPayments, 'closeAttempt'>;
  refundItem: RefundItem;
  checks: Pick<TicketChecks, 'schedule'>;
  log: FastifyBaseLogger;
  now: () => Date;
  /** the buyer is told how an order ended: confirmed, held (with its deadline) or failed */
  announce: Announce;
};

/** When the airline sends no time limit for a hold, we keep it no longer than this. */
const HOLD_WITHOUT_LIMIT_MS = 60 * 60_000;

/**
 * The airline's time limit as an instant. TBO-style suppliers send 'YYYY-MM-DDTHH:mm:ss' without
 * an offset, in UTC; a time with an offset is taken as it is.
 */
export function holdDeadline(lastTicketDate: string | null): Date | null {
  if (!lastTicketDate) return null;
  const zoned = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(lastTicketDate);
  const at = Date.parse(zoned ? lastTicketDate : `${lastTicketDate}Z`);
  return Number.isNaN(at) ? null : new Date(at);
}

/** A leg someone can still fly on, or still ticket. */
const LIVE: readonly BookingStatus[] = ['held', 'ticketed', 'changeRequested'];

/** Whether the order was paid when it was held (decision 0009), before holds took no money (0024). */
const paidAtHold = (order: OrderRow) => order.heldUntil === null && order.paidAt !== null;

/**
 * Holds (decision 0024): placing one takes no money, ticketing it is paying for it, and releasing
 * it or letting it lapse gives the seats back; only a hold paid under the old model gets money back.
 */
export function createOrderHolds({ db, supplier, payments, refundItem, checks, log, now, announce }: Deps) {
  const setStatus = (bookingId: string, values: Parameters<typeof moveLegs>[3]) =>
    moveLegs(db, { id: bookingId }, 'held', values);

  /** Gives a held leg back to the airline; `strict` lets a refusal stop the caller (a person asking). */
  async function giveBack(leg: FlightBookingRow, endUserIp: string, strict: boolean) {
    if (leg.supplierBookingId !== null) {
      try {
        // The sweep releases holds too: the leg's site names the account (decision 0042).
        await inSiteScope(leg.siteId, () =>
          supplier.release({
            bookingId: String(leg.supplierBookingId),
            supplierSource: leg.supplierSource,
            endUserIp,
          }),
        );
      } catch (error) {
        if (strict) throw supplierFailure(error);
        // A lapsed hold is the airline's to cancel anyway; we only stop counting on it.
        log.warn(
          { err: error, bookingId: leg.id },
          'the airline did not confirm the release of a lapsed hold',
        );
      }
    }
  }

  /** Holds every fare of a claimed (processing) hold order; nothing is charged. All or nothing. */
  async function place(order: FlightOrderRow, context: OrderContext) {
    const legs = await bookLegs(supplier, order.details, { hold: true, endUserIp: context.endUserIp });
    // Only a ticket call can go unanswered, and a hold makes none: anything not held failed.
    const failed = legs.find((leg) => leg.state !== 'booked');
    if (!failed) {
      await saveLegs(db, order, legs, { now: now() });
      const limits = legs.flatMap((leg) =>
        leg.state === 'booked' ? [holdDeadline(leg.booking.lastTicketDate)] : [],
      );
      const known = limits.filter((d): d is Date => d !== null).map((d) => d.getTime());
      const heldUntil = new Date(
        known.length > 0 ? Math.min(...known) : now().getTime() + HOLD_WITHOUT_LIMIT_MS,
      );
      // Held, and the buyer's mail naming the deadline queued with it.
      await db.transaction(async (tx) => {
        const held = await claimOrder(tx, order.id, 'processing', 'holdPlaced', { heldUntil });
        if (held) await announce(held, context, tx);
      });
      return;
    }
    // Half a trip held is not what the buyer asked for: what was held goes back at once.
    for (const leg of legs) {
      if (leg.state !== 'booked') continue;
      await supplier
        .release({
          bookingId: leg.booking.bookingId,
          supplierSource: leg.booking.supplierSource,
          endUserIp: context.endUserIp,
        })
        .catch((error: unknown) =>
          log.error({ err: error, orderId: order.id }, 'a partial hold was not released'),
        );
    }
    await saveLegs(db, order, legs, { now: now(), bookedStatus: 'released' });
    const notHeld = await claimOrder(db, order.id, 'processing', 'fail', {
      completedAt: now(),
      failureReason: ORDER_MSG.holdFailed(failed.reason),
    });
    if (notHeld) await announce(notHeld, context);
  }

  /**
   * Tickets the held legs of a paid order (claimed, or paid when held under the old model). A leg
   * the airline refuses gets its money back; a one-leg hold it refuses stays held to try again.
   */
  async function ticket(order: OrderRow, context: OrderContext) {
    const legs = await heldLegsOf(db, order.id);
    const refused: { leg: FlightBookingRow; reason: string; error: unknown }[] = [];
    const unconfirmed: FlightBookingRow[] = [];
    for (const leg of legs) {
      try {
        const ticketed = await supplier.ticket({
          kind: 'held',
          traceId: leg.fare.traceId,
          bookingId: String(leg.supplierBookingId ?? 0),
          pnr: leg.pnr ?? '',
          endUserIp: context.endUserIp,
        });
        // A status the supplier does not document may be a ticket: asked again like a lost answer.
        if (ticketed.status === 'unknown') throw new SupplierError('unavailable', UNKNOWN_STATUS);
        await setStatus(leg.id, {
          status: 'ticketed',
          passengers: leg.passengers.map((p, i) => ({
            ...p,
            ticket: ticketed.passengers[i]?.ticket ?? null,
            barcodes: ticketed.passengers[i]?.barcodes ?? [],
          })),
          invoiceCreatedOn: ticketed.invoiceCreatedOn,
          failureReason: null,
          failureCode: null,
        });
      } catch (error) {
        const { reason, code } = failureOf(error);
        if (unanswered(error)) {
          // The airline may have ticketed it: a job asks, and nothing is refunded until it knows.
          await setStatus(leg.id, { status: 'unconfirmed', failureReason: reason });
          unconfirmed.push({ ...leg, failureReason: reason });
          continue;
        }
        // The held booking keeps the refusal and its code, for staff to see on its ticket.
        await setStatus(leg.id, { failureReason: reason, failureCode: code });
        refused.push({ leg, reason, error });
      }
    }
    if (unconfirmed.length > 0) await checks.schedule(unconfirmed);
    const allRefused = refused.length === legs.length;
    if (paidAtHold(order)) {
      // Paid long ago: nothing to give back while it stays held; the buyer may try again.
      if (allRefused && refused[0]) throw supplierFailure(refused[0].error);
      if (refused.length === 0 && unconfirmed.length === 0) await announce(order, context);
      return;
    }
    let message: string | null = null;
    for (const { leg, reason } of refused) {
      message = ORDER_MSG.bookingFailed(
        reason,
        (await refundItem(order, leg.legIndex, 'the airline could not issue the ticket')).method,
      );
    }
    if (allRefused && legs.length > 0) {
      // Still held, money back: the buyer may ticket again before the time limit, or release it.
      await claimOrder(db, order.id, 'processing', 'reopenHold', { paidAt: null, failureReason: message });
      return;
    }
    for (const { leg } of refused) {
      await giveBack(leg, context.endUserIp, false);
      await setStatus(leg.id, { status: 'failed' });
    }
    // The order is finished when the airline has answered for the unconfirmed legs (ticket-checks).
    if (unconfirmed.length > 0) return;
    const done = await claimOrder(db, order.id, 'processing', 'fulfil', {
      completedAt: now(),
      failureReason: message,
    });
    if (done) await announce(done, context);
  }

  /**
   * Gives every held leg of the order back: a person's release (strict: a refusal is theirs to
   * see) or a lapse. A hold paid under the old model is refunded; the order ends released or lapsed.
   */
  async function end(order: OrderRow, endUserIp: string, how: 'released' | 'lapsed') {
    const strict = how === 'released';
    let refunded = 0;
    let refundedTo: 'wallet' | 'gateway' | 'staff' | null = null;
    for (const leg of await heldLegsOf(db, order.id)) {
      await giveBack(leg, endUserIp, strict);
      const [moved] = await setStatus(leg.id, { status: 'released' });
      // Another tab or the lapse job got there first: that is not a second release to refund.
      if (!moved || !paidAtHold(order)) continue;
      const why = how === 'released' ? 'the hold was released' : 'the hold lapsed';
      const back = await refundItem(order, leg.legIndex, why);
      refundedTo = back.method;
      refunded += back.amount;
    }
    const event = how === 'released' ? 'release' : 'lapse';
    if (!paidAtHold(order)) await claimOrder(db, order.id, 'held', event, { completedAt: now() });
    else if (!(await bookingsOfOrder(db, order.id)).some((b) => LIVE.includes(b.status)))
      await claimOrder(db, order.id, 'completed', event);
    return { refunded, refundedTo };
  }

  return {
    place,
    ticket,

    /** Release (spec §7 api/releaseFlight) of the order a held booking belongs to; answers what the buyer is told. */
    async release(order: OrderRow, endUserIp: string, context: OrderContext) {
      const { paid, current } = await payments.closeAttempt(order);
      if (paid) {
        // The buyer paid after all: the hold is being ticketed, not given back.
        await ticket(paid, context);
        throw conflict(ORDER_MSG.notHeld);
      }
      const live =
        current && (paidAtHold(current) ? current.status === 'completed' : current.status === 'held');
      if (!current || !live) throw conflict(TICKET_LIST_MSG.notHeld);
      const { refunded, refundedTo } = await end(current, endUserIp, 'released');
      if (refunded > 0 && (refundedTo === 'wallet' || refundedTo === 'gateway'))
        return TICKET_LIST_MSG.releasedRefunded(formatInr(refunded), refundedTo);
      return paidAtHold(current) ? TICKET_LIST_MSG.released : TICKET_LIST_MSG.releasedNothingCharged;
    },

    /** Holds past the airline's time limit lapse: the seats go back, money only if paid at hold. */
    async lapse(context: OrderContext) {
      for (const order of await holdsPastDeadline(db, now())) {
        let current: OrderRow | undefined;
        try {
          const closed = await payments.closeAttempt(order);
          if (closed.paid) {
            await ticket(closed.paid, context);
            continue;
          }
          current = closed.current;
        } catch {
          // A payment still open at the gateway: the next round asks again.
          continue;
        }
        if (current?.status === 'held') await end(current, context.endUserIp, 'lapsed');
      }
      for (const { order, booking } of await paidHoldLegs(db)) {
        const deadline = holdDeadline(booking.lastTicketDate);
        if (deadline && deadline <= now()) await end(order, context.endUserIp, 'lapsed');
      }
    },
  };
}
export type OrderHolds = ReturnType<typeof createOrderHolds>;
