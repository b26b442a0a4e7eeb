import type { TopUpReceipt } from '@app/contracts';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Alert, type AlertColor, Box, Button, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { useSite } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { PRINT_STYLES } from '../bookings/print-mode';
import { invalidateWalletFunds } from '../payments/api/wallet';
import { walletKeys } from '../wallet/api/wallet';
import { useTopUpReceipt } from './api';
import { WALLET_PATH } from './paths';

const SEVERITY: Partial<Record<TopUpReceipt['status'], AlertColor>> = {
  completed: 'success',
  pending: 'info',
  processing: 'info',
};
const WHEN = 'DD MMM YYYY, HH:mm';

function Line({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ textAlign: 'right', wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The receipt as it prints: who paid the site what, the fee, and the gateway's id of the payment. */
function Receipt({ receipt }: { receipt: TopUpReceipt }) {
  const site = useSite();
  const { payer } = receipt;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Receipt"
      sx={{ p: { xs: 2, sm: 3 }, '@media print': { border: 0, p: 0 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        {site.logoUrl && (
          <Box
            component="img"
            src={site.logoUrl}
            alt=""
            sx={{ height: 40, maxWidth: 140, objectFit: 'contain' }}
          />
        )}
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {site.companyName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Receipt for a wallet top-up
          </Typography>
        </Box>
      </Box>
      <Line label="Reference" value={receipt.reference} testId="top-up-reference" />
      <Line
        label="Received from"
        value={[payer.companyName, payer.name, payer.email].filter(Boolean).join(' · ')}
      />
      {receipt.paidAt && <Line label="Paid on" value={siteTime(receipt.paidAt).format(WHEN)} />}
      <Line label="Added to the wallet" value={formatSiteMoney(receipt.amount)} testId="top-up-amount" />
      <Line label="Gateway fee" value={formatSiteMoney(receipt.fee)} testId="top-up-fee" />
      <Line
        label="Total paid"
        value={<strong>{formatSiteMoney(receipt.total)}</strong>}
        testId="top-up-total"
      />
      {receipt.gatewayTransactionId && (
        <Line
          label="Gateway transaction id"
          value={receipt.gatewayTransactionId}
          testId="top-up-transaction-id"
        />
      )}
      {receipt.creditedAt && <Line label="Credited on" value={siteTime(receipt.creditedAt).format(WHEN)} />}
    </Paper>
  );
}

/**
 * /user/wallet/top-up/:orderId (decision 0054): where the gateway's return lands. It says how the
 * top-up stands (asked again while the gateway's word is awaited) and, once credited, shows the
 * receipt to print; the wallet's figures everywhere are read again.
 */
export function TopUpReceiptPage() {
  const { orderId = '' } = useParams();
  const query = useTopUpReceipt(orderId);
  const queryClient = useQueryClient();
  const receipt = query.data;
  const credited = receipt?.status === 'completed';
  useEffect(() => {
    if (!credited) return;
    void invalidateWalletFunds(queryClient);
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }, [credited, queryClient]);

  if (query.isPending) return <PageSkeleton rows={4} />;
  const back = (
    <Button component={RouterLink} to={WALLET_PATH} variant="outlined">
      Back to wallet
    </Button>
  );
  if (!receipt)
    return (
      <EmptyState title="Top-up not found" message="Only your own top-ups are shown here." action={back} />
    );
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box data-print="hide">
        <PageTitle
          title={`Wallet top-up ${receipt.reference}`}
          actions={
            <Stack direction="row" spacing={1}>
              {credited && (
                <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
                  Print receipt
                </Button>
              )}
              {back}
            </Stack>
          }
        />
        <Alert severity={SEVERITY[receipt.status] ?? 'error'} sx={{ mb: 2 }} data-testid="top-up-message">
          {receipt.message}
        </Alert>
      </Box>
      {credited ? (
        <Receipt receipt={receipt} />
      ) : (
        <Box data-print="hide">
          <Line label="Amount" value={formatSiteMoney(receipt.amount)} />
          <Line label="Gateway fee" value={formatSiteMoney(receipt.fee)} />
          <Line label="To pay" value={formatSiteMoney(receipt.total)} />
        </Box>
      )}
    </Box>
  );
}
