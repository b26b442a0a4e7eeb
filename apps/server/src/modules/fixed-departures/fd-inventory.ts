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
  values: Partial<Pick<FdBookingRow, 'cancelledAt' | 'cancellationCharge'>> = {},
) {
  const [moved] = await tx
    .update(fdBookings)
    // The buyer's network is kept only while the seats wait for payment (decision 0049).
    .set({ ...values, status: to, clientNetwork: null, updatedAt: new Date() })
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
async function confirmSeats(tx: DbOrTx, booking: Pick<FdBookingRow, 'id'>) {
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

/** A cancelled booking, less `charge` by its policy: its seats may be sold again. */
export async function cancelSeats(tx: DbOrTx, booking: Pick<FdBookingRow, 'id'>, charge: number) {
  const moved = await moveBooking(tx, booking, 'confirmed', 'cancelled', {
    cancelledAt: new Date(),
    cancellationCharge: charge,
  });
  if (moved) await shiftSeats(tx, moved.departureId, 0, -moved.seats);
  return moved;
}

/**
 * A paid booking's seats are sold: held ones at once; ones given back while the gateway had not yet
 * confirmed the payment (the order ran out of time) are taken again if the block still has them.
 * Answers whether the booking holds sold seats now (true again for one already confirmed). Its row
 * is locked first, so the sweep cannot give the seats back between the look and the move.
 */
export async function sellPaidSeats(tx: DbOrTx, bookingId: string): Promise<boolean> {
  const [booking] = await tx.select().from(fdBookings).where(eq(fdBookings.id, bookingId)).for('update');
  if (!booking) return false;
  if (booking.status === 'confirmed') return true;
  if (booking.status === 'released') {
    if (!(await reserveSeats(tx, booking.siteId, booking.departureId, booking.seats))) return false;
    await moveBooking(tx, booking, 'released', 'reserved');
  }
  return (await confirmSeats(tx, booking)) !== undefined;
}
