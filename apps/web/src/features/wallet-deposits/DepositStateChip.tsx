import { DEPOSIT_STATE_LABELS, type DepositState } from '@app/contracts';
import { Chip } from '@mui/material';

const COLOURS = { pending: 'warning', confirmed: 'success', rejected: 'error' } as const;

/** Where a deposit stands: waiting for staff, confirmed (credited) or rejected. */
export function DepositStateChip({ state }: { state: DepositState }) {
  return <Chip size="small" color={COLOURS[state]} label={DEPOSIT_STATE_LABELS[state]} />;
}
