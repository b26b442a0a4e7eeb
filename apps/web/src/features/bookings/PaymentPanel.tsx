import { ORDER_MSG } from '@app/contracts';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../../ui/SectionCard';
import { formatRupees } from '../flights/format';
import { PaymentProgress } from '../payments/PaymentProgress';
import { formatCountdown, useCountdown } from '../payments/use-countdown';
import { PaymentChoice } from './PaymentChoice';
import type { ReviewState } from './review-state';
import { type PayStage, usePay } from './use-pay';
import { usePaymentOptions } from './use-payment-options';

const PROGRESS: Record<Exclude<PayStage, 'idle'>, string> = {
  ordering: 'Preparing your booking…',
  booking: 'Booking your flight…',
  redirecting: 'Taking you to the payment page…',
};

interface PaymentPanelProps {
  review: ReviewState;
  reviewPath: string;
  amount: number;
  holdAllowed: boolean;
}

/** Payment choice, the order's 15-minute window and the Pay button with its outcome. */
export function PaymentPanel({ review, reviewPath, amount, holdAllowed }: PaymentPanelProps) {
  const payment = usePaymentOptions(amount);
  const [hold, setHold] = useState(false);
  const holding = holdAllowed && hold;
  const { pay, stage, notice, order } = usePay(review, reviewPath);
  const remaining = useCountdown(order?.expiryTime ?? null);
  const expired = remaining === 0;
  const busy = stage !== 'idle' || payment.loading;

  return (
    <SectionCard title="Payment">
      <Stack spacing={2}>
        <PaymentChoice
          method={payment.method}
          onMethod={payment.pick}
          options={payment.options}
          funds={payment.funds}
          amount={amount}
          holdAllowed={holdAllowed}
          hold={holding}
          onHold={setHold}
          disabled={busy || expired}
        />
        {holding && (
          <Typography color="text.secondary" data-testid="hold-note">
            Nothing is charged now. The airline keeps the seats until its time limit; pay{' '}
            {formatRupees(amount)} from your wallet or online when you ticket the booking.
          </Typography>
        )}
        {order && !holding && remaining !== null && !expired && (
          <Typography role="timer" color="text.secondary">
            Complete payment of {formatRupees(order.amount)} within {formatCountdown(remaining)}
          </Typography>
        )}
        {expired ? (
          <Alert
            severity="warning"
            action={
              <Button component={Link} to="/flight/search" color="inherit" size="small">
                Search again
              </Button>
            }
          >
            {ORDER_MSG.orderExpired}
          </Alert>
        ) : (
          notice && <Alert severity={notice.severity}>{notice.message}</Alert>
        )}
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={busy || expired || (!holding && !payment.payable)}
          onClick={() => void pay(payment.method, holding)}
        >
          {holding ? 'Hold booking' : `Pay ${formatRupees(order?.amount ?? amount)}`}
        </Button>
      </Stack>
      <PaymentProgress open={stage !== 'idle'} message={stage === 'idle' ? '' : PROGRESS[stage]} />
    </SectionCard>
  );
}
