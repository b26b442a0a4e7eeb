import {
  BOOKING_SORT_LABELS,
  BOOKING_SORTS,
  type BookingSort,
  countLabel,
  DEFAULT_BOOKING_SORT,
  MSG,
  TICKET_LIST_MSG,
  type TicketCreator,
} from '@app/contracts';
import { Alert, Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser, useIsStaff } from '../../app/store';
import { DownloadButton } from '../../ui/DownloadButton';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PageTitle } from '../../ui/PageTitle';
import { orderPath } from '../payments/after-payment';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { downloadTicketQueue, exportsOwnQueue, useTickets } from './api/tickets';
import { ChangeRequestDialog } from './ChangeRequestDialog';
import { TicketFilters } from './TicketFilters';
import { TicketListCard, TicketStatusBadge } from './TicketListCard';
import { TicketListSkeleton } from './TicketListSkeleton';
import {
  EMPTY_TICKET_FILTERS,
  exportQueryOf,
  type TicketFilterForm,
  ticketsRequestOf,
} from './ticket-filters';

/** /flight/ticketQueue: the caller's tickets, or for staff every ticket of the site (spec §7, §9). */
export function TicketQueuePage() {
  const isStaff = useIsStaff();
  const userType = useCurrentUser()?.userType;
  const { can } = useMyPermissions();
  // Staff export the site's queue; an agency or corporate its own (decision 0054).
  const exportsOwn = exportsOwnQueue(userType);
  const [filters, setFilters] = useState<TicketFilterForm>(EMPTY_TICKET_FILTERS);
  const [sort, setSort] = useState<BookingSort>(DEFAULT_BOOKING_SORT);
  const [page, setPage] = useState(1);
  const [creator, setCreator] = useState<TicketCreator | null>(null);
  const userId = isStaff ? creator?.userId : undefined;
  const tickets = useTickets(ticketsRequestOf({ filters, sort, page, userId }));
  // Every change of what is shown starts again from the first page.
  const applyFilters = (next: TicketFilterForm) => {
    setFilters(next);
    setPage(1);
  };
  const pickCreator = (next: TicketCreator | null) => {
    setCreator(next);
    setPage(1);
  };

  return (
    <>
      <PageTitle
        title="Ticket queue"
        subtitle={isStaff ? 'Every ticket booked on this site.' : 'Your flight tickets.'}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Sort by"
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as BookingSort);
                setPage(1);
              }}
              sx={{ minWidth: 180 }}
            >
              {BOOKING_SORTS.map((key) => (
                <MenuItem key={key} value={key}>
                  {BOOKING_SORT_LABELS[key]}
                </MenuItem>
              ))}
            </TextField>
            {/* Held bookings are not tickets yet: their own list is one click away (issue 13). */}
            <Button component={RouterLink} to="/flight/bookedQueue" variant="outlined">
              Held bookings
            </Button>
            {((isStaff && can('tickets.export')) || exportsOwn) && (
              <DownloadButton
                variant="outlined"
                download={() => downloadTicketQueue(exportQueryOf({ filters, sort, userId }), exportsOwn)}
                label="Export"
                busyLabel="Exporting…"
              />
            )}
          </Box>
        }
      />
      <TicketFilters value={filters} onApply={applyFilters} />
      {isStaff && creator && (
        <Box sx={{ mb: 2 }}>
          <Chip
            label={`Customer: ${creator.email ?? creator.userId} (${creator.userType})`}
            onDelete={() => pickCreator(null)}
            color="primary"
            variant="outlined"
          />
        </Box>
      )}
      <TicketList
        query={tickets}
        page={page}
        onPage={setPage}
        onCreatorClick={isStaff ? pickCreator : undefined}
      />
    </>
  );
}

interface TicketListProps {
  query: ReturnType<typeof useTickets>;
  page: number;
  onPage: (page: number) => void;
  onCreatorClick?: (creator: TicketCreator) => void;
}

function TicketList(props: TicketListProps) {
  // The supplier's booking number of the ticket whose change-request form is open.
  const [changing, setChanging] = useState<number | null>(null);
  return (
    <>
      <TicketCards {...props} onChangeRequest={setChanging} />
      {changing !== null && (
        <ChangeRequestDialog bookingId={changing} open onClose={() => setChanging(null)} />
      )}
    </>
  );
}

function TicketCards({
  query,
  page,
  onPage,
  onCreatorClick,
  onChangeRequest,
}: TicketListProps & { onChangeRequest: (supplierBookingId: number) => void }) {
  if (query.isPending) return <TicketListSkeleton />;
  if (query.isError) return <Alert severity="error">{MSG.somethingWrong}</Alert>;
  const { records, totalPages } = query.data;
  if (records.length === 0) {
    return (
      <Paper>
        <EmptyState
          title={TICKET_LIST_MSG.noTickets}
          action={
            <Button component={RouterLink} to="/flight/search" variant="contained">
              Book a Flight
            </Button>
          }
        />
      </Paper>
    );
  }
  return (
    <Stack spacing={2} aria-busy={query.isFetching}>
      <Typography variant="body2" color="text.secondary" role="status">
        {countLabel(query.data, 'ticket', 'tickets')}
      </Typography>
      {records.map((ticket) => (
        <TicketListCard
          key={ticket.bookingId}
          booking={ticket}
          badge={<TicketStatusBadge ticket={ticket} />}
          onCreatorClick={onCreatorClick}
          actions={
            <>
              {ticket.slug && (
                <Button
                  component={RouterLink}
                  to={`/flight/eTicket/${encodeURIComponent(ticket.slug)}`}
                  size="small"
                >
                  View e-ticket
                </Button>
              )}
              <Button component={RouterLink} to={orderPath(ticket.orderId)} size="small">
                View booking
              </Button>
              {ticket.status === 'ticketed' && ticket.supplierBookingId !== null && (
                <Button size="small" onClick={() => onChangeRequest(ticket.supplierBookingId ?? 0)}>
                  Cancel or change
                </Button>
              )}
            </>
          }
        />
      ))}
      <Pager count={totalPages} page={page} onPage={onPage} />
    </Stack>
  );
}
