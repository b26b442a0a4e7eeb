import { ORDER_MSG, TICKET_LIST_MSG } from '@app/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../ui/notify';
import { formatRupees } from '../flights/format';
import { orderPath } from '../payments/after-payment';
import { leaveForGateway } from '../payments/payment-state';
import { useTicketHeldOrder } from './api/orders';
import { PaymentChoice } from './PaymentChoice';
import { usePaymentOptions } from './use-payment-options';

interface TicketNowDialogProps {
  orderId: string;
  reference: string;
  /** what ticketing costs, paise; 0 for a hold paid when it was made */
  amountDue: number;
  onClose: () => void;
}

/**
 * Ticket now (decision 0024): a hold is paid when it is ticketed. The buyer picks the wallet or the
 * gateway, sees the amount and confirms; the wallet tickets at once, the gateway's page comes first.
 */
export function TicketNowDialog({ orderId, reference, amountDue, onClose }: TicketNowDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const payment = usePaymentOptions(amountDue);
  const ticketNow = useTicketHeldOrder();
  const [error, setError] = useState<string | null>(null);
  const paid = amountDue === 0;

  async function confirm() {
    setError(null);
    try {
      const result = await ticketNow.mutateAsync({ orderId, paymentMethod: payment.method });
      if (result.payment) {
        leaveForGateway({ ...result.payment, orderId }, { redirectTo: orderPath(orderId) });
        return;
      }
      if (result.outcome?.status === 'completed') notify.success(TICKET_LIST_MSG.ticketed);
      onClose();
      navigate(orderPath(orderId));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : ORDER_MSG.paymentUnsuccessful);
    }
  }

  const busy = ticketNow.isPending || payment.loading;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Ticket booking {reference}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {paid ? (
            <Typography>This booking was paid when it was held. Ticket it now?</Typography>
          ) : (
            <>
              <Typography data-testid="ticket-now-amount">
                Pay <b>{formatRupees(amountDue)}</b> to ticket this booking now.
              </Typography>
              <PaymentChoice
                method={payment.method}
                onMethod={payment.pick}
                options={payment.options}
                funds={payment.funds}
                amount={amountDue}
                holdAllowed={false}
                hold={false}
                onHold={() => undefined}
                disabled={busy}
              />
            </>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={ticketNow.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          loading={ticketNow.isPending}
          disabled={busy}
          onClick={() => void confirm()}
        >
          {paid ? 'Ticket now' : `Pay ${formatRupees(amountDue)} and ticket`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
