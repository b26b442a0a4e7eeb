import { DEPOSIT_MSG } from '@app/contracts';
import {
  Box,
  Button,
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
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatSiteMoney } from '../../app/site-money';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { SectionCard } from '../../ui/SectionCard';
import { useMyDeposits } from './api';
import { DepositDialog } from './DepositDialog';
import { DepositStateChip } from './DepositStateChip';

/** The agency's bank transfers and where each stands, with the way to tell us of a new one. */
export function MyDeposits() {
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState(false);
  const deposits = useMyDeposits(page);
  const data = deposits.data;
  const tell = (
    <Button variant="outlined" onClick={() => setAsking(true)}>
      Tell us about a transfer
    </Button>
  );
  let body: React.ReactNode;
  if (!data) body = <Skeleton variant="rounded" height={120} />;
  else if (data.records.length === 0)
    body = (
      <EmptyState
        title={DEPOSIT_MSG.noDeposits}
        message="Sent money to our bank account? Tell us, and we add it to your wallet once it arrives."
        action={tell}
      />
    );
  else
    body = (
      <>
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Bank deposits">
            <TableHead>
              <TableRow>
                <TableCell>Transfer date</TableCell>
                <TableCell>Bank reference</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>State</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.records.map((d) => (
                <TableRow key={d.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {dayjs(d.transferredOn).format('DD MMM YYYY')}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{d.bankReference}</TableCell>
                  <TableCell align="right">{formatSiteMoney(d.amount)}</TableCell>
                  <TableCell>
                    <DepositStateChip state={d.state} />
                    {d.rejectionReason && (
                      <Typography variant="body2" color="text.secondary">
                        {d.rejectionReason}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Pager count={data.totalPages} page={data.currentPage} onPage={setPage} />
        <Box sx={{ mt: 2 }}>{tell}</Box>
      </>
    );
  return (
    <SectionCard
      title="Bank deposits"
      subheader="Transfers to our bank account are added once our team confirms them."
    >
      {body}
      {asking && <DepositDialog onClose={() => setAsking(false)} />}
    </SectionCard>
  );
}
