import type { AttentionItem } from '@app/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { formatSiteMoney } from '../../app/site-locale';
import { notify } from '../../ui/notify';
import { useActOnAttention } from './api';

export type ActOn = 'retry' | 'refund' | 'resolve';

const LABELS: Record<ActOn, { title: string; confirm: string; explain: (item: AttentionItem) => string }> = {
  retry: {
    title: 'Send the refund again',
    confirm: 'Retry refund',
    explain: () => 'The failed refund is sent to the gateway again; if it fails again a new case opens.',
  },
  refund: {
    title: 'Refund the order',
    confirm: 'Refund',
    explain: (item) =>
      `What is left of ${formatSiteMoney(item.amount)} goes back to the buyer's ${item.paymentMethod === 'wallet' ? 'wallet' : 'card'}, and an order stopped mid-booking is marked failed. Do this only once you know the airline issued no ticket.`,
  },
  resolve: {
    title: 'Close the case',
    confirm: 'Close case',
    explain: () => 'Closing moves no money. Say what was done outside the system.',
  },
};

/** Asks for a note before an action on a case: the next person reads what was done and why. */
export function AttentionActDialog({
  item,
  action,
  onClose,
}: {
  item: AttentionItem;
  action: ActOn;
  onClose: () => void;
}) {
  const titleId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const act = useActOnAttention();
  const label = LABELS[action];

  function submit() {
    if (!note.trim()) return setError('Say what was done');
    act.mutate(
      { id: item.id, action, note: note.trim() },
      {
        onSuccess: (answer) => {
          notify.success(answer.data.message);
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {label.title} · {item.orderReference}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{label.explain(item)}</DialogContentText>
        <TextField
          label="Note"
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setError('');
          }}
          error={Boolean(error)}
          helperText={error || 'What was done, for whoever reads this case next'}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={action === 'refund' ? 'error' : 'primary'}
          loading={act.isPending}
          onClick={submit}
        >
          {label.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
