import { ORDER_MSG, type OrderOutcome } from '@app/contracts';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { finishOrder } from '../../commerce/orders/order-fulfilment';
import { moveItem } from '../../commerce/orders/order-items';
import { type OrderRow, orders } from '../../commerce/orders/orders.schema';
import type { RefundItem } from '../../commerce/payments/item-refunds';
import type { ProductLine } from '../../commerce/products';
import type { Db } from '../../platform/db/client';
import { sites } from '../site/site.schema';
import { confirmSeats, reclaimSeats, releaseSeats } from './fd-inventory';
import type { FdMails } from './fd-mails';
import { fdBookings, fixedDepartures } from './fixed-departures.schema';

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

  /** Confirms the paid order's seats (taking them again if its reservation had run out), then finishes it. */
  async function fulfil(order: OrderRow, context: { linkBase?: string }) {
    const found = await bookingOf(order.id);
    if (!found) throw new Error(`order ${order.id} has no fixed departure booking`);
    const { booking, departure } = found;
    const confirmed = await db.transaction(async (tx) => {
      if (booking.status === 'released' && !(await reclaimSeats(tx, booking))) return false;
      if (booking.status === 'reserved' || booking.status === 'released') await confirmSeats(tx, booking);
      await moveItem(tx, booking.orderItemId, 'fulfilled', { supplierRef: departure.blockPnr });
      return true;
    });
    if (!confirmed) {
      // Paid after the reservation ran out, and the seats were sold meanwhile: the money goes back.
      await moveItem(db, booking.orderItemId, 'failed', { failureMessage: 'the seats were sold meanwhile' });
      await refundItem(order, 0, 'the seats were sold before the payment was confirmed');
    }
    await finish(order, context.linkBase);
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
     * The seats of orders that ended unpaid go back to their block; departures past their release
     * date close, their unsold seats going back to the airline. Both once, whichever instance runs it.
     */
    async sweep() {
      const lapsed = await db
        .select({ id: fdBookings.id })
        .from(fdBookings)
        .innerJoin(orders, eq(orders.id, fdBookings.orderId))
        .where(and(eq(fdBookings.status, 'reserved'), inArray(orders.status, ['expired', 'failed'])));
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
