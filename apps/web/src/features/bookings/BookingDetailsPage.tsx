import { BOOKING_DETAILS_MSG, type BookingSummary, eTicketPath } from '@app/contracts';
import { Alert, Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { formatDisplayDate } from '../flights/format';
import { useBookingDetails } from './api/booking-details';

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  ticketed: 'success',
  held: 'warning',
  changeRequested: 'warning',
  failed: 'error',
  cancelled: 'error',
  released: 'default',
};

function BookingCard({ booking }: { booking: BookingSummary }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-testid="booking-card">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6" component="h2">
            {booking.origin} → {booking.destination}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Booking {booking.orderReference} · {booking.airlineName} · {formatDisplayDate(booking.travelDate)}
          </Typography>
          <Typography variant="body2">{booking.passengerNames.join(', ')}</Typography>
          {booking.supplierError && (
            // Only staff are sent it: the code is for chasing the supplier, not for customers.
            <Typography variant="body2" color="error" data-testid="supplier-error">
              Supplier error{booking.supplierError.code !== null ? ` ${booking.supplierError.code}` : ''}:{' '}
              {booking.supplierError.message}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: { sm: 'flex-end' } }}>
          <Chip size="small" label={booking.status} color={STATUS_COLORS[booking.status] ?? 'default'} />
          <Typography variant="body2">PNR {booking.pnr ?? '—'}</Typography>
          {booking.pnr && (
            <Button
              component={RouterLink}
              to={eTicketPath(booking.bookingId, booking.pnr)}
              variant="outlined"
              size="small"
            >
              View e-ticket
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /flight/bookingDetails/:searchId — what was booked for a search, with links to the e-tickets. */
export function BookingDetailsPage() {
  const { searchId = '' } = useParams();
  const location = useLocation();
  const stateShowReturn = (location.state as { showReturn?: boolean } | null)?.showReturn === true;
  const query = useBookingDetails(searchId);

  if (query.isPending) return <PageSkeleton rows={3} />;
  const details = query.data;
  if (!details || details.bookings.length === 0) {
    return (
      <EmptyState
        title="No bookings found"
        message="There is no booking of yours for this search."
        action={
          <Button component={RouterLink} to="/flight/search" variant="contained">
            Search flights
          </Button>
        }
      />
    );
  }
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageTitle title="Booking details" />
      {(stateShowReturn || details.showReturn) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Link component={RouterLink} to={`/flight/searchResult/${encodeURIComponent(details.searchId)}`}>
            {BOOKING_DETAILS_MSG.returnBanner}
          </Link>
        </Alert>
      )}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {details.bookings.map((b) => (
          <BookingCard key={b.bookingId} booking={b} />
        ))}
      </Stack>
    </Box>
  );
}
