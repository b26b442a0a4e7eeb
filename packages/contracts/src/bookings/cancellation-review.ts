import { z } from 'zod';
import { ok, requiredText } from '../common/fields';
import { MSG } from '../common/messages';

/**
 * Staff review of cancellations (decision 0056): on a site that asks for it, a customer's refund or
 * partial refund waits for staff before it reaches the airline. Approved, it is sent as any other;
 * rejected, the booking is ticketed again and the customer reads the reason.
 */
export const CANCELLATION_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type CancellationReviewState = (typeof CANCELLATION_REVIEW_STATES)[number];

export const CANCELLATION_REVIEW_MSG = {
  awaiting: 'Cancellation request sent: our team reviews it before it goes to the airline.',
  reviewNote: 'Our team reviews your cancellation before it goes to the airline.',
  approved: 'Approved: the cancellation is with the airline',
  rejected: 'Rejected: the customer sees your reason',
  alreadyDecided: 'This request was already approved or rejected',
  notFound: 'Change request not found',
} as const;

/** A review as the queue shows it while it is not (yet) the airline's change request. */
export const changeRequestReview = z.object({
  reviewId: z.string(),
  state: z.enum(['pending', 'rejected']),
  /** staff's reason, shown to the customer, when rejected */
  reason: z.string().nullable(),
});
export type ChangeRequestReview = z.infer<typeof changeRequestReview>;

const reviewId = z.string({ error: MSG.required }).trim().min(1, MSG.required).max(64);

/** POST api/reviewChangeRequest: staff approve a waiting cancellation, or reject it with a reason. */
export const reviewChangeRequestRequest = z.discriminatedUnion('decision', [
  z.object({ reviewId, decision: z.literal('approve') }),
  z.object({ reviewId, decision: z.literal('reject'), reason: requiredText(500) }),
]);
export type ReviewChangeRequestRequest = z.input<typeof reviewChangeRequestRequest>;
export const reviewChangeRequestResponse = ok({ message: z.string() });
