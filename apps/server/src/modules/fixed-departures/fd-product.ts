import { ORDER_MSG, type OrderOutcome, PAYMENT_VALIDITY_MINUTES } from '@app/contracts';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { raiseAttention, wasRaised } from '../../commerce/attention/attention.service';
import { finishOrder } from '../../commerce/orders/order-fulfilment';
import { itemAt, moveItem } from '../../commerce/orders/order-items';
import { type OrderRow, orders } from '../../commerce/orders/orders.schema';
import type { RefundItem } from '../../commerce/payments/item-refunds';
import type { ProductLine } from '../../commerce/products';
import type { Db, DbOrTx } from '../../platform/db/client';
import { sites } from '../site/site.schema';
import { releaseSeats, sellPaidSeats } from './fd-inventory';
import type { FdMails } from './fd-mails';
import {
  type FdBookingRow,
  type FixedDepartureRow,
  fdBookings,
  fixedDepartures,
} from './fixed-departures.schema';

/** Why a paid order's item failed: its seats went back when it ran out of time, and went to others. */
const SEATS_GONE = 'the seats were no longer available when the payment was confirmed';
/** The attention case of a payment confirmed after its seats had gone (decision 0049). */
export const FD_SEATS_GONE = 'fd-seats-gone';

/**
 * The attention case of a booking confirmed after its departure's name list went to the airline
 * (decision 0060): only staff can send the names to the airline's group desk and hear it accept them.
 */
export const FD_LATE_NAMES = 'fd-late-names';

/** What the buyer reads when their paid seats could not be had (their money goes back the way it came). */
const failureText = (reason: string, refundedTo: 'wallet' | 'gateway') =>
  `We could not confirm your seats (${reason}). Your payment has been refunded to your ${refundedTo === 'wallet' ? 'wallet' : 'original payment method'}.`;

const OUTCOME_MESSAGE: Partial<Record<OrderRow['status'], string>> = {
  pending: 'Waiting for the payment to be confirmed.',
  processing: 'Payment received. Confirming your seats…',
  completed: ORDER_MSG.paymentSuccessful,
  expired: ORDER_MSG.orderExpired,
};

/**
 * Fixed departures as a product line of the core (issue 15, decision 0035): a paid order is
 * confirmed from the site's own inventory at once with the block PNR; nothing is ever unknown, so
 * there is nothing to ask a supplier after a crash. The minute's sweep gives back the seats of
 * orders nobody paid and releases departures past their release date.
 */
