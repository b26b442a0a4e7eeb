import { WALLET_MSG, type WalletPayment } from '@app/contracts';
import {
  Link,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { formatRupees } from '../flights/format';
import { orderPagePath } from '../payments/payment-labels';

type Page = { records: WalletPayment[]; totalPages: number; currentPage: number };

/** Orders and their payments: when, how much, and how it ended. */
export function PaymentsTable({
  data,
  onPage,
  label = 'Payments',
}: {
  data: Page | undefined;
  onPage?: (page: number) => void;
  label?: string;
}) {
  if (!data) return <Skeleton variant="rounded" height={160} />;
  if (data.records.length === 0) return <EmptyState title={WALLET_MSG.noPayments} />;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Order</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.records.map((p) => (
              <TableRow key={p.orderId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {siteTime(p.createdAt).format('DD MMM YYYY, HH:mm')}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  <Link component={RouterLink} to={orderPagePath(p.orderId, p.productKind)}>
                    {p.reference}
                  </Link>
                  {p.paymentMethod === 'wallet' ? ' (wallet)' : ''}
                </TableCell>
                <TableCell>{p.status}</TableCell>
                <TableCell align="right">{formatRupees(p.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {onPage && <Pager count={data.totalPages} page={data.currentPage} onPage={onPage} />}
    </>
  );
}
