import { ORDER_MSG, PAYMENT_VERIFY_RETRIES } from '@app/contracts';
import { Alert, Button, Container, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { notify } from '../../ui/notify';
import { PageTitle } from '../../ui/PageTitle';
import { nextStepAfter, orderPath, retryState } from './after-payment';
import type { PaymentProvider } from './api/payments';
import { PaymentProgress } from './PaymentProgress';
import { clearPaymentState, type PaymentState, readPaymentState, savePaymentState } from './payment-state';
import { useVerifyPayment } from './use-verify-payment';

/** The stored payment, with the gateway's transaction id from the return URL recorded on it. */
function useStoredPayment(transactionId: string | null): PaymentState | null {
  const [stored] = useState(() => {
    const state = readPaymentState();
    if (state && transactionId) {
      const withId = { ...state, transactionId };
      savePaymentState(withId);
      return withId;
    }
    return state;
  });
  return stored;
}

/** /{provider}/verify/:orderId?transaction_id=…: where the gateway sends the user back (spec §4). */
export function PaymentVerifyPage({ provider }: { provider: PaymentProvider }) {
  const navigate = useNavigate();
  const params = useParams();
  const [query] = useSearchParams();
  const stored = useStoredPayment(query.get('transaction_id'));
  const orderId = params.orderId ?? stored?.orderId ?? null;
  const state = useVerifyPayment(provider, orderId);

  useEffect(() => {
    if (state.kind === 'checking') return;
    clearPaymentState();
    if (state.kind === 'settled') {
      const { outcome } = state;
      if (stored?.orderPage) {
        // A product with its own order page (a fixed departure) shows every outcome there.
        if (outcome.status === 'completed') notify.success(ORDER_MSG.paymentSuccessful);
        const retry = retryState(stored.redirectTo, stored.review);
        navigate(stored.orderPage, { state: { outcome, ...retry }, replace: true });
      } else if (outcome.status === 'completed') {
        notify.success(ORDER_MSG.paymentSuccessful);
        const next = nextStepAfter(outcome);
        navigate(next.to, { state: next.state, replace: true });
      } else {
        // Failed, expired or held again: the order's page says what happened and where the money is.
        const retry = stored ? retryState(stored.redirectTo, stored.review) : undefined;
        navigate(orderPath(outcome.orderId), { state: retry, replace: true });
      }
    }
    // Spec §8: in the booking flow a lost session restarts from the flight search.
    if (state.kind === 'unauthorized') navigate('/flight/search', { replace: true });
  }, [state, navigate, stored]);

  const searchAgain = (
    <Button component={Link} to="/flight/search" variant="contained">
      Search again
    </Button>
  );

  let body = null;
  if (!orderId)
    body = (
      <EmptyState
        title="No payment to confirm"
        message="We could not find a recent payment in this browser. Your bookings are in the ticket queue."
        action={searchAgain}
      />
    );
  else if (state.kind === 'failed')
    body = (
      <Stack spacing={2}>
        <Alert severity="error">{state.message}</Alert>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {stored && (
            <Button
              variant="outlined"
              onClick={() => navigate(stored.redirectTo, { state: stored.review, replace: true })}
            >
              Back to booking review
            </Button>
          )}
          <Button component={Link} to={stored?.orderPage ?? orderPath(orderId)} variant="outlined">
            View the order
          </Button>
          {searchAgain}
        </Stack>
      </Stack>
    );

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title="Payment" />
      {body}
      <PaymentProgress
        open={Boolean(orderId) && state.kind === 'checking'}
        message="Confirming your payment…"
        detail={
          state.kind === 'checking' ? `Attempt ${state.attempt} of ${PAYMENT_VERIFY_RETRIES + 1}` : undefined
        }
      />
    </Container>
  );
}
