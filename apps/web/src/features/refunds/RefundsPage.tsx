import {
  countLabel,
  MSG,
  REFUND_MSG,
  REFUND_STATES,
  type RefundState,
  type StaffRefund,
} from '@app/contracts';
import { Box, Button, Chip, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { EmptyState } from '../../ui/EmptyState';
import { notify } from '../../ui/notify';
import { Pager } from '../../ui/Pager';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { useRefunds, useRetryRefund } from './api';

const STATE_LABELS: Record<RefundState, { label: string; color: 'default' | 'info' | 'success' | 'error' }> =
  {
    requested: { label: 'Requested', color: 'default' },
    sent: { label: 'Sent to the gateway', color: 'info' },
    settled: { label: 'Settled', color: 'success' },
    failed: { label: 'Failed', color: 'error' },
  };

const WHEN = 'D MMM YYYY, HH:mm';

const isState = (value: string | null): value is RefundState =>
  value !== null && (REFUND_STATES as readonly string[]).includes(value);

/** /staff/refunds: every refund of the site, newest first, with its state; a failed one can be sent again. */
export function RefundsPage() {
  const [params, setParams] = useSearchParams();
  const state = isState(params.get('state')) ? (params.get('state') as RefundState) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const refunds = useRefunds(page, state);

  const show = (next: { state?: RefundState; page?: number }) => {
    const query = new URLSearchParams();
    if (next.state) query.set('state', next.state);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <>
      <PageTitle
        title="Refunds"
        subtitle="Money going back to buyers, to their wallet or their card, newest first."
        actions={
          <TextField
            select
            size="small"
            label="State"
            value={state ?? 'all'}
            onChange={(e) => show({ state: isState(e.target.value) ? e.target.value : undefined })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="all">All states</MenuItem>
            {REFUND_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATE_LABELS[s].label}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {refunds.isPending ? (
        <PageSkeleton rows={4} />
      ) : refunds.isError ? (
        <Paper>
          <EmptyState title={MSG.somethingWrong} message="The refunds could not be loaded." />
        </Paper>
      ) : refunds.data.records.length === 0 ? (
        <Paper>
          <EmptyState
            title={REFUND_MSG.emptyTitle}
            message={state ? REFUND_MSG.emptyOfState : REFUND_MSG.emptyBody}
          />
        </Paper>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary" role="status">
            {countLabel(refunds.data, 'refund', 'refunds')}
          </Typography>
          {refunds.data.records.map((refund) => (
            <RefundCard key={refund.id} refund={refund} />
          ))}
          <Pager
            count={refunds.data.totalPages}
            page={refunds.data.currentPage}
            onPage={(p) => show({ state, page: p })}
          />
        </Stack>
      )}
    </>
  );
}

function RefundCard({ refund }: { refund: StaffRefund }) {
  const mayRetry = useMyPermissions().can('attention.act');
  const retry = useRetryRefund();
  const state = STATE_LABELS[refund.state];
  return (
    <Paper component="article" aria-label={`Refund ${refund.orderReference}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          <Link component={RouterLink} to={`/flight/order/${encodeURIComponent(refund.orderId)}`}>
            Order {refund.orderReference}
          </Link>
        </Typography>
        <Chip size="small" color={state.color} label={state.label} />
        <Typography sx={{ fontWeight: 600 }} data-testid="refund-amount">
          {formatSiteMoney(refund.amount)} to the {refund.method === 'wallet' ? 'wallet' : 'card'}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        {refund.buyer}
      </Typography>
      <Typography sx={{ mt: 1, wordBreak: 'break-word' }}>{refund.reason}</Typography>
      {refund.lastError && (
        <Typography color="error" variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          Last error: {refund.lastError}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Requested {siteTime(refund.createdAt).format(WHEN)}
        {refund.settledAt && ` · settled ${siteTime(refund.settledAt).format(WHEN)}`}
      </Typography>
      {refund.state === 'failed' && mayRetry && (
        <Button
          variant="outlined"
          sx={{ mt: 1.5 }}
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(refund.id, { onSuccess: (answer) => notify.success(answer.data.message) })
          }
        >
          Retry
        </Button>
      )}
    </Paper>
  );
}
