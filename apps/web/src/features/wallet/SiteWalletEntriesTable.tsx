import { countLabel, MSG, type SiteWalletEntry, sumsScope } from '@app/contracts';
import {
  Box,
  Chip,
  Link,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { formatRupees } from '../flights/format';
import { KIND_LABELS } from './WalletEntriesTable';

type Page = {
  records: SiteWalletEntry[];
  totalRecords: number;
  totalIsCapped: boolean;
  totalPages: number;
  currentPage: number;
  totals: { credits: number; debits: number };
};

/** What the entry was for: the booking's PNR and order, or who made it when it names nothing of ours. */
export function referenceText(
  entry: Pick<SiteWalletEntry, 'pnr' | 'orderId' | 'orderReference' | 'reference'>,
) {
  const order = entry.orderReference ?? entry.orderId;
  if (entry.pnr) return { main: `PNR ${entry.pnr}`, detail: order ? `Order ${order}` : null };
  if (order) return { main: `Order ${order}`, detail: null };
  if (entry.reference.startsWith('staff:')) return { main: 'Staff entry', detail: null };
  return { main: entry.reference, detail: null };
}

function Customer({ customer }: { customer: SiteWalletEntry['customer'] }) {
  const name = customer.name || customer.email || customer.id;
  if (!customer.email) return <Typography variant="body2">{name}</Typography>;
  return (
    <>
      {/* Opens this customer's own wallet view on the same page. */}
      <Link component={RouterLink} to={{ search: `?${new URLSearchParams({ email: customer.email })}` }}>
        {name}
      </Link>
      <Typography variant="caption" color="text.secondary" component="p">
        {customer.email}
      </Typography>
    </>
  );
}

/** Every customer's wallet entries, newest first, with the totals of everything the filters match. */
export function SiteWalletEntriesTable({
  data,
  onPage,
}: {
  data: Page | undefined;
  onPage: (page: number) => void;
}) {
  if (!data) return <Skeleton variant="rounded" height={320} aria-label="Loading wallet transactions" />;
  if (data.records.length === 0) return <EmptyState title={MSG.noResults} />;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }} aria-label="Totals" role="group">
        <Typography>{countLabel(data, 'entry', 'entries')}</Typography>
        <Typography color="success.main" data-testid="total-credits">
          Credits {formatRupees(data.totals.credits)}
        </Typography>
        <Typography color="error.main" data-testid="total-debits">
          Debits {formatRupees(data.totals.debits)}
        </Typography>
        {sumsScope(data) && <Typography color="text.secondary">{sumsScope(data)}</Typography>}
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Wallet transactions of the site">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Type</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell>Created by</TableCell>
              <TableCell align="right">Balance after</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.records.map((e) => {
              const credit = e.amount > 0;
              const reference = referenceText(e);
              return (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {siteTime(e.createdAt).format('DD MMM YYYY, HH:mm')}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Customer customer={e.customer} />
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={credit ? 'success' : 'error'}
                      label={credit ? 'Credit' : 'Debit'}
                    />
                    <Typography variant="caption" color="text.secondary" component="p">
                      {KIND_LABELS[e.kind] ?? e.kind}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ color: credit ? 'success.main' : 'error.main' }}>
                    {formatRupees(Math.abs(e.amount))}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{e.description}</TableCell>
                  <TableCell>
                    {reference.main}
                    {reference.detail && (
                      <Typography variant="caption" color="text.secondary" component="p">
                        {reference.detail}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{e.createdByEmail ?? 'System'}</TableCell>
                  <TableCell align="right">{formatRupees(e.balanceAfter)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager count={data.totalPages} page={data.currentPage} onPage={onPage} />
    </>
  );
}
