import { itemStanding, type OrderView, orderHeadline } from '@app/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../ui/SectionCard';
import { GstInvoiceButton } from '../documents';
import { formatRupees } from '../flights/format';
import { moneySentence } from './order-money';

const ticketLink = (slug: string, query = '') => `/flight/eTicket/${encodeURIComponent(slug)}${query}`;

/**
 * A finished order: what it is now at its head (confirmed, a cancellation asked, partly or wholly
 * cancelled and where the money went: decision 0058), each flight's PNR with what it is now, its
 * e-ticket and printable copy, the order's GST invoice (a PDF, decision 0045), what was paid and
 * where the copy went.
 */
export function OrderConfirmation({ order }: { order: OrderView }) {
  const legs = order.bookings.filter((b) => b.slug);
  const head = orderHeadline(
    order.status,
    order.bookings.map((b) => b.facts),
  );
  const Icon = head.tone === 'success' ? CheckCircleIcon : InfoOutlinedIcon;
  return (
    <SectionCard title={head.title}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Icon color={head.tone} aria-hidden />
          <Typography variant="h6" component="p" data-testid="order-headline">
            {head.headline}
          </Typography>
        </Stack>
        {order.money.refunded > 0 && <Alert severity="warning">{order.message}</Alert>}
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
          divider={<Divider flexItem />}
        >
          {legs.map((leg) => {
            const standing = itemStanding(leg.facts);
            return (
              <Box component="li" key={leg.bookingId} data-testid="confirmed-leg">
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
                  <Typography>
                    Airline PNR{' '}
                    <Typography
                      component="span"
                      variant="h6"
                      sx={{ fontFamily: 'monospace' }}
                      data-testid="confirmed-pnr"
                    >
                      {leg.pnr}
                    </Typography>
                  </Typography>
                  <Chip
                    size="small"
                    color={standing.tone}
                    label={standing.label}
                    data-testid="leg-standing"
                  />
                </Box>
                {standing.note && (
                  <Typography variant="body2" color="text.secondary">
                    {standing.note}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
                  <Button
                    component={RouterLink}
                    to={ticketLink(leg.slug ?? '')}
                    variant="contained"
                    size="small"
                  >
                    E-ticket
                  </Button>
                  <Button
                    component={RouterLink}
                    to={ticketLink(leg.slug ?? '', '?print=1')}
                    variant="outlined"
                    size="small"
                  >
                    Print
                  </Button>
                </Stack>
              </Box>
            );
          })}
        </Stack>
        <Typography data-testid="amount-paid">
          Amount paid: <b>{formatRupees(order.money.charged)}</b>
        </Typography>
        <GstInvoiceButton reference={order.reference} sx={{ alignSelf: 'flex-start' }} />
        {order.money.refunded > 0 && <Typography>{moneySentence(order)}</Typography>}
        {order.contactEmail && (
          <Typography color="text.secondary" data-testid="copy-sent">
            A copy is on its way to {order.contactEmail}.
          </Typography>
        )}
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button component={RouterLink} to="/flight/ticketQueue">
            My tickets
          </Button>
          <Button component={RouterLink} to="/flight/search">
            Book another flight
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
