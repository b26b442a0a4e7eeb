import { countLabel, FD_MSG, type FdBookingView, itemStanding, MSG } from '@app/contracts';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { siteToday } from '../../app/site-locale';
import { useIsStaff } from '../../app/store';
import { DownloadButton } from '../../ui/DownloadButton';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PageTitle } from '../../ui/PageTitle';
import { formatDisplayDate, formatRupees } from '../flights/format';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { downloadFdBookings, useFdBookings } from './api/departures';
import {
  EMPTY_FD_FILTERS,
  type FdBookingFilterForm,
  FdBookingFilters,
  fdFiltersOf,
} from './FdBookingFilters';
import { FdCancelDialog } from './FdCancelDialog';
import { FdCardsSkeleton } from './FdCardsSkeleton';
import { FdNamesDialog } from './FdNamesDialog';
import { fdStatusLabel, nameListClosed } from './fd-format';
import { FD_LIST_PATH, fdPrintPath } from './fd-paths';

const STATUS_COLORS: Record<FdBookingView['status'], 'success' | 'default' | 'warning'> = {
  confirmed: 'success',
  reserved: 'warning',
  cancelled: 'default',
  released: 'default',
};

function BookingCard({
  booking: b,
  showBuyer,
  onCancel,
  onRename,
}: {
  booking: FdBookingView;
  showBuyer: boolean;
  onCancel: (booking: FdBookingView) => void;
  onRename: (booking: FdBookingView) => void;
}) {
  const sector = b.sector.replace('-', ' → ');
  const today = siteToday();
  const cancellable = b.status === 'confirmed' && b.departureDate > today;
  const renamable = (b.status === 'confirmed' || b.status === 'reserved') && !nameListClosed(b);
  // Once cancelled, where the money went and how far it got (decision 0058).
  const refund = itemStanding(b.facts).refund;
  return (
    <Paper
      component="article"
      aria-label={`${sector}, ${b.reference}`}
      sx={{ p: 2 }}
      data-testid="fd-booking"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {sector} · {formatDisplayDate(b.departureDate)}
        </Typography>
        {b.lateAddition && (
          <Chip size="small" color="warning" label={FD_MSG.lateAddition} data-testid="fd-late-addition" />
        )}
        <Chip size="small" color={STATUS_COLORS[b.status]} label={fdStatusLabel(b.status)} />
        <Typography sx={{ fontWeight: 600 }}>{formatRupees(b.amount)}</Typography>
      </Box>
      {refund && (
        <Typography
          variant="body2"
          color={refund.state === 'delayed' ? 'warning.dark' : 'text.secondary'}
          data-testid="fd-refund"
        >
          {refund.label}: {formatRupees(refund.amount)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Booking {b.reference} · PNR <span style={{ fontFamily: 'monospace' }}>{b.pnr}</span> · {b.airlineCode}{' '}
        · {b.seats === 1 ? '1 seat' : `${b.seats} seats`}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {b.passengers.map((p) => `${p.title} ${p.firstName} ${p.lastName}`).join(', ')}
      </Typography>
      {b.lateAddition && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {FD_MSG.lateAdditionBooking}
        </Typography>
      )}
      {showBuyer && (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          Booked by {b.bookedBy}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {b.slug && (
          <Button component={RouterLink} to={fdPrintPath(b.slug)} size="small">
            Print ticket
          </Button>
        )}
        {renamable && (
          <Button size="small" onClick={() => onRename(b)}>
            Correct names
          </Button>
        )}
        {cancellable && (
          <Button size="small" color="error" onClick={() => onCancel(b)}>
            Cancel booking
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** /flight/fixedDepartureQueue: the buyer's fixed departure bookings; staff who may, every one of the site's. */
export function FdQueuePage() {
  const isStaff = useIsStaff();
  const { can } = useMyPermissions();
  const seesAll = isStaff && can('fixedDepartures.bookings');
  const [filters, setFilters] = useState<FdBookingFilterForm>(EMPTY_FD_FILTERS);
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<FdBookingView | null>(null);
  const [renaming, setRenaming] = useState<FdBookingView | null>(null);
  const bookings = useFdBookings({ page, filters: fdFiltersOf(filters) });

  let list: React.ReactNode;
  if (bookings.isPending) list = <FdCardsSkeleton label="Loading bookings" />;
  else if (bookings.isError) list = <Alert severity="error">{MSG.somethingWrong}</Alert>;
  else if (bookings.data.records.length === 0)
    list = (
      <Paper>
        <EmptyState
          title={FD_MSG.noBookings}
          action={
            <Button component={RouterLink} to={FD_LIST_PATH} variant="contained">
              Fixed departures
            </Button>
          }
        />
      </Paper>
    );
  else
    list = (
      <Stack spacing={2} aria-busy={bookings.isFetching}>
        <Typography variant="body2" color="text.secondary" role="status">
          {countLabel(bookings.data, 'booking', 'bookings')}
        </Typography>
        {bookings.data.records.map((b) => (
          <BookingCard
            key={b.bookingId}
            booking={b}
            showBuyer={seesAll}
            onCancel={setCancelling}
            onRename={setRenaming}
          />
        ))}
        <Pager count={bookings.data.totalPages} page={page} onPage={setPage} />
      </Stack>
    );

  return (
    <>
      <PageTitle
        title="Fixed departure bookings"
        subtitle={seesAll ? 'Every fixed departure booked on this site.' : 'Your fixed departure bookings.'}
        actions={
          seesAll && (
            <DownloadButton
              variant="outlined"
              download={() => downloadFdBookings(fdFiltersOf(filters))}
              label="Export"
              busyLabel="Exporting…"
            />
          )
        }
      />
      <FdBookingFilters
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list}
      {cancelling && <FdCancelDialog booking={cancelling} onClose={() => setCancelling(null)} />}
      {renaming && <FdNamesDialog booking={renaming} onClose={() => setRenaming(null)} />}
    </>
  );
}
