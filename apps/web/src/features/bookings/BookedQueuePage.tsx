import { countLabel, type HeldBookingRecord, MSG, TICKET_LIST_MSG } from '@app/contracts';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { useIsStaff } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PageTitle } from '../../ui/PageTitle';
import { orderPath } from '../payments/after-payment';
import { useBookedFlights, useReleaseFlight } from './api/tickets';
import { ReleaseDialog } from './ReleaseDialog';
import { TicketListCard } from './TicketListCard';
import { TicketListSkeleton } from './TicketListSkeleton';
import { TicketNowDialog } from './TicketNowDialog';

/** The airline's time limit, an instant: shown on the reader's own clock. */
function TimeLimit({ heldUntil }: { heldUntil: string | null }) {
  if (!heldUntil) return <Chip size="small" label="Held" color="info" />;
  return (
    <Chip
      size="small"
      color="warning"
      label={`Held until ${siteTime(heldUntil).format('ddd,DD MMM YYYY HH:mm')}`}
    />
  );
}

/** /flight/bookedQueue: held bookings with their ticketing time limit; ticket (and pay) them, or release them. */
export function BookedQueuePage() {
  const isStaff = useIsStaff();
  const [page, setPage] = useState(1);
  const held = useBookedFlights(page);
  const release = useReleaseFlight();
  const [ticketing, setTicketing] = useState<HeldBookingRecord | null>(null);
  const [confirming, setConfirming] = useState<HeldBookingRecord | null>(null);

  const confirm = (booking: HeldBookingRecord) =>
    release.mutate(booking.bookingId, { onSettled: () => setConfirming(null) });

  return (
    <>
      <PageTitle
        title="Hold queue"
        subtitle={
          isStaff
            ? 'Every held booking of this site, newest first.'
            : 'Your held bookings, newest first. Nothing is charged until you ticket one; ticket it before its time limit or the airline releases it.'
        }
      />
      {held.isPending ? (
        <TicketListSkeleton />
      ) : held.isError ? (
        <Alert severity="error">{MSG.somethingWrong}</Alert>
      ) : held.data.records.length === 0 ? (
        <Paper>
          <EmptyState
            title={TICKET_LIST_MSG.noHolds}
            action={
              <Button component={RouterLink} to="/flight/search" variant="contained">
                Book a Flight
              </Button>
            }
          />
        </Paper>
      ) : (
        <Stack spacing={2} aria-busy={held.isFetching}>
          <Typography variant="body2" color="text.secondary" role="status">
            {countLabel(held.data, 'held booking', 'held bookings')}
          </Typography>
          {held.data.records.map((booking) => (
            <TicketListCard
              key={booking.bookingId}
              booking={booking}
              badge={<TimeLimit heldUntil={booking.heldUntil} />}
              actions={
                <>
                  <Button size="small" variant="contained" onClick={() => setTicketing(booking)}>
                    Ticket now
                  </Button>
                  <Button size="small" color="error" onClick={() => setConfirming(booking)}>
                    Release
                  </Button>
                  <Button size="small" component={RouterLink} to={orderPath(booking.orderId)}>
                    View booking
                  </Button>
                </>
              }
            />
          ))}
          <Pager count={held.data.totalPages} page={page} onPage={setPage} />
        </Stack>
      )}
      {ticketing && (
        <TicketNowDialog
          orderId={ticketing.orderId}
          reference={ticketing.orderReference}
          amountDue={ticketing.amountDue}
          onClose={() => setTicketing(null)}
        />
      )}
      <ReleaseDialog
        booking={confirming}
        pending={release.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </>
  );
}
