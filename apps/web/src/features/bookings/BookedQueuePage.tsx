import { type HeldBookingRecord, MSG, TICKET_LIST_MSG } from '@app/contracts';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useIsStaff } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PageTitle } from '../../ui/PageTitle';
import { useBookedFlights, useReleaseFlight, useTicketHeldBooking } from './api/tickets';
import { ReleaseDialog } from './ReleaseDialog';
import { TicketListCard } from './TicketListCard';
import { TicketListSkeleton } from './TicketListSkeleton';

/** The supplier's time limit is a local 'YYYY-MM-DDTHH:mm:ss' of the airline: shown as given. */
function TimeLimit({ lastTicketDate }: { lastTicketDate: string | null }) {
  if (!lastTicketDate) return <Chip size="small" label="Held" color="info" />;
  const limit = dayjs(lastTicketDate);
  const label = limit.isValid() ? limit.format('ddd,DD MMM YYYY HH:mm') : lastTicketDate;
  return <Chip size="small" color="warning" label={`Ticket by ${label}`} />;
}

/** /flight/bookedQueue: held bookings with their ticketing time limit; release them or (later) ticket them. */
export function BookedQueuePage() {
  const isStaff = useIsStaff();
  const [page, setPage] = useState(1);
  const held = useBookedFlights(page);
  const release = useReleaseFlight();
  const ticketNow = useTicketHeldBooking();
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
            : 'Your held bookings, newest first. Ticket them before the time limit or the airline releases them.'
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
            {held.data.totalRecords} held {held.data.totalRecords === 1 ? 'booking' : 'bookings'}
          </Typography>
          {held.data.records.map((booking) => (
            <TicketListCard
              key={booking.bookingId}
              booking={booking}
              badge={<TimeLimit lastTicketDate={booking.lastTicketDate} />}
              actions={
                <>
                  <Button
                    size="small"
                    variant="contained"
                    loading={ticketNow.isPending && ticketNow.variables === booking.bookingId}
                    onClick={() => ticketNow.mutate(booking.bookingId)}
                  >
                    Ticket now
                  </Button>
                  <Button size="small" color="error" onClick={() => setConfirming(booking)}>
                    Release
                  </Button>
                </>
              }
            />
          ))}
          <Pager count={held.data.totalPages} page={page} onPage={setPage} />
        </Stack>
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
