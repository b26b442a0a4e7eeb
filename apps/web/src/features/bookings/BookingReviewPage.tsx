import { Button, Container, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { usePassengerViewOptions, useSsr } from './api/passenger-view';
import { tripLegs } from './passenger-form';
import { ReviewContent } from './ReviewContent';
import { type ReviewState, readReviewState } from './review-state';

/** Back to the passenger step of the same fares, or to the search when the URL does not name them. */
function passengerPath(search: string): string {
  const params = new URLSearchParams(search);
  const searchId = params.get('searchId');
  const indexes = params.getAll('resultIndex');
  if (!searchId || indexes.length === 0) return '/flight/search';
  const query = new URLSearchParams();
  for (const index of indexes) query.append('resultIndex', index);
  return `/flight/passengerDetails/${encodeURIComponent(searchId)}?${query}`;
}

/** /flight/bookingReview?searchId=…&resultIndex=…: the last look before paying (spec §4). */
export function BookingReviewPage() {
  const location = useLocation();
  const review = readReviewState(location.state);
  const back = (
    <Button component={Link} to={passengerPath(location.search)} variant="contained">
      Back to passenger details
    </Button>
  );
  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title="Review your booking" />
      {review ? (
        <LoadedReview review={review} reviewPath={`${location.pathname}${location.search}`} back={back} />
      ) : (
        // Router state does not survive a reload or a shared link; the passengers must be entered again.
        <EmptyState
          title="Nothing to review yet"
          message="The passenger details of this booking are no longer here. Please enter them again."
          action={back}
        />
      )}
    </Container>
  );
}

function LoadedReview({
  review,
  reviewPath,
  back,
}: {
  review: ReviewState;
  reviewPath: string;
  back: ReactNode;
}) {
  // A fresh quote: what is shown here is what the order will charge.
  const views = usePassengerViewOptions(review.searchId, review.resultIndexes);
  const extras = useSsr(review.searchId, review.resultIndexes);
  const loaded = views.flatMap((q) => (q.data ? [q.data] : []));

  if (views.some((q) => q.isError))
    return (
      <EmptyState
        title="This flight is no longer available"
        message="Please search again."
        action={
          <Stack direction="row" spacing={1} justifyContent="center" flexWrap="wrap" useFlexGap>
            <Button component={Link} to="/flight/search" variant="contained">
              Search flights
            </Button>
            {back}
          </Stack>
        }
      />
    );
  if (loaded.length < review.resultIndexes.length || extras.some((q) => q.isPending))
    return <PageSkeleton rows={6} />;
  const legs = tripLegs(
    loaded.map((v) => v.fareQuote),
    extras.map((q) => q.data),
  );
  return <ReviewContent review={review} reviewPath={reviewPath} views={loaded} legs={legs} />;
}
