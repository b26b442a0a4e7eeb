import { describe, expect, it } from 'vitest';
import { reviewChangeRequestRequest } from './cancellation-review';

describe('a staff decision on a waiting cancellation', () => {
  it('approves by id alone', () => {
    expect(reviewChangeRequestRequest.parse({ reviewId: ' r1 ', decision: 'approve' })).toEqual({
      reviewId: 'r1',
      decision: 'approve',
    });
  });

  it('needs a reason to reject: the customer reads it', () => {
    const blank = reviewChangeRequestRequest.safeParse({ reviewId: 'r1', decision: 'reject', reason: ' ' });
    expect(blank.error?.issues).toMatchObject([{ path: ['reason'], message: 'This is required field.' }]);
    expect(
      reviewChangeRequestRequest.parse({
        reviewId: 'r1',
        decision: 'reject',
        reason: 'Fare is non-refundable',
      }),
    ).toMatchObject({ reason: 'Fare is non-refundable' });
  });

  it('knows no other decision', () => {
    expect(reviewChangeRequestRequest.safeParse({ reviewId: 'r1', decision: 'maybe' }).success).toBe(false);
  });
});
