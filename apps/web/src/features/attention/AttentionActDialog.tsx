import { type AttentionAction, type AttentionItem, attentionActRequest } from '@app/contracts';
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
import { formatSiteMoney } from '../../app/site-money';
import { notify } from '../../ui/notify';
import { useActOnAttention } from './api';

export type ActOn = AttentionAction;

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
      `What is left of ${formatSiteMoney(item.amount)} goes back to the buyer's ${item.paymentMethod === 'wallet' ? 'wallet' : 'card'}, an order stopped mid-booking is marked failed, and a booking also on another order is marked cancelled here. Do this only once you know the airline issued no ticket for this order.`,
  },
  markTicketed: {
    title: 'Mark ticketed',
    confirm: 'Mark ticketed',
    explain: () =>
      'Only once the airline or supplier has confirmed the ticket: the flights still waiting for its answer are marked ticketed under this PNR and the buyer is sent the confirmation. No money moves.',
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
  const [pnr, setPnr] = useState('');
  const [errors, setErrors] = useState<{ note?: string; pnr?: string }>({});
  const act = useActOnAttention();
  const label = LABELS[action];
  const asksPnr = action === 'markTicketed';

  function submit() {
    // The server's own rules, so the dialog says what it would refuse, under the field concerned.
    const checked = attentionActRequest.safeParse({
      id: item.id,
      action,
      note,
      ...(asksPnr ? { pnr: pnr || undefined } : {}),
    });
    if (!checked.success) {
      const found: { note?: string; pnr?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'note' || field === 'pnr') && !found[field]) found[field] = issue.message;
      }
      return setErrors(found);
    }
    act.mutate(checked.data, {
      onSuccess: (answer) => {
        notify.success(answer.data.message);
        onClose();
      },
      onError: (failure) => setErrors({ note: failure.message }),
    });
  }

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {label.title} · {item.orderReference}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{label.explain(item)}</DialogContentText>
        {asksPnr && (
          <TextField
            label="PNR"
            value={pnr}
            onChange={(e) => {
              setPnr(e.target.value.toUpperCase());
              setErrors((was) => ({ ...was, pnr: undefined }));
            }}
            error={Boolean(errors.pnr)}
            helperText={errors.pnr || 'As the airline or supplier confirmed it'}
            slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'characters' } }}
            sx={{ mb: 2 }}
            fullWidth
            autoFocus
          />
        )}
        <TextField
          label="Note"
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setErrors((was) => ({ ...was, note: undefined }));
          }}
          error={Boolean(errors.note)}
          helperText={errors.note || 'What was done, for whoever reads this case next'}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          fullWidth
          autoFocus={!asksPnr}
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
