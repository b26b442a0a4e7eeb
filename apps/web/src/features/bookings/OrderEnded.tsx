import { type OrderView, orderHeadline } from '@app/contracts';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { SectionCard } from '../../ui/SectionCard';
import { readRetryState } from '../payments/after-payment';
import { moneySentence } from './order-money';

/**
 * An order that ended without tickets: what happened, its reference and id to quote to support,
 * and whether money was taken and what happens to it.
 */
export function OrderEnded({ order }: { order: OrderView }) {
  const navigate = useNavigate();
  const retry = readRetryState(useLocation().state);
  const failed = order.status === 'failed' || order.status === 'expired';
  return (
    <SectionCard
      title={
        orderHeadline(
          order.status,
          order.bookings.map((b) => b.facts),
        ).title
      }
    >
      <Stack spacing={2}>
        <Alert severity={failed ? 'error' : 'info'} data-testid="order-message">
          {order.message}
        </Alert>
        <Typography data-testid="order-money">{moneySentence(order)}</Typography>
        <Typography variant="body2" color="text.secondary">
          Quote order {order.reference} (id {order.orderId}) if you contact us about it.
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {failed && retry && (
            <Button
              variant="outlined"
              onClick={() => navigate(retry.to, { state: retry.state, replace: true })}
            >
              Back to booking review
            </Button>
          )}
          <Button component={RouterLink} to="/flight/search" variant="contained">
            Search flights
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
