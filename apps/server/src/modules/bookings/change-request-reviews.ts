import {
  CANCELLATION_REVIEW_MSG,
  type ChangeRequestForm,
  type ReviewChangeRequestRequest,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import type { StaffPush } from '../notifications/staff-push';
import { cancellationReviews, type FlightBookingRow } from './bookings.schema';
import { findReview } from './change-requests.queries';
import type { Caller, ChangeRequestService } from './change-requests.service';
import { moveLegs } from './leg-items';

/**
 * Staff review of cancellations (decision 0056). A customer's refund on a site that asks for it
 * waits here instead of going to the airline: the booking is claimed (changeRequested) in the same
 * transaction, so nothing else can be asked of it meanwhile, and staff are pushed about it as about
 * any new request. False, writing nothing, when the booking was no longer ticketed.
 */
export async function holdForReview(
  db: Db,
  input: {
    siteId: string;
    booking: FlightBookingRow;
    request: ChangeRequestForm;
    feePerPassenger: number;
    createdById: string;
    staffPush?: Pick<StaffPush, 'notify'>;
  },
) {
  const { booking, request } = input;
  return db.transaction(async (tx) => {
    const claimed = await moveLegs(tx, { id: booking.id }, 'ticketed', { status: 'changeRequested' });
    if (claimed.length === 0) return false;
    const [row] = await tx
      .insert(cancellationReviews)
      .values({
        siteId: input.siteId,
        bookingId: booking.id,
        requestType: request.requestType,
        passengers: request.passengers,
        sectors: request.sectors,
        remarks: request.remarks,
        feePerPassenger: input.feePerPassenger,
        createdById: input.createdById,
      })
      .returning({ id: cancellationReviews.id });
    await input.staffPush?.notify(tx, {
      kind: 'change-request',
      siteId: input.siteId,
      orderId: booking.orderId,
      changeRequestId: row?.id ?? booking.id,
    });
    return true;
  });
}

/**
 * Approve or reject a waiting cancellation. Each decision is a conditional update from pending, so
 * of two staff deciding at once (approving twice, or one approving as another rejects) exactly one
 * wins and the other is told it was decided. An approval is claimed before the airline is asked
 * (never inside a transaction) and handed back to pending if the airline fails, so it can be tried
 * again; a rejection gives the booking back (ticketed) in the same transaction as its reason.
 */
export function createChangeRequestReviews({
  db,
  changes,
  now = () => new Date(),
}: {
  db: Db;
  changes: Pick<ChangeRequestService, 'sendReviewed'>;
  now?: () => Date;
}) {
  const decide = (db: DbOrTx, id: string, values: Partial<typeof cancellationReviews.$inferInsert>) =>
    db
      .update(cancellationReviews)
      .set(values)
      .where(and(eq(cancellationReviews.id, id), eq(cancellationReviews.state, 'pending')))
      .returning();

  return {
    async review(caller: Caller, decision: ReviewChangeRequestRequest & { reviewId: string }) {
      const found = await findReview(db, caller.siteId, decision.reviewId);
      if (!found) throw notFound(CANCELLATION_REVIEW_MSG.notFound);
      const decided = { decidedById: caller.user.id, decidedAt: now() };

      if (decision.decision === 'reject') {
        await db.transaction(async (tx) => {
          const [rejected] = await decide(tx, found.review.id, {
            ...decided,
            state: 'rejected',
            reason: decision.reason,
          });
          if (!rejected) throw conflict(CANCELLATION_REVIEW_MSG.alreadyDecided);
          await moveLegs(tx, { id: found.booking.id }, 'changeRequested', { status: 'ticketed' });
        });
        return { message: CANCELLATION_REVIEW_MSG.rejected };
      }

      const [approved] = await decide(db, found.review.id, { ...decided, state: 'approved' });
      if (!approved) throw conflict(CANCELLATION_REVIEW_MSG.alreadyDecided);
      try {
        await changes.sendReviewed(approved, found.booking, caller.endUserIp);
      } catch (error) {
        await db
          .update(cancellationReviews)
          .set({ state: 'pending', decidedById: null, decidedAt: null })
          .where(and(eq(cancellationReviews.id, approved.id), eq(cancellationReviews.state, 'approved')));
        throw error;
      }
      return { message: CANCELLATION_REVIEW_MSG.approved };
    },
  };
}
export type ChangeRequestReviews = ReturnType<typeof createChangeRequestReviews>;
