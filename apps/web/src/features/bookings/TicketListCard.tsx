import { itemStanding, type TicketCreator, type TicketRecord, ticketStatusDetail } from '@app/contracts';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { Box, Card, CardActions, CardContent, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { formatDisplayDate, formatRupees } from '../flights/format';

// The booking time is an instant: shown on the reader's own calendar day.
const DISPLAY_DATE = 'ddd,DD MMM YYYY';

/** The fields every booking card shows: a ticket of the ticket queue or a held booking. */
export type BookingCardData = Omit<TicketRecord, 'statusId' | 'statusLabel' | 'facts'>;

interface TicketListCardProps {
  booking: BookingCardData;
  /** the status chip, or the hold's time limit */
  badge?: ReactNode;
  /** e-ticket link, release, ticket now… */
  actions?: ReactNode;
  /** staff only: picks the creator's bookings (spec §6) */
  onCreatorClick?: (creator: TicketCreator) => void;
}

const STATUS_COLORS = {
  Ticketed: 'success',
  Cancelled: 'default',
  'Change request': 'warning',
} as const satisfies Record<TicketRecord['statusLabel'], 'success' | 'default' | 'warning'>;

/**
 * The spec's status of a ticket (Ticketed, Cancelled, Change request) and, beside it, what those
 * words leave out (decision 0058): 'Refunded to card', 'Partly cancelled · Refund to card pending'.
 */
export function TicketStatusBadge({ ticket }: { ticket: Pick<TicketRecord, 'statusLabel' | 'facts'> }) {
  const standing = itemStanding(ticket.facts);
  const detail = ticketStatusDetail(ticket.statusLabel, standing);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Chip size="small" label={ticket.statusLabel} color={STATUS_COLORS[ticket.statusLabel]} />
      {detail && (
        <Typography
          variant="body2"
          color={standing.tone === 'warning' ? 'warning.dark' : 'text.secondary'}
          data-testid="ticket-standing"
        >
          {detail}
        </Typography>
      )}
    </Box>
  );
}

function CreatedBy({ creator, onClick }: { creator: TicketCreator; onClick?: (c: TicketCreator) => void }) {
  const who = creator.email ?? 'a user without e-mail';
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      Created by{' '}
      {onClick ? (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => onClick(creator)}
          title="Show only this customer's bookings"
        >
          {who}
        </Link>
      ) : (
        who
      )}{' '}
      <Chip component="span" size="small" variant="outlined" label={creator.userType} sx={{ ml: 0.5 }} />
    </Typography>
  );
}

/** One booking of a queue: route and date, airline and PNR, passengers with ticket numbers, amount. */
export function TicketListCard({ booking, badge, actions, onCreatorClick }: TicketListCardProps) {
  const route = `${booking.origin} → ${booking.destination}`;
  return (
    <Card
      component="article"
      aria-label={`${route}, booking ${booking.orderReference}, PNR ${booking.pnr ?? 'pending'}`}
      variant="outlined"
    >
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <FlightTakeoffIcon color="primary" fontSize="small" aria-hidden />
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', flexGrow: 1 }}>
            {route}
          </Typography>
          {booking.duplicateSupplierRef && (
            <Chip
              size="small"
              color="warning"
              component={RouterLink}
              to="/staff/attention"
              clickable
              label="Booking also on another order"
            />
          )}
          {badge}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
            mb: 1,
          }}
        >
          <Field label="Booking" value={booking.orderReference} />
          <Field label="PNR" value={booking.pnr ?? '—'} strong />
          <Field label="Travel date" value={formatDisplayDate(booking.travelDate)} />
          <Field label="Airline" value={`${booking.airlineName} (${booking.airlineCode})`} />
          <Field label="Amount" value={formatRupees(booking.totalPaid)} strong />
        </Box>
        <Stack component="ul" spacing={0.25} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Passengers">
          {booking.passengers.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: passengers have no id and never reorder
            <Typography component="li" key={i} variant="body2">
              {p.name}
              {p.ticketNumber && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · Ticket {p.ticketNumber}
                </Typography>
              )}
            </Typography>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Booked {siteTime(booking.bookingDate).format(DISPLAY_DATE)} ·{' '}
          {booking.isDomestic ? 'Domestic' : 'International'}
        </Typography>
        <CreatedBy creator={booking.createdBy} onClick={onCreatorClick} />
      </CardContent>
      {actions && (
        <>
          <Divider />
          <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions>
        </>
      )}
    </Card>
  );
}

function Field({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
