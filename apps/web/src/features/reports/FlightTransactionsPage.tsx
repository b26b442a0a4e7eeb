import {
  FLIGHT_TRANSACTIONS_MSG,
  type FlightTransaction,
  type FlightTransactionsRequest,
  MSG,
  ORDER_STATUS_LABELS,
} from '@app/contracts';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { EmptyState } from '../../ui/EmptyState';
import { Figure } from '../../ui/Figure';
import { Pager } from '../../ui/Pager';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { formatDisplayDate } from '../flights/format';
import { METHOD_LABELS, orderPagePath, StateChip } from '../payments/payment-labels';
import { RefundStateChip } from '../payments/RefundLine';
import { useFlightTransactions } from './api/flight-reports';
import { FlightTransactionFilters, isFiltered } from './FlightTransactionFilters';

const WHEN = 'D MMM YYYY, HH:mm';

/** /flight/transaction: the user's own flight orders, with what they paid and what came back. */
export function FlightTransactionsPage() {
  const [request, setRequest] = useState<FlightTransactionsRequest>({ page: 1 });
  const transactions = useFlightTransactions(request);
  let body: React.ReactNode;
  if (transactions.isPending) body = <PageSkeleton rows={4} />;
  else if (transactions.isError)
    body = (
      <Paper>
        <EmptyState title={MSG.somethingWrong} message={transactions.error.message} />
      </Paper>
    );
  else {
    const { records, totals, totalPages, currentPage } = transactions.data;
    body = (
      <Stack spacing={2} aria-busy={transactions.isFetching}>
        <Paper sx={{ p: 2 }}>
          <Box
            component="dl"
            aria-label="Totals"
            sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}
          >
            <Figure label="Orders" value={String(totals.orders)} />
            <Figure label="Paid" value={formatSiteMoney(totals.paid)} />
            <Figure label="Refunded" value={formatSiteMoney(totals.refunded)} />
            <Figure label="Net" value={formatSiteMoney(totals.net)} />
          </Box>
        </Paper>
        {records.length === 0 ? (
          <Paper>
            <EmptyState
              title={FLIGHT_TRANSACTIONS_MSG.emptyTitle}
              message={
                isFiltered(request)
                  ? FLIGHT_TRANSACTIONS_MSG.emptyFiltered
                  : FLIGHT_TRANSACTIONS_MSG.emptyBody
              }
            />
          </Paper>
        ) : (
          records.map((order) => <TransactionCard key={order.orderId} order={order} />)
        )}
        <Pager count={totalPages} page={currentPage} onPage={(page) => setRequest({ ...request, page })} />
      </Stack>
    );
  }
  return (
    <>
      <PageTitle
        title="Flight transactions"
        subtitle="Each flight order, with what you paid and what came back to you, newest first."
      />
      <FlightTransactionFilters onApply={(next) => setRequest({ ...next, page: 1 })} />
      {body}
    </>
  );
}

/** What the order bought, in a line: each flight and the day it leaves. */
const tripOf = (order: FlightTransaction) =>
  order.legs
    .map((leg) => `${leg.origin} → ${leg.destination} ${formatDisplayDate(leg.departureTime.slice(0, 10))}`)
    .join(' · ');

function TransactionCard({ order }: { order: FlightTransaction }) {
  const pax = order.passengerCount === 1 ? '1 passenger' : `${order.passengerCount} passengers`;
  return (
    <Paper component="article" aria-label={`Order ${order.reference}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
          <Link component={RouterLink} to={orderPagePath(order.orderId)}>
            Order {order.reference}
          </Link>
        </Typography>
        <Chip size="small" label={ORDER_STATUS_LABELS[order.status]} />
        <Typography sx={{ fontWeight: 600 }} data-testid="order-amount">
          {formatSiteMoney(order.amount)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {tripOf(order)} · {pax}
        {order.pnrs.length > 0 && ` · PNR ${order.pnrs.join(', ')}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ordered {siteTime(order.createdAt).format(WHEN)} · paid {formatSiteMoney(order.paid)}
        {order.refunded > 0 && ` · refunded ${formatSiteMoney(order.refunded)}`}
      </Typography>
      {order.payments.length + order.refunds.length > 0 && (
        <Box component="ul" aria-label="Payments and refunds" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none' }}>
          {order.payments.map((payment) => (
            <MoneyLine
              key={payment.id}
              label={`Payment · ${METHOD_LABELS[payment.method]}`}
              state={<StateChip state={payment.state} />}
              amount={formatSiteMoney(payment.amount)}
              at={payment.settledAt ?? payment.createdAt}
            />
          ))}
          {order.refunds.map((refund) => (
            <MoneyLine
              key={refund.id}
              label={`Refund to your ${refund.method === 'wallet' ? 'wallet' : 'card'} · ${refund.reason}`}
              state={<RefundStateChip refund={refund} />}
              amount={`−${formatSiteMoney(refund.amount)}`}
              at={refund.settledAt ?? refund.createdAt}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function MoneyLine(props: { label: string; state: React.ReactNode; amount: string; at: string }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1, wordBreak: 'break-word' }}>
        {props.label}
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          · {siteTime(props.at).format(WHEN)}
        </Typography>
      </Typography>
      {props.state}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {props.amount}
      </Typography>
    </Box>
  );
}
