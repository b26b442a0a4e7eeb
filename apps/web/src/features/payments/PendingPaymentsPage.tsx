import { countLabel, PAYMENT_RECORDS_MSG, type PendingPayment, type RefreshOutcome } from '@app/contracts';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { notify } from '../../ui/notify';
import { Pager } from '../../ui/Pager';
import { PageTitle } from '../../ui/PageTitle';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { usePendingPayments, useRefreshPayment } from './api/payment-records';
import { WHEN } from './GatewayTransactionsPage';
import { CustomerLine, orderPagePath } from './payment-labels';
import { QueryList } from './QueryList';

/** How long a payment has waited: '42 min', '3 h 5 min', '2 days 4 h'. */
export function ageText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ${hours % 24} h`;
}

type Outcome = { paymentId: string; orderReference: string; outcome: RefreshOutcome; message: string };
const SEVERITY: Record<RefreshOutcome, 'success' | 'info' | 'warning'> = {
  paid: 'success',
  failed: 'info',
  closed: 'info',
  pending: 'warning',
  unavailable: 'warning',
};

/** /staff/pending-payments: gateway payments still waiting for an answer, oldest first, each refreshable. */
export function PendingPaymentsPage() {
  const [page, setPage] = useState(1);
  const pending = usePendingPayments(page);
  // What each refresh found stays in view: a payment settled by it leaves the list.
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const heard = (outcome: Outcome) =>
    setOutcomes((shown) => [outcome, ...shown.filter((o) => o.paymentId !== outcome.paymentId)].slice(0, 5));
  return (
    <>
      <PageTitle
        title="Pending payment-gateway entries"
        subtitle="Payments started at the gateway that have no answer yet, oldest first. Refresh Status asks the gateway again and acts on its answer."
      />
      {outcomes.length > 0 && (
        <Stack spacing={1} sx={{ mb: 2 }} aria-label="Refresh outcomes" role="region">
          {outcomes.map((o) => (
            <Alert
              key={o.paymentId}
              severity={SEVERITY[o.outcome]}
              onClose={() => setOutcomes((s) => s.filter((x) => x !== o))}
            >
              Order {o.orderReference}: {o.message}
            </Alert>
          ))}
        </Stack>
      )}
      <QueryList
        query={pending}
        empty={{
          title: PAYMENT_RECORDS_MSG.pendingEmptyTitle,
          message: PAYMENT_RECORDS_MSG.pendingEmptyBody,
        }}
      >
        {(data) => (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary" role="status">
              {countLabel(data, 'pending payment', 'pending payments')}
            </Typography>
            {data.records.map((payment) => (
              <PendingCard key={payment.id} payment={payment} onOutcome={heard} />
            ))}
            <Pager count={data.totalPages} page={data.currentPage} onPage={setPage} />
          </Stack>
        )}
      </QueryList>
    </>
  );
}

function PendingCard({ payment, onOutcome }: { payment: PendingPayment; onOutcome: (o: Outcome) => void }) {
  const mayRefresh = useMyPermissions().can('payments.refresh');
  const refresh = useRefreshPayment();
  const run = () =>
    refresh.mutate(payment.id, {
      onSuccess: (answer) => {
        onOutcome({ ...answer, orderReference: payment.orderReference });
        if (answer.outcome === 'paid') notify.success(answer.message);
        else notify.info(answer.message);
      },
    });
  return (
    <Paper component="article" aria-label={`Payment ${payment.orderReference}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
          <Link component={RouterLink} to={orderPagePath(payment.orderId)}>
            Order {payment.orderReference}
          </Link>
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="pending-amount">
          {formatSiteMoney(payment.amount)}
        </Typography>
      </Box>
      <CustomerLine customer={payment.customer} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        Started {siteTime(payment.createdAt).format(WHEN)} · waiting {ageText(payment.ageMinutes)}
        {payment.provider && ` · ${payment.provider}`} · {payment.id}
      </Typography>
      {mayRefresh && (
        <Button variant="outlined" sx={{ mt: 1.5 }} loading={refresh.isPending} onClick={run}>
          Refresh Status
        </Button>
      )}
    </Paper>
  );
}
