import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { type FdBookingRow, fdBookings, fixedDepartures } from './fixed-departures.schema';

/**
 * The seats of a block move only here, each a conditional update (issue 15): a reservation takes
 * seats only while the departure is open and enough are left, so of two buyers racing for the last
 * seat one gets it and the other gets nothing; each booking's own status decides, once, whether its
 * seats are confirmed, given back or cancelled.
 */

/** Takes `seats` from what is left of an open departure; undefined when there are not enough. */
export async function reserveSeats(tx: DbOrTx, siteId: string, departureId: string, seats: number) {
  const [row] = await tx
    .update(fixedDepartures)
    .set({ seatsHeld: sql`${fixedDepartures.seatsHeld} + ${seats}`, updatedAt: new Date() })
    .where(
      and(
        eq(fixedDepartures.id, departureId),
        eq(fixedDepartures.siteId, siteId),
        eq(fixedDepartures.status, 'open'),
        sql`${fixedDepartures.seatsTotal} - ${fixedDepartures.seatsSold} - ${fixedDepartures.seatsHeld} >= ${seats}`,
      ),
    )
    .returning();
  return row;
}

/** Moves a booking from `from` to `to` once; answers the booking if this call moved it. */
async function moveBooking(
  tx: DbOrTx,
  booking: Pick<FdBookingRow, 'id'>,
  from: FdBookingRow['status'],
  to: FdBookingRow['status'],
) {
  const [moved] = await tx
    .update(fdBookings)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(fdBookings.id, booking.id), eq(fdBookings.status, from)))
    .returning();
  return moved;
}

const shiftSeats = (tx: DbOrTx, departureId: string, held: number, sold: number) =>
  tx
    .update(fixedDepartures)
    .set({
      seatsHeld: sql`${fixedDepartures.seatsHeld} + ${held}`,
      seatsSold: sql`${fixedDepartures.seatsSold} + ${sold}`,
      updatedAt: new Date(),
    })
    .where(eq(fixedDepartures.id, departureId));

/** A paid reservation: its held seats are sold. */
export async function confirmSeats(tx: DbOrTx, booking: Pick<FdBookingRow, 'id'>) {
  const moved = await moveBooking(tx, booking, 'reserved', 'confirmed');
  if (moved) await shiftSeats(tx, moved.departureId, -moved.seats, moved.seats);
  return moved;
}

/** An unpaid reservation whose order ended: its seats go back to the block. */
export async function releaseSeats(tx: DbOrTx, booking: Pick<FdBookingRow, 'id'>) {
  const moved = await moveBooking(tx, booking, 'reserved', 'released');
  if (moved) await shiftSeats(tx, moved.departureId, -moved.seats, 0);
  return moved;
}

/** A cancelled booking: its seats may be sold again. */
export async function cancelSeats(tx: DbOrTx, booking: Pick<FdBookingRow, 'id'>) {
  const moved = await moveBooking(tx, booking, 'confirmed', 'cancelled');
  if (moved) await shiftSeats(tx, moved.departureId, 0, -moved.seats);
  return moved;
}

/**
 * A released reservation paid after all (a gateway payment confirmed after the order ran out of
 * time): its seats are taken again if the block still has them; undefined if not.
 */
export async function reclaimSeats(tx: DbOrTx, booking: FdBookingRow) {
  if (!(await reserveSeats(tx, booking.siteId, booking.departureId, booking.seats))) return undefined;
  const moved = await moveBooking(tx, booking, 'released', 'reserved');
  if (!moved) await shiftSeats(tx, booking.departureId, -booking.seats, 0);
  return moved;
}
