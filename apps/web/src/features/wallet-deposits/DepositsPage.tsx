import {
  DEPOSIT_MSG,
  DEPOSIT_STATE_LABELS,
  DEPOSIT_STATES,
  type DepositState,
  MSG,
  type StaffDeposit,
} from '@app/contracts';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PageTitle } from '../../ui/PageTitle';
import { useDecideDeposit, useDepositSlip, useDeposits } from './api';
import { DepositStateChip } from './DepositStateChip';

const whose = (d: StaffDeposit) => d.depositor.companyName ?? d.depositor.name;

function SlipDialog({ deposit, onClose }: { deposit: StaffDeposit; onClose: () => void }) {
  const titleId = useId();
  const slip = useDepositSlip(deposit.id);
  return (
    <Dialog open onClose={onClose} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Slip of {deposit.bankReference}</DialogTitle>
      <DialogContent>
        {slip.data ? (
          <Box
            component="img"
            src={slip.data}
            alt={`Transfer slip ${deposit.bankReference}`}
            sx={{ maxWidth: '100%' }}
          />
        ) : slip.isError ? (
          <Alert severity="error">{MSG.somethingWrong}</Alert>
        ) : (
          <Skeleton variant="rounded" width={320} height={240} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function RejectDialog({ deposit, onClose }: { deposit: StaffDeposit; onClose: () => void }) {
  const titleId = useId();
  const { reject } = useDecideDeposit();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function send() {
    if (reason.trim() === '') return setError(MSG.required);
    try {
      await reject.mutateAsync({ depositId: deposit.id, reason });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MSG.somethingWrong);
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Reject {deposit.bankReference}?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{whose(deposit)} is told, with your reason. No money moves.</Typography>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error !== null}
          helperText={error ?? 'What the agency reads, e.g. no such credit on our statement'}
          fullWidth
          multiline
          minRows={2}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" loading={reject.isPending} onClick={() => void send()}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Acting = { deposit: StaffDeposit; action: 'confirm' | 'reject' | 'slip' } | null;

function DepositCard({ deposit, onAct }: { deposit: StaffDeposit; onAct: (acting: Acting) => void }) {
  const { depositor } = deposit;
  return (
    <Paper component="article" aria-label={`Deposit ${deposit.bankReference}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
          {formatSiteMoney(deposit.amount)} from {whose(deposit)}
        </Typography>
        <DepositStateChip state={deposit.state} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[depositor.name, depositor.email].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
        Reference {deposit.bankReference} · sent {dayjs(deposit.transferredOn).format('DD MMM YYYY')} · told
        us {siteTime(deposit.createdAt).format('DD MMM YYYY, HH:mm')}
      </Typography>
      {deposit.remarks && <Typography variant="body2">“{deposit.remarks}”</Typography>}
      {deposit.state !== 'pending' && (
        <Typography variant="body2" color="text.secondary">
          {DEPOSIT_STATE_LABELS[deposit.state]} by {deposit.decidedBy ?? 'staff'}
          {deposit.decidedAt ? ` on ${siteTime(deposit.decidedAt).format('DD MMM YYYY, HH:mm')}` : ''}
          {deposit.rejectionReason ? `: ${deposit.rejectionReason}` : ''}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
        {deposit.hasSlip && (
          <Button size="small" onClick={() => onAct({ deposit, action: 'slip' })}>
            View slip
          </Button>
        )}
        {deposit.state === 'pending' && (
          <>
            <Button size="small" variant="contained" onClick={() => onAct({ deposit, action: 'confirm' })}>
              Confirm
            </Button>
            <Button size="small" color="error" onClick={() => onAct({ deposit, action: 'reject' })}>
              Reject
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /staff/deposits (wallets.deposits, decision 0054): agencies' bank transfers to confirm against the
 * statement — the wallet is credited once — or to reject with a reason the agency reads.
 */
export function DepositsPage() {
  const [state, setState] = useState<DepositState>('pending');
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<Acting>(null);
  const deposits = useDeposits(state, page);
  const { confirm } = useDecideDeposit();
  const data = deposits.data;
  const close = () => setActing(null);

  return (
    <>
      <PageTitle
        title="Bank deposits"
        subtitle="Transfers agencies say they made to the site's account. Confirm each against the bank statement."
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state}
        onChange={(_event, next: DepositState | null) => {
          if (!next) return;
          setState(next);
          setPage(1);
        }}
        aria-label="Deposits shown"
        sx={{ mb: 2 }}
      >
        {DEPOSIT_STATES.map((s) => (
          <ToggleButton key={s} value={s}>
            {DEPOSIT_STATE_LABELS[s]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!data ? (
        <Skeleton variant="rounded" height={160} />
      ) : data.records.length === 0 ? (
        <Paper>
          <EmptyState title={DEPOSIT_MSG.noDeposits} />
        </Paper>
      ) : (
        <Stack spacing={2}>
          {data.records.map((deposit) => (
            <DepositCard key={deposit.id} deposit={deposit} onAct={setActing} />
          ))}
          <Pager count={data.totalPages} page={data.currentPage} onPage={setPage} />
        </Stack>
      )}
      {acting?.action === 'confirm' && (
        <ConfirmDialog
          title={`Add ${formatSiteMoney(acting.deposit.amount)} to ${whose(acting.deposit)}’s wallet?`}
          message={`Only once the transfer ${acting.deposit.bankReference} is on the bank statement. The wallet is credited at once.`}
          confirmLabel="Confirm deposit"
          tone="primary"
          busy={confirm.isPending}
          onConfirm={() => void confirm.mutateAsync(acting.deposit.id).then(close, close)}
          onClose={close}
        />
      )}
      {acting?.action === 'reject' && <RejectDialog deposit={acting.deposit} onClose={close} />}
      {acting?.action === 'slip' && <SlipDialog deposit={acting.deposit} onClose={close} />}
    </>
  );
}
