import type { GatewayEntryState, OrderProductKind } from '@app/contracts';
import { Chip, Typography } from '@mui/material';
import { topUpPath } from '../wallet-top-up/paths';
import { orderPath } from './after-payment';

type Tone = 'default' | 'info' | 'success' | 'warning' | 'error';

/** A payment's state (pending → paid | failed | closed) or a refund's (requested → sent → settled | failed). */
const STATE_LABELS: Record<GatewayEntryState, { label: string; color: Tone }> = {
  pending: { label: 'Pending', color: 'warning' },
  paid: { label: 'Paid', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  closed: { label: 'Closed unpaid', color: 'default' },
  requested: { label: 'Requested', color: 'default' },
  sent: { label: 'Sent to the gateway', color: 'info' },
  settled: { label: 'Settled', color: 'success' },
};

export const stateLabel = (state: GatewayEntryState) => STATE_LABELS[state].label;

/** The state as a small coloured chip, its word always written out (colour is never the only cue). */
export function StateChip({ state }: { state: GatewayEntryState }) {
  const { label, color } = STATE_LABELS[state];
  return <Chip size="small" color={color} label={label} />;
}

export const METHOD_LABELS = { wallet: 'Wallet', gateway: 'Online (gateway)' } as const;

/** The order's own page: each product shows its orders on its own page. */
export function orderPagePath(orderId: string, productKind?: OrderProductKind | null) {
  if (productKind === 'fixedDeparture') return `/fixed-departures/order/${encodeURIComponent(orderId)}`;
  if (productKind === 'walletTopUp') return topUpPath(orderId);
  return orderPath(orderId);
}

/** Who paid: the name, then the e-mail beside it when both are known. */
export function CustomerLine({ customer }: { customer: { id: string; name: string; email: string | null } }) {
  return (
    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
      {customer.name || customer.email || customer.id}
      {customer.email && customer.name ? ` · ${customer.email}` : ''}
    </Typography>
  );
}