export function createFdProduct({
  db,
  mails,
  refundItem,
  log,
  now = () => new Date(),
}: {
  db: Db;
  mails: FdMails;
  refundItem: RefundItem;
  log: FastifyBaseLogger;
  now?: () => Date;
}): ProductLine {
  const bookingOf = async (orderId: string) =>
    (
      await db
        .select({ booking: fdBookings, departure: fixedDepartures })
        .from(fdBookings)
        .innerJoin(fixedDepartures, eq(fixedDepartures.id, fdBookings.departureId))
        .where(eq(fdBookings.orderId, orderId))
    )[0];

  const finish = (order: OrderRow, linkBase?: string) =>
    finishOrder(db, order, {
      now: now(),
      failureText,
      announce: (done) => mails.announce(done, linkBase),
    });

  /**
   * Confirms the paid order's seats (taking them again if they went back while the gateway had not
   * confirmed the payment), then finishes it. Seats gone meanwhile: the item fails in the same
   * transaction, so a run after a crash does not take seats for money already owed back.
   */
  async function fulfil(order: OrderRow, context: { linkBase?: string }) {
    const found = await bookingOf(order.id);
    if (!found) throw new Error(`order ${order.id} has no fixed departure booking`);
    const { booking, departure } = found;
    const sold = await db.transaction(async (tx) => {
      if ((await itemAt(tx, order.id, 0))?.state === 'failed') return false;
      if (!(await sellPaidSeats(tx, booking.id))) {
        await moveItem(tx, booking.orderItemId, 'failed', { failureMessage: SEATS_GONE });
        return false;
      }
      await moveItem(tx, booking.orderItemId, 'fulfilled', { supplierRef: departure.blockPnr });
      if (booking.lateAddition) await askForLateNames(tx, order, booking, departure);
      return true;
    });
    if (!sold) await giveBack(order, departure);
    await finish(order, context.linkBase);
  }

  /**
   * A booking made after the name list closed is confirmed: staff are asked, once (a fulfilment run
   * again after a crash raises nothing more), to send its names to the airline as a late addition.
   */
  async function askForLateNames(
    tx: DbOrTx,
    order: OrderRow,
    booking: FdBookingRow,
    departure: FixedDepartureRow,
  ) {
    if (await wasRaised(tx, order.id, [FD_LATE_NAMES])) return;
    const names = booking.passengers.map((p) => `${p.title} ${p.firstName} ${p.lastName}`).join(', ');
    await raiseAttention(tx, {
      siteId: order.siteId,
      orderId: order.id,
      kind: FD_LATE_NAMES,
      summary: `Booked after the name list of ${departure.airlineCode} ${departure.origin} → ${departure.destination} on ${departure.departureDate} closed (${departure.nameListDeadline}). Send ${names} to the airline as a late addition to PNR ${departure.blockPnr}, and close this case once it accepts them.`,
      tried: `confirmed ${booking.seats === 1 ? '1 seat' : `${booking.seats} seats`} from the block; the name list export marks these names as a late addition`,
      actions: ['resolve'],
    });
  }

  /**
   * Paid after the order ran out of time, and its seats went to others meanwhile (or the block closed):
   * the money goes back at once, the way it came, and staff hear of it, since the buyer paid for
   * seats they did not get. Both once, however often it runs.
   */
  async function giveBack(order: OrderRow, departure: FixedDepartureRow) {
    const { method, amount } = await refundItem(order, 0, SEATS_GONE);
    await raiseAttention(db, {
      siteId: order.siteId,
      orderId: order.id,
      kind: FD_SEATS_GONE,
      summary: `Paid after the order's ${PAYMENT_VALIDITY_MINUTES} minutes ran out, and no seats were left on ${departure.origin} → ${departure.destination} of ${departure.departureDate}; the payment is being refunded.`,
      tried: `refunded ${amount} (paise) to the ${method === 'wallet' ? 'wallet' : 'card'}; no seat was left to take again`,
      actions: ['resolve'],
    });
  }

  async function outcome(order: OrderRow): Promise<OrderOutcome> {
    const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
    const found = await bookingOf(order.id);
    const latest = current ?? order;
    const pnr = found?.departure.blockPnr ?? null;
    return {
      orderId: latest.id,
      reference: latest.reference,
      status: latest.status,
      amount: latest.amount,
      heldUntil: null,
      message: latest.failureReason ?? OUTCOME_MESSAGE[latest.status] ?? ORDER_MSG.paymentUnsuccessful,
      searchId: '',
      showReturn: false,
      bookings: found
        ? [
            {
              bookingId: found.booking.id,
              pnr: found.booking.status === 'confirmed' ? pnr : null,
              status: found.booking.status,
              legIndex: 0,
            },
          ]
        : [],
    };
  }

  return {
    kind: 'fixedDeparture',
    label: 'Fixed departure booking',
    fulfil,
    // Inventory answers at once: an order a crash stopped is simply fulfilled again (each step is once-only).
    resume: (order) => fulfil(order, {}),
    outcome,
    announce: (order, context, tx) => mails.announce(order, context.linkBase, tx),

    /**
     * The seats of orders that ended unpaid, or are still unpaid past their time (a gateway
     * payment not confirmed within it: spec §4), go back to their block; a payment confirmed later
     * takes them again if it can. Departures past their release date close, their unsold seats
     * going back to the airline. Both once, whichever instance runs it.
     */
    async sweep() {
      const lapsed = await db
        .select({ id: fdBookings.id })
        .from(fdBookings)
        .innerJoin(orders, eq(orders.id, fdBookings.orderId))
        .where(
          and(
            eq(fdBookings.status, 'reserved'),
            or(
              inArray(orders.status, ['expired', 'failed']),
              and(eq(orders.status, 'pending'), lt(orders.expiresAt, now())),
            ),
          ),
        );
      for (const booking of lapsed) await db.transaction((tx) => releaseSeats(tx, booking));
      const released = await db
        .update(fixedDepartures)
        .set({ status: 'released', updatedAt: new Date() })
        .where(
          and(
            eq(fixedDepartures.status, 'open'),
            lte(
              fixedDepartures.releaseDate,
              // Each site's own calendar day.
              sql`(now() at time zone (select ${sites.timeZone} from ${sites} where ${sites.id} = ${fixedDepartures.siteId}))::date`,
            ),
          ),
        )
        .returning({ id: fixedDepartures.id });
      if (released.length > 0) log.info({ departures: released.length }, 'fixed departures released');
    },
  };
}
