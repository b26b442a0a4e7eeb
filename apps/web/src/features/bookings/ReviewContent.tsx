import { commissionTermsOf, type PassengerViewOptions } from '@app/contracts';
import { Alert, Box, Grid, Stack } from '@mui/material';
import { useCurrentUser } from '../../app/store';
import { formatRupees } from '../flights/format';
import { PassengerList } from './PassengerList';
import { PaymentPanel } from './PaymentPanel';
import type { LegExtras } from './passenger-form';
import { ReviewFareCard } from './ReviewFareCard';
import { canHold, type ReviewState, reviewFareSummary } from './review-state';
import { SaleSummary } from './SaleSummary';
import { TripSummaryCard } from './TripSummaryCard';

interface ReviewContentProps {
  review: ReviewState;
  reviewPath: string;
  views: readonly PassengerViewOptions[];
  legs: readonly LegExtras[];
}

/** The review once its quotes are in: trip, passengers, what it costs and how to pay. */
export function ReviewContent({ review, reviewPath, views, legs }: ReviewContentProps) {
  const user = useCurrentUser();
  const quotes = views.map((v) => v.fareQuote);
  const terms = commissionTermsOf(user?.userType, user?.isTdsDeductable ?? false);
  const summary = reviewFareSummary(quotes, review.passengers, legs, terms);
  // The passenger step showed the same total payable; only a supplier change since then is news.
  const changed = summary.totalPayable !== review.totalPayable;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          {changed && (
            <Alert severity="warning">
              The airline changed the fare since you entered the passengers: the total payable is now{' '}
              {formatRupees(summary.totalPayable)} (was {formatRupees(review.totalPayable)}).
            </Alert>
          )}
          <TripSummaryCard fares={quotes.map((q) => q.fare)} />
          <PassengerList passengers={review.passengers} legs={legs} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <Stack spacing={3}>
            <ReviewFareCard summary={summary} />
            <SaleSummary summary={summary} userType={user?.userType ?? null} />
            <PaymentPanel
              review={review}
              reviewPath={reviewPath}
              amount={summary.totalPayableAmt}
              holdAllowed={canHold(quotes, user?.isFlightHoldAllowed ?? false)}
            />
          </Stack>
        </Box>
      </Grid>
    </Grid>
  );
}
