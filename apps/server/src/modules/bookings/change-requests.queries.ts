import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { changeRequests, flightBookings } from './bookings.schema';

export type ChangeRequestRow = typeof changeRequests.$inferSelect;

/** Bookings are named by the supplier's booking id on the wire (spec §7 BookingId). */
export async function findBookingBySupplierId(db: DbOrTx, siteId: string, supplierBookingId: number) {
  const [row] = await db
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.siteId, siteId), eq(flightBookings.supplierBookingId, supplierBookingId)))
    .limit(1);
  return row;
}

export async function findChangeRequest(db: DbOrTx, siteId: string, supplierChangeRequestId: number) {
  const [row] = await db
    .select({ request: changeRequests, booking: flightBookings })
    .from(changeRequests)
    .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
    .where(
      and(
        eq(changeRequests.siteId, siteId),
        eq(changeRequests.supplierChangeRequestId, supplierChangeRequestId),
      ),
    )
    .limit(1);
  return row;
}

/** The queue's rows: a site's, or only those on one user's bookings. */
function queueFilter(siteId: string, ownerId: string | null): SQL | undefined {
  return and(
    eq(changeRequests.siteId, siteId),
    ownerId === null ? undefined : eq(flightBookings.userId, ownerId),
  );
}

export async function listChangeRequests(
  db: DbOrTx,
  siteId: string,
  ownerId: string | null,
  limit: number,
  offset: number,
) {
  return db
    .select({ request: changeRequests, booking: flightBookings })
    .from(changeRequests)
    .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
    .where(queueFilter(siteId, ownerId))
    .orderBy(desc(changeRequests.createdAt), desc(changeRequests.supplierChangeRequestId))
    .limit(limit)
    .offset(offset);
}

export async function countChangeRequests(db: DbOrTx, siteId: string, ownerId: string | null) {
  const [row] = await db
    .select({ total: count() })
    .from(changeRequests)
    .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
    .where(queueFilter(siteId, ownerId));
  return row?.total ?? 0;
}

/** Whether a full refund of the booking still waits on one of its tickets. */
export async function hasUnfinishedRefund(
  db: DbOrTx,
  bookingId: string,
  requestType: number,
  completed: number,
) {
  const [row] = await db
    .select({ id: changeRequests.id })
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.bookingId, bookingId),
        eq(changeRequests.requestType, requestType),
        ne(changeRequests.status, completed),
      ),
    )
    .limit(1);
  return row !== undefined;
}
