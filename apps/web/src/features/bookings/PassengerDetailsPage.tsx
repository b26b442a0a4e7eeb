import { Button, Container } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { useFlightPrice } from '../flights/api/flight-price';
import { usePassengerViewOptions, useSsr } from './api/passenger-view';
import { PassengerForm } from './PassengerForm';
import { tripLegs } from './passenger-form';

/** /flight/passengerDetails/:searchId?resultIndex=… (two for a return pair): who is flying. */
export function PassengerDetailsPage() {
  const { searchId = '' } = useParams();
  const [params] = useSearchParams();
  const resultIndexes = params.getAll('resultIndex');
  const navigate = useNavigate();
  const views = usePassengerViewOptions(searchId, resultIndexes);
  const extras = useSsr(searchId, resultIndexes);
  const price = useFlightPrice(searchId);

  // A fare that cannot be quoted cannot be booked: back to the results (spec §8); the error was toasted.
  const quoteFailed = views.some((q) => q.isError);
  useEffect(() => {
    if (quoteFailed) navigate(-1);
  }, [quoteFailed, navigate]);

  const loaded = views.flatMap((q) => (q.data ? [q.data] : []));
  const searchBy = price.data?.searchBy;
  const searchAgain = (
    <Button component={Link} to="/flight/search" variant="contained">
      Search flights
    </Button>
  );

  let body: ReactNode;
  if (resultIndexes.length === 0 || price.isError)
    body = (
      <EmptyState
        title="This flight is no longer available"
        message="Please search again."
        action={searchAgain}
      />
    );
  else if (!searchBy || loaded.length < resultIndexes.length) body = <PageSkeleton rows={6} />;
  else
    body = (
      <PassengerForm
        searchId={searchId}
        resultIndexes={resultIndexes}
        views={loaded}
        searchBy={searchBy}
        legs={tripLegs(
          loaded.map((v) => v.fareQuote),
          extras.map((q) => q.data),
        )}
      />
    );

  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title="Passenger details" />
      {body}
    </Container>
  );
}
