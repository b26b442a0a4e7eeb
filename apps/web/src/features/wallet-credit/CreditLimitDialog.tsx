import { CREDIT_MSG, type CreditLimitChange } from '@app/contracts';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ApiFailure } from '../../api/api-failure';
import { siteToday } from '../../app/site-locale';
import { DateInput } from '../../ui/DateInput';
import { toInputDate } from '../../ui/input-dates';
import { formatRupees } from '../flights/format';
import { useCreditLimits, useSetCreditLimit } from './api/credit-limits';
import { CreditFigures } from './CreditFigures';

/** '50,000' or '50000.50' → paise; 0 is a limit too (no credit). undefined when unreadable. */
export function limitToPaise(input: string): number | undefined {
  const cleaned = input.replaceAll(',', '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

const STATE_LABELS: Record<CreditLimitChange['state'], string> = {
  inForce: 'In force',
  scheduled: 'Scheduled',
  past: 'Replaced',
};

type Errors = { amount?: string; effectiveOn?: string };

/**
 * Staff set an agency's credit limit from a day (today or later, the site's calendar) and see every
 * limit it has had; `canSet` (wallets.creditLimit) shows the form.
 */
export function CreditLimitDialog({
  userId,
  name,
  canSet,
  onClose,
}: {
  userId: string | null;
  name: string;
  canSet: boolean;
  onClose: () => void;
}) {
  const limits = useCreditLimits(userId);
  const save = useSetCreditLimit();
  const [amount, setAmount] = useState('');
  const [effectiveOn, setEffectiveOn] = useState(siteToday);
  const [errors, setErrors] = useState<Errors>({});
  const close = () => {
    setAmount('');
    setErrors({});
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const paise = limitToPaise(amount);
    const found: Errors = {
      ...(paise === undefined ? { amount: CREDIT_MSG.amount } : {}),
      ...(effectiveOn === '' ? { effectiveOn: CREDIT_MSG.date } : {}),
    };
    setErrors(found);
    if (!userId || paise === undefined || found.effectiveOn) return;
    try {
      await save.mutateAsync({ userId, amount: paise, effectiveOn });
      setAmount('');
    } catch (error) {
      // The client has toasted the message; field messages also go under their fields.
      if (error instanceof ApiFailure) setErrors(error.fieldErrors as Errors);
    }
  };
  const data = limits.data;
  return (
    <Dialog
      open={userId !== null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="credit-limit-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="credit-limit-title">Credit limit · {name}</DialogTitle>
        <DialogContent dividers>
          {!data ? (
            limits.isError ? (
              <Typography color="error">The credit limits could not be loaded.</Typography>
            ) : (
              <Skeleton variant="rounded" height={160} />
            )
          ) : (
            <Stack spacing={2}>
              {!data.agentsOnCredit && (
                <Alert severity="info">
                  This site does not let agencies book on credit (Other settings): limits are kept but not
                  used.
                </Alert>
              )}
              {data.creditLimit > 0 ? (
                <CreditFigures funds={data} />
              ) : (
                <Typography color="text.secondary">
                  No credit limit in force · wallet balance {formatRupees(data.balance)}
                </Typography>
              )}
              {canSet && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    label="New limit"
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                    error={Boolean(errors.amount)}
                    helperText={errors.amount ?? '0 removes the credit line'}
                    fullWidth
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                      htmlInput: { inputMode: 'decimal' },
                    }}
                  />
                  <DateInput
                    label="Applies from"
                    value={effectiveOn}
                    onChange={setEffectiveOn}
                    error={Boolean(errors.effectiveOn)}
                    helperText={errors.effectiveOn ?? 'Today or a later day'}
                    fullWidth
                  />
                </Stack>
              )}
              {data.changes.length === 0 ? (
                <Typography color="text.secondary">No credit limit has been set yet.</Typography>
              ) : (
                <List dense aria-label="Credit limits given" disablePadding>
                  {data.changes.map((c) => (
                    <ListItem key={c.id} disableGutters divider>
                      <ListItemText
                        primary={`${formatRupees(c.amount)} from ${toInputDate(c.effectiveOn)}`}
                        secondary={c.createdByEmail ? `Set by ${c.createdByEmail}` : undefined}
                      />
                      <Chip
                        size="small"
                        label={STATE_LABELS[c.state]}
                        color={c.state === 'inForce' ? 'success' : 'default'}
                        variant={c.state === 'scheduled' ? 'outlined' : 'filled'}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
          {canSet && (
            <Button type="submit" variant="contained" loading={save.isPending} disabled={!data}>
              Set limit
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
