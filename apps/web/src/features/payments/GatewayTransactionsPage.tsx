import {
  countFigure,
  type GatewayTotals,
  type GatewayTransaction,
  MSG,
  PAYMENT_RECORDS_MSG,
  sumsScope,
} from '@app/contracts';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { DownloadButton } from '../../ui/DownloadButton';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { downloadGatewayTransactions, useGatewayTransactions } from './api/payment-records';
import { GatewayFilters } from './GatewayFilters';
import { EMPTY_GATEWAY_FILTERS, type GatewayFilterForm, gatewayRequestOf } from './gateway-filters';
import { CustomerLine, orderPagePath, StateChip } from './payment-labels';

export const WHEN = 'D MMM YYYY, HH:mm';

/** /flight/payments: every gateway payment and refund of the site, filtered, with their totals and an export. */
export function GatewayTransactionsPage() {
  const [filters, setFilters] = useState<GatewayFilterForm>(EMPTY_GATEWAY_FILTERS);
  const [page, setPage] = useState(1);
  const request = gatewayRequestOf(filters, page);
  const entries = useGatewayTransactions(request);
  const filtered = gatewayRequestOf(filters, 1);
  // New filters start again from the first page.
  const apply = (next: GatewayFilterForm) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <>
      <PageTitle
        title="Payment-gateway transactions"
        subtitle="Payments taken at the gateway and refunds sent back through it, newest first."
        actions={
          <DownloadButton
            variant="outlined"
            label="Export to Excel"
            download={() => downloadGatewayTransactions(filtered)}
          />
        }
      />
      <GatewayFilters onApply={apply} />
      {entries.isPending ? (
        <PageSkeleton rows={4} />
      ) : entries.isError ? (
        <Paper>
          <EmptyState title={MSG.somethingWrong} message={entries.error.message} />
        </Paper>
      ) : (
        <Stack spacing={2}>
          <Totals
            count={countFigure(entries.data)}
            totals={entries.data.totals}
            scope={sumsScope(entries.data)}
          />
          {entries.data.records.length === 0 ? (
            <Paper>
              <EmptyState
                title={PAYMENT_RECORDS_MSG.emptyTitle}
                message={
                  Object.keys(filtered).length > 1
                    ? PAYMENT_RECORDS_MSG.emptyFiltered
                    : PAYMENT_RECORDS_MSG.emptyBody
                }
              />
            </Paper>
          ) : (
            entries.data.records.map((entry) => <EntryCard key={`${entry.kind}-${entry.id}`} entry={entry} />)
          )}
          <Pager count={entries.data.totalPages} page={entries.data.currentPage} onPage={setPage} />
        </Stack>
      )}
    </>
  );
}

/** What the filters match, in and out: over every page (past the cap, the latest 10,000 entries). */
function Totals({ count, totals, scope }: { count: string; totals: GatewayTotals; scope: string | null }) {
  const figure = (label: string, minor: number, testId: string) => (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {formatSiteMoney(minor)}
      </Typography>
    </Box>
  );
  return (
    <Paper
      role="group"
      aria-label="Totals"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}
    >
      <Box>
        <Typography variant="body2" color="text.secondary">
          Entries
        </Typography>
        <Typography variant="h6" component="p" role="status">
          {count}
        </Typography>
      </Box>
      {figure('Paid', totals.paid, 'total-paid')}
      {figure('Refunded', totals.refunded, 'total-refunded')}
      {figure('Net', totals.net, 'total-net')}
      {scope && (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'flex-end' }}>
          {scope}
        </Typography>
      )}
    </Paper>
  );
}

function EntryCard({ entry }: { entry: GatewayTransaction }) {
  const kind = entry.kind === 'payment' ? 'Payment' : 'Refund';
  return (
    <Paper component="article" aria-label={`${kind} ${entry.orderReference}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {kind} ·{' '}
          <Link component={RouterLink} to={orderPagePath(entry.orderId)}>
            Order {entry.orderReference}
          </Link>
        </Typography>
        <StateChip state={entry.state} />
        <Typography
          sx={{ fontWeight: 600, color: entry.kind === 'refund' ? 'error.main' : 'success.main' }}
          data-testid="entry-amount"
        >
          {entry.kind === 'refund' ? '−' : ''}
          {formatSiteMoney(entry.amount)}
        </Typography>
      </Box>
      <CustomerLine customer={entry.customer} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {siteTime(entry.createdAt).format(WHEN)}
        {entry.settledAt && ` · settled ${siteTime(entry.settledAt).format(WHEN)}`}
        {entry.provider && ` · ${entry.provider}`}
        {entry.gatewayReference && ` · ref ${entry.gatewayReference}`}
      </Typography>
    </Paper>
  );
}
