import type { OrderView } from '@app/contracts';
import { PAX_TYPE_NAMES } from '@app/contracts';
import { Alert, Box, Button, Container, Divider, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { useSite } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { UNSETTLED } from '../payments/after-payment';
import { useOrder } from './api/orders';
import { OrderConfirmation } from './OrderConfirmation';
import { OrderEnded } from './OrderEnded';
import { OrderHeld } from './OrderHeld';
import { OrderHistory } from './OrderHistory';
import { OrderRefunds } from './OrderRefunds';
import { TripSummaryCard } from './TripSummaryCard';

function Travellers({ order }: { order: OrderView }) {
  return (
    <SectionCard title="Travellers">
      <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} divider={<Divider flexItem />}>
        {order.passengers.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, and two travellers may share a name
          <Box component="li" key={i}>
            <Typography fontWeight={600}>{`${p.title} ${p.firstName} ${p.lastName}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {PAX_TYPE_NAMES[p.paxType] ?? 'Passenger'}
            </Typography>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

function StatusView({ order }: { order: OrderView }) {
  if (order.status === 'completed') return <OrderConfirmation order={order} />;
  if (order.status === 'held') return <OrderHeld order={order} />;
  if (UNSETTLED.includes(order.status))
    return (
      <Alert severity="info" role="status">
        {order.message}
      </Alert>
    );
  return <OrderEnded order={order} />;
}

/** /flight/order/:orderId — one order: its confirmation, its hold, or what went wrong. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const query = useOrder(orderId);
  const sellsFixedDepartures = useSite().activeModules.includes('fixedDepartures');
  const order = query.data;
  let body: React.ReactNode;
  if (query.isPending) body = <PageSkeleton rows={4} />;
  else if (!order)
    body = (
      <EmptyState
        title="Order not found"
        message="It may belong to another account. Your bookings are in the ticket queue."
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/flight/ticketQueue" variant="contained">
              My tickets
            </Button>
            {/* This page shows flight orders; a fixed departure's order is among its bookings. */}
            {sellsFixedDepartures && (
              <Button component={RouterLink} to="/flight/fixedDepartureQueue">
                Fixed departure bookings
              </Button>
            )}
          </Stack>
        }
      />
    );
  else {
    const pnrs = order.bookings.flatMap((b) => (b.pnr && b.status !== 'failed' ? [b.pnr] : []));
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <StatusView order={order} />
            <OrderRefunds refunds={order.refunds} />
            <OrderHistory events={order.events} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            {pnrs.length > 0 && (
              <Typography data-testid="order-pnrs">
                Airline PNR <b>{pnrs.join(', ')}</b>
              </Typography>
            )}
            <TripSummaryCard fares={order.fares} />
            <Travellers order={order} />
          </Stack>
        </Grid>
      </Grid>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <PageTitle title={order ? `Order ${order.reference}` : 'Order'} />
      {body}
    </Container>
  );
}
