import { type ChangeRequestReview, reviewChangeRequestRequest } from '@app/contracts';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { notify } from '../../../ui/notify';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { useMyPermissions } from '../../permissions/use-my-permissions';
import { useReviewChangeRequest } from '../api/change-requests';

/** The reason of a rejection, by the contract's own rule. */
const reasonForm = reviewChangeRequestRequest.options[1].pick({ reason: true });

/**
 * Approve (the cancellation goes to the airline) or Reject, for staff who hold the permission to
 * review cancellations; others see the request waiting and nothing to press.
 */
export function ReviewActions({ review }: { review: ChangeRequestReview }) {
  const mayReview = useMyPermissions().can('changeRequests.review');
  const decide = useReviewChangeRequest();
  const [rejecting, setRejecting] = useState(false);
  if (!mayReview || review.state !== 'pending') return null;
  const approve = () =>
    // A failure (decided by someone else, the airline refusing) is toasted by the client.
    decide.mutate(
      { reviewId: review.reviewId, decision: 'approve' },
      { onSuccess: (answer) => notify.success(answer.message) },
    );
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" color="error" onClick={() => setRejecting(true)} disabled={decide.isPending}>
        Reject
      </Button>
      <Button size="small" variant="contained" onClick={approve} loading={decide.isPending}>
        Approve
      </Button>
      {rejecting && (
        <ReasonDialog
          title="Reject cancellation"
          message="The booking stays ticketed. The customer reads your reason with their request."
          schema={reasonForm}
          maxLength={500}
          busy={decide.isPending}
          onSubmit={(reason) =>
            decide
              .mutateAsync({ reviewId: review.reviewId, decision: 'reject', reason })
              .then((answer) => notify.success(answer.message))
          }
          onClose={() => setRejecting(false)}
        />
      )}
    </Stack>
  );
}
