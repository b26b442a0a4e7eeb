import { ORDER_MSG, type OrderView } from '@app/contracts';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { siteTime } from '../../app/site-locale';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SectionCard } from '../../ui/SectionCard';
import { formatRupees } from '../flights/format';
import { formatTimeLeft, useCountdown } from '../payments/use-countdown';
import { useReleaseFlight } from './api/tickets';
import { TicketNowDialog } from './TicketNowDialog';

/** The hold's time limit is an instant: shown on the reader's own clock. */
const HELD_UNTIL = 'ddd,DD MMM YYYY HH:mm';

/**
 * A held booking: the airline keeps the seats until its time limit, nothing is charged until it is
 * ticketed. Ticket now pays and tickets; Release gives the seats back.
 */
export function OrderHeld({ order }: { order: OrderView }) {
  const left = useCountdown(order.heldUntil);
  const [ticketing, setTicketing] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const release = useReleaseFlight();
  const heldLeg = order.bookings.find((b) => b.status === 'held');
  const lapsed = left === 0;

  return (
    <SectionCard title="Booking held">
      <Stack spacing={2}>
        {order.heldUntil && (
          <Typography variant="h6" component="p" data-testid="held-until">
            Booking held until {siteTime(order.heldUntil).format(HELD_UNTIL)}
          </Typography>
        )}
        {left !== null && (
          <Typography role="timer" color={lapsed ? 'error' : 'text.secondary'} data-testid="hold-time-left">
            {lapsed ? "The airline's time limit has passed." : `${formatTimeLeft(left)} left to ticket it`}
          </Typography>
        )}
        {/* A payment that did not go through, or a ticket the airline refused: said once, here. */}
        {order.message !== ORDER_MSG.held && <Alert severity="warning">{order.message}</Alert>}
        <Typography>
          Nothing has been charged. Ticketing costs <b>{formatRupees(order.amount)}</b>, from your wallet or
          online.
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button variant="contained" disabled={lapsed} onClick={() => setTicketing(true)}>
            Ticket now
          </Button>
          <Button color="error" disabled={!heldLeg} onClick={() => setReleasing(true)}>
            Release
          </Button>
        </Stack>
      </Stack>
      {ticketing && (
        <TicketNowDialog
          orderId={order.orderId}
          reference={order.reference}
          amountDue={order.amount}
          onClose={() => setTicketing(false)}
        />
      )}
      {releasing && heldLeg && (
        <ConfirmDialog
          title="Release this booking?"
          message={`The seats of booking ${order.reference} go back to the airline. Nothing is charged. This cannot be undone.`}
          confirmLabel="Release"
          busy={release.isPending}
          onClose={() => setReleasing(false)}
          onConfirm={() => release.mutate(heldLeg.bookingId, { onSettled: () => setReleasing(false) })}
        />
      )}
    </SectionCard>
  );
}
