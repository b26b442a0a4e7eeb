import {
  type FdBookingView,
  type ItemFacts,
  type OrderOutcome,
  orderHeadline,
  orderOutcome,
  refundStandingOf,
} from '@app/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { formatRupees } from '../flights/format';
import { readRetryState, UNSETTLED } from '../payments/after-payment';
import { useFdBookings } from './api/departures';
import { fdStatusLabel } from './fd-format';
import { FD_LIST_PATH, FD_QUEUE_PATH, fdPrintPath, fdPrintPathOf } from './fd-paths';

/** What the page says of an order, from the payment's outcome or, after a reload, from its booking. */
interface OrderSummary {
  reference: string;
  pnr: string | null;
  amount: number;
  printPath: string | null;
  state: 'confirmed' | 'waiting' | 'ended' | 'cancelled';
  message: string;
  /** what the booking is now, when read from the booking (a reload): a cancelled one says so */
  facts?: ItemFacts;
}

function fromOutcome(outcome: OrderOutcome): OrderSummary {
  const booking = outcome.bookings[0];
  const pnr = booking?.pnr ?? null;
  let state: OrderSummary['state'] = 'ended';
  if (outcome.status === 'completed' && booking && pnr) state = 'confirmed';
  else if (UNSETTLED.includes(outcome.status)) state = 'waiting';
  return {
    reference: outcome.reference,
    pnr,
    amount: outcome.amount,
    printPath: state === 'confirmed' && booking && pnr ? fdPrintPathOf(booking.bookingId, pnr) : null,
    state,
    message: outcome.message,
  };
}

const BOOKING_STATES: Record<FdBookingView['status'], OrderSummary['state']> = {
  confirmed: 'confirmed',
  reserved: 'waiting',
  cancelled: 'cancelled',
  released: 'ended',
};

function fromBooking(booking: FdBookingView): OrderSummary {
  const confirmed = booking.status === 'confirmed';
  return {
    reference: booking.reference,
    pnr: confirmed ? booking.pnr : null,
    amount: booking.amount,
    printPath: booking.slug ? fdPrintPath(booking.slug) : null,
    state: BOOKING_STATES[booking.status],
    message: fdStatusLabel(booking.status),
    facts: booking.facts,
  };
}

/** A booking cancelled by the departure's policy: what was paid, what came back and where (decision 0058). */
function Cancelled({ summary }: { summary: OrderSummary }) {
  const facts = summary.facts ? [summary.facts] : [];
  const head = orderHeadline('completed', facts);
  const refund = refundStandingOf(facts.flatMap((f) => f.refunds));
  return (
    <SectionCard title={head.title}>
      <Stack spacing={2}>
        <Typography variant="h6" component="p" data-testid="fd-headline">
          {head.headline}
        </Typography>
        <Typography>
          Booking reference <b data-testid="fd-reference">{summary.reference}</b>
        </Typography>
        <Typography data-testid="fd-amount-paid">
          Amount paid: <b>{formatRupees(summary.amount)}</b>
        </Typography>
        {refund && (
          <Typography data-testid="fd-refund">
            {refund.label}: <b>{formatRupees(refund.amount)}</b>
          </Typography>
        )}
        <Links retry={null} />
      </Stack>
    </SectionCard>
  );
}

function Links({ retry }: { retry: ReturnType<typeof readRetryState> }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {retry && (
        <Button component={RouterLink} to={retry.to} state={retry.state} variant="contained">
          Back to the booking
        </Button>
      )}
      <Button component={RouterLink} to={FD_QUEUE_PATH}>
        My fixed departure bookings
      </Button>
      <Button component={RouterLink} to={FD_LIST_PATH}>
        More fixed departures
      </Button>
    </Stack>
  );
}

function Summary({ summary, retry }: { summary: OrderSummary; retry: ReturnType<typeof readRetryState> }) {
  if (summary.state === 'cancelled') return <Cancelled summary={summary} />;
  if (summary.state !== 'confirmed')
    return (
      <Stack spacing={2}>
        <Alert severity={summary.state === 'waiting' ? 'info' : 'error'} role="status">
          {summary.message}
        </Alert>
        <Links retry={summary.state === 'ended' ? retry : null} />
      </Stack>
    );
  return (
    <SectionCard title="Booking confirmed">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleIcon color="success" aria-hidden />
          <Typography variant="h6" component="p">
            Your seats are confirmed.
          </Typography>
        </Stack>
        <Typography>
          Booking reference <b data-testid="fd-reference">{summary.reference}</b>
        </Typography>
        <Typography>
          Airline PNR{' '}
          <Typography component="span" variant="h6" sx={{ fontFamily: 'monospace' }} data-testid="fd-pnr">
            {summary.pnr}
          </Typography>
        </Typography>
        <Typography data-testid="fd-amount-paid">
          Amount paid: <b>{formatRupees(summary.amount)}</b>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {summary.printPath && (
            <Button component={RouterLink} to={summary.printPath} variant="contained">
              Print ticket
            </Button>
          )}
        </Stack>
        <Links retry={null} />
      </Stack>
    </SectionCard>
  );
}

/** Finds the order among the buyer's newest bookings: a reload has no payment outcome to show. */
function FromBookings({ orderId }: { orderId: string }) {
  const bookings = useFdBookings({ page: 1 });
  if (bookings.isPending) return <PageSkeleton rows={3} />;
  const booking = bookings.data?.records.find((b) => b.orderId === orderId);
  if (!booking)
    return (
      <EmptyState
        title="Order not found"
        message="Your fixed departure bookings are all in one list."
        action={
          <Button component={RouterLink} to={FD_QUEUE_PATH} variant="contained">
            My fixed departure bookings
          </Button>
        }
      />
    );
  return <Summary summary={fromBooking(booking)} retry={null} />;
}

/** /fixed-departures/order/:orderId: the confirmation after paying, or what became of the payment. */
export function FdOrderPage() {
  const { orderId = '' } = useParams();
  const { state } = useLocation();
  const outcome = orderOutcome.safeParse((state as { outcome?: unknown } | null)?.outcome);
  const summary = outcome.success ? fromOutcome(outcome.data) : null;
  return (
    <>
      <PageTitle title={summary ? `Order ${summary.reference}` : 'Fixed departure order'} />
      {summary ? (
        <Summary summary={summary} retry={readRetryState(state)} />
      ) : (
        <FromBookings orderId={orderId} />
      )}
    </>
  );
}
