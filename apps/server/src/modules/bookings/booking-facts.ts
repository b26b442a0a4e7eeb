import {
  type CancellationReviewState,
  CHANGE_REQUEST_STATUS,
  CHANGE_REQUEST_TYPES,
  type ChangeRequestSector,
  FINAL_CHANGE_REQUEST_STATUSES,
  type ItemFacts,
  type ItemRefundFacts,
} from '@app/contracts';
import { and, asc, inArray, ne } from 'drizzle-orm';
import { refundsOfItems } from '../../commerce/payments/refunds.queries';
import type { DbOrTx } from '../../platform/db/client';
import { cancellationReviews, changeRequests, type FlightBookingRow } from './bookings.schema';
import { ITEM_STATE_OF_LEG } from './leg-items';

/** What a leg's facts are read from: its status, its travellers and flights, its item. */
export type LegOfFacts = Pick<FlightBookingRow, 'id' | 'orderItemId' | 'status' | 'passengers' | 'segments'>;

export type LegRequest = {
  requestType: number;
  status: number;
  passengers: string[];
  sectors: ChangeRequestSector[];
  createdAt: Date;
};
/** A review not approved (an approved one is its airline requests): pending, or rejected. */
export type LegReview = { state: CancellationReviewState; reason: string | null; createdAt: Date };

/** A leg as its people read it: the facts of decision 0058, and each traveller's cancelled flights. */
export type LegStanding = {
  facts: ItemFacts;
  /** per passenger (by position), the indices of the segments cancelled for them, ascending */
  cancelledSegments: number[][];
};

const CAME_TO_NOTHING: readonly number[] = [CHANGE_REQUEST_STATUS.Rejected, CHANGE_REQUEST_STATUS.Closed];
const isRefund = (requestType: number) =>
  requestType === CHANGE_REQUEST_TYPES.Refund || requestType === CHANGE_REQUEST_TYPES.PartialRefund;

/** Which segments of the leg each completed cancellation took off each passenger. */
function cancelledSegmentsOf(leg: LegOfFacts, requests: readonly LegRequest[]): number[][] {
  const everything = leg.status === 'cancelled';
  return leg.passengers.map((_, passenger) => {
    const taken = new Set<number>();
    leg.segments.forEach((segment, index) => {
      if (everything) taken.add(index);
      for (const r of requests) {
        if (r.status !== CHANGE_REQUEST_STATUS.Completed || !isRefund(r.requestType)) continue;
        if (!r.passengers.includes(String(passenger))) continue;
        const sector = r.sectors.some(
          (s) => s.origin === segment.originAirportCode && s.destination === segment.destinationAirportCode,
        );
        if (sector) taken.add(index);
      }
    });
    return [...taken].sort((a, b) => a - b);
  });
}

/**
 * The facts of one leg from its rows (pure): what the airline says (its status), what is asked of
 * it (a review with staff, a request at the airline), what is cancelled of it, and its refunds.
 */
export function legStanding(
  leg: LegOfFacts,
  requests: readonly LegRequest[],
  reviews: readonly LegReview[],
  refunds: readonly ItemRefundFacts[],
): LegStanding {
  const cancelledSegments = cancelledSegmentsOf(leg, requests);
  const parts = leg.passengers.length * leg.segments.length;
  const cancelledParts = cancelledSegments.reduce((sum, segments) => sum + segments.length, 0);
  const open = requests.filter((r) => !FINAL_CHANGE_REQUEST_STATUSES.includes(r.status));
  const asked = reviews.some((r) => r.state === 'pending')
    ? 'review'
    : open.some((r) => isRefund(r.requestType))
      ? 'cancellation'
      : open.length > 0
        ? 'change'
        : null;
  // The newest thing asked of it, when it came to nothing and nothing was asked since.
  const history: { at: Date; declinedBy: 'staff' | 'supplier' | null; reason: string | null }[] = [
    ...requests.map((r) => ({
      at: r.createdAt,
      declinedBy: CAME_TO_NOTHING.includes(r.status) ? ('supplier' as const) : null,
      reason: null,
    })),
    ...reviews.map((r) => ({
      at: r.createdAt,
      declinedBy: r.state === 'rejected' ? ('staff' as const) : null,
      reason: r.reason,
    })),
  ];
  const newest = history.sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  const declined =
    asked === null && newest?.declinedBy ? { by: newest.declinedBy, reason: newest.reason } : null;
  return {
    facts: {
      state: ITEM_STATE_OF_LEG[leg.status],
      asked,
      cancelled: cancelledParts === 0 || parts === 0 ? 'none' : cancelledParts >= parts ? 'all' : 'part',
      declined,
      refunds: [...refunds],
    },
    cancelledSegments,
  };
}

function groupBy<T extends { bookingId: string }>(rows: T[]) {
  const byLeg = new Map<string, T[]>();
  for (const row of rows) byLeg.set(row.bookingId, [...(byLeg.get(row.bookingId) ?? []), row]);
  return byLeg;
}

/**
 * The standing of each of these legs (a page of a queue, an order's legs, one e-ticket), read in
 * three queries by id, each on its own index: their change requests, their reviews not yet
 * approved (an approved one is its requests) and their items' refunds. Only what is shown is read.
 */
export async function legStandings(
  db: DbOrTx,
  legs: readonly LegOfFacts[],
): Promise<Map<string, LegStanding>> {
  if (legs.length === 0) return new Map();
  const ids = legs.map((leg) => leg.id);
  const [requestRows, reviewRows, refunds] = await Promise.all([
    db
      .select({
        bookingId: changeRequests.bookingId,
        requestType: changeRequests.requestType,
        status: changeRequests.status,
        passengers: changeRequests.passengers,
        sectors: changeRequests.sectors,
        createdAt: changeRequests.createdAt,
      })
      .from(changeRequests)
      .where(inArray(changeRequests.bookingId, ids))
      .orderBy(asc(changeRequests.createdAt)),
    db
      .select({
        bookingId: cancellationReviews.bookingId,
        state: cancellationReviews.state,
        reason: cancellationReviews.reason,
        createdAt: cancellationReviews.createdAt,
      })
      .from(cancellationReviews)
      .where(and(inArray(cancellationReviews.bookingId, ids), ne(cancellationReviews.state, 'approved')))
      .orderBy(asc(cancellationReviews.createdAt)),
    refundsOfItems(
      db,
      legs.map((leg) => leg.orderItemId),
    ),
  ]);
  const requests = groupBy(requestRows);
  const reviews = groupBy(reviewRows);
  return new Map(
    legs.map((leg) => [
      leg.id,
      legStanding(
        leg,
        requests.get(leg.id) ?? [],
        reviews.get(leg.id) ?? [],
        refunds.get(leg.orderItemId) ?? [],
      ),
    ]),
  );
}
