import { ATTENTION_MSG, type AttentionItem, MSG } from '@app/contracts';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { type ActOn, AttentionActDialog } from './AttentionActDialog';
import { useAttention } from './api';

const KIND_LABELS: Record<string, string> = {
  'left-mid-booking': 'Stopped while booking',
  'payment-mismatch': 'Paid amount differs',
  'stray-charge': 'Charged twice',
  'refund-failed': 'Refund failed',
  'mail-not-sent': 'Buyer mail not sent',
  flagged: 'Flagged earlier',
  'ticket-unconfirmed': 'Ticket not confirmed',
  'change-request-stuck': 'Change request not finished',
  'fd-seats-gone': 'Paid late, seats gone (refunded)',
  'fd-late-names': 'Late name-list addition',
  'duplicate-supplier-ref': 'Booking also on another order',
};

const ACTION_LABELS: Record<ActOn, string> = {
  retry: 'Retry refund',
  refund: 'Refund',
  markTicketed: 'Mark ticketed',
  resolve: 'Close case',
};

/** /staff/attention: orders the system could not settle by itself, what it tried, and what staff may do. */
export function AttentionPage() {
  const cases = useAttention();
  const [acting, setActing] = useState<{ item: AttentionItem; action: ActOn } | null>(null);

  return (
    <>
      <PageTitle
        title="Needs attention"
        subtitle="Orders the system could not settle by itself: money taken and no ticket, a refund the gateway refused."
      />
      {cases.isPending ? (
        <PageSkeleton rows={3} />
      ) : cases.isError ? (
        <Paper>
          <EmptyState title={MSG.somethingWrong} message="The cases could not be loaded." />
        </Paper>
      ) : cases.data.length === 0 ? (
        <Paper>
          <EmptyState title={ATTENTION_MSG.emptyTitle} message={ATTENTION_MSG.emptyBody} />
        </Paper>
      ) : (
        <Stack spacing={2}>
          {cases.data.map((item) => (
            <AttentionCard key={item.id} item={item} onAct={(action) => setActing({ item, action })} />
          ))}
        </Stack>
      )}
      {acting && <AttentionActDialog {...acting} onClose={() => setActing(null)} />}
    </>
  );
}

function AttentionCard({ item, onAct }: { item: AttentionItem; onAct: (action: ActOn) => void }) {
  const mayAct = useMyPermissions().can('attention.act');
  return (
    <Paper component="article" aria-label={`Order ${item.orderReference}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Order {item.orderReference}
        </Typography>
        <Chip size="small" color="warning" label={KIND_LABELS[item.kind] ?? item.kind} />
        <Typography variant="body2" color="text.secondary">
          {formatSiteMoney(item.amount)} by {item.paymentMethod === 'wallet' ? 'wallet' : 'card'} · opened{' '}
          {siteTime(item.openedAt).format('D MMM YYYY, HH:mm')}
        </Typography>
      </Box>
      <Typography sx={{ mb: 1 }}>{item.summary}</Typography>
      <Typography variant="subtitle2" component="h3">
        What the system tried
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, pl: 3, color: 'text.secondary', wordBreak: 'break-word' }}>
        {item.tried.map((line) => (
          <li key={line}>
            <Typography variant="body2">{line}</Typography>
          </li>
        ))}
      </Box>
      {mayAct && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {item.actions.map((action) => (
            <Button
              key={action}
              variant={action === 'resolve' ? 'text' : 'outlined'}
              color={action === 'refund' ? 'error' : 'primary'}
              onClick={() => onAct(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
