import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { cappedCount } from '../../platform/db/capped-count';
import type { DbOrTx } from '../../platform/db/client';
import { cancellationReviews, changeRequests, flightBookings } from './bookings.schema';

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

/**
 * The queue's rows: a site's, or only those on one user's bookings (found by the bookings'
 * (site, user) index, then their requests by booking).
 */
function queueFilter(siteId: string, ofSite: SQL, ownerId: string | null): SQL | undefined {
  return and(
    ofSite,
    ownerId === null ? undefined : and(eq(flightBookings.siteId, siteId), eq(flightBookings.userId, ownerId)),
  );
}
const requestsOf = (siteId: string, ownerId: string | null) =>
  queueFilter(siteId, eq(changeRequests.siteId, siteId), ownerId);
/** A review once approved is its airline change requests in the queue; pending and rejected ones show. */
const reviewsOf = (siteId: string, ownerId: string | null) =>
  and(
    queueFilter(siteId, eq(cancellationReviews.siteId, siteId), ownerId),
    ne(cancellationReviews.state, 'approved'),
  );

/**
 * One page of the queue, newest first: the airline's change requests and the cancellations still
 * with the site's staff (decision 0056), each with its booking. Requests raised together keep the
 * airline's order (its id, highest first); the row id breaks any tie left, so pages never overlap.
 * Each side takes its own first offset + limit entries down its (site, time, …) index before the
 * two are merged (decision 0070): a union sorted as a whole would read every request of the site.
 */
export async function listChangeRequests(
  db: DbOrTx,
  siteId: string,
  ownerId: string | null,
  limit: number,
  offset: number,
) {
  const requests = db
    .select({
      kind: sql<'request' | 'review'>`'request'`.as('kind'),
      id: changeRequests.id,
      createdAt: sql<Date>`${changeRequests.createdAt}`.as('entry_created_at'),
      supplierId: sql<number | null>`${changeRequests.supplierChangeRequestId}`.as('supplier_id'),
    })
    .from(changeRequests)
    .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
    .where(requestsOf(siteId, ownerId))
    .orderBy(
      desc(changeRequests.createdAt),
      desc(changeRequests.supplierChangeRequestId),
      desc(changeRequests.id),
    )
    .limit(offset + limit);
  const reviews = db
    .select({
      kind: sql<'request' | 'review'>`'review'`.as('kind'),
      id: cancellationReviews.id,
      createdAt: sql<Date>`${cancellationReviews.createdAt}`.as('entry_created_at'),
      supplierId: sql<number | null>`null::integer`.as('supplier_id'),
    })
    .from(cancellationReviews)
    .innerJoin(flightBookings, eq(flightBookings.id, cancellationReviews.bookingId))
    .where(reviewsOf(siteId, ownerId))
    .orderBy(desc(cancellationReviews.createdAt), desc(cancellationReviews.id))
    .limit(offset + limit);
  const entries = unionAll(requests, reviews).as('entries');
  const page = await db
    .select({ kind: entries.kind, id: entries.id })
    .from(entries)
    .orderBy(desc(entries.createdAt), sql`${entries.supplierId} desc nulls first`, desc(entries.id))
    .limit(limit)
    .offset(offset);
  const idsOf = (kind: 'request' | 'review') => page.filter((e) => e.kind === kind).map((e) => e.id);
  const [requestRows, reviewRows] = await Promise.all([
    idsOf('request').length === 0
      ? []
      : db
          .select({ request: changeRequests, booking: flightBookings })
          .from(changeRequests)
          .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
          .where(inArray(changeRequests.id, idsOf('request'))),
    idsOf('review').length === 0
      ? []
      : db
          .select({ review: cancellationReviews, booking: flightBookings })
          .from(cancellationReviews)
          .innerJoin(flightBookings, eq(flightBookings.id, cancellationReviews.bookingId))
          .where(inArray(cancellationReviews.id, idsOf('review'))),
  ]);
  const byId = new Map<string, (typeof requestRows)[number] | (typeof reviewRows)[number]>();
  for (const row of requestRows) byId.set(row.request.id, row);
  for (const row of reviewRows) byId.set(row.review.id, row);
  return page.flatMap((entry) => byId.get(entry.id) ?? []);
}

/** How many entries the queue holds, counted no further than the cap (decision 0065). */
export async function countChangeRequests(db: DbOrTx, siteId: string, ownerId: string | null) {
  const [requests, reviews] = await Promise.all([
    cappedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(changeRequests)
        .innerJoin(flightBookings, eq(flightBookings.id, changeRequests.bookingId))
        .where(requestsOf(siteId, ownerId)),
    ),
    cappedCount(
      db,
      db
        .select({ one: sql`1` })
        .from(cancellationReviews)
        .innerJoin(flightBookings, eq(flightBookings.id, cancellationReviews.bookingId))
        .where(reviewsOf(siteId, ownerId)),
    ),
  ]);
  return requests + reviews;
}

/** A cancellation waiting for (or decided by) the site's staff, with its booking. */
export async function findReview(db: DbOrTx, siteId: string, reviewId: string) {
  const [row] = await db
    .select({ review: cancellationReviews, booking: flightBookings })
    .from(cancellationReviews)
    .innerJoin(flightBookings, eq(flightBookings.id, cancellationReviews.bookingId))
    .where(and(eq(cancellationReviews.siteId, siteId), eq(cancellationReviews.id, reviewId)))
    .limit(1);
  return row;
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
