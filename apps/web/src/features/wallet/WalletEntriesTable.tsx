import { WALLET_MSG, type WalletEntry } from '@app/contracts';
import {
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
import { siteTime } from '../../app/site-locale';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { formatRupees } from '../flights/format';

/** Kinds of ledger entry as staff and customers read them. */
export const KIND_LABELS: Record<string, string> = {
  topup: 'Top-up',
  booking: 'Booking',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

type Page = { records: WalletEntry[]; totalPages: number; currentPage: number };

/** Wallet entries newest first: credit, debit and the balance after each. */
export function WalletEntriesTable({
  data,
  onPage,
  showCreator = false,
}: {
  data: Page | undefined;
  onPage: (page: number) => void;
  showCreator?: boolean;
}) {
  if (!data) return <Skeleton variant="rounded" height={240} />;
  if (data.records.length === 0) return <EmptyState title={WALLET_MSG.noEntries} />;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Wallet transactions">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Details</TableCell>
              <TableCell align="right">Credit</TableCell>
              <TableCell align="right">Debit</TableCell>
              <TableCell align="right">Balance</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.records.map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {siteTime(e.createdAt).format('DD MMM YYYY, HH:mm')}
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <Typography variant="body2">{e.description}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {KIND_LABELS[e.kind] ?? e.kind}
                    {e.kind === 'topup' || e.kind === 'adjustment' ? '' : ` · ${e.reference}`}
                    {showCreator && e.createdByEmail ? ` · by ${e.createdByEmail}` : ''}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ color: 'success.main' }}>
                  {e.amount > 0 ? formatRupees(e.amount) : ''}
                </TableCell>
                <TableCell align="right" sx={{ color: 'error.main' }}>
                  {e.amount < 0 ? formatRupees(-e.amount) : ''}
                </TableCell>
                <TableCell align="right">{formatRupees(e.balanceAfter)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager count={data.totalPages} page={data.currentPage} onPage={onPage} />
    </>
  );
}
