import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type FlightBookingRow, flightBookings } from './bookings.schema';

export type Adjustments = FlightBookingRow['adjustments'];

export async function findSiteBooking(db: Db, siteId: string, bookingId: string) {
  const [row] = await db
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.siteId, siteId), eq(flightBookings.id, bookingId)))
    .limit(1);
  return row;
}

/** The bookings of a search or an order; `userId` null means any user's (staff). */
export async function listBookings(
  db: Db,
  siteId: string,
  by: { searchId: string } | { orderId: string },
  userId: string | null,
) {
  const match =
    'searchId' in by ? eq(flightBookings.searchId, by.searchId) : eq(flightBookings.orderId, by.orderId);
  return db
    .select()
    .from(flightBookings)
    .where(
      and(eq(flightBookings.siteId, siteId), match, userId ? eq(flightBookings.userId, userId) : undefined),
    )
    .orderBy(asc(flightBookings.createdAt), asc(flightBookings.legIndex))
    .limit(50);
}

/**
 * Merges into the stored adjustments in SQL, so two editors saving different fields at once
 * (a staff fee and an agent's discount) do not overwrite each other.
 */
export async function patchAdjustments(
  db: Db,
  siteId: string,
  bookingId: string,
  patch: Partial<Adjustments>,
) {
  const [row] = await db
    .update(flightBookings)
    .set({ adjustments: sql`${flightBookings.adjustments} || ${JSON.stringify(patch)}::jsonb` })
    .where(and(eq(flightBookings.siteId, siteId), eq(flightBookings.id, bookingId)))
    .returning();
  return row;
}
