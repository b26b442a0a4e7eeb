import { type WalletOwner, walletAvailable } from '@app/contracts';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatRupees } from '../flights/format';
import { creditTone } from '../wallet-credit/CreditFigures';

function Figure({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: string;
  tone?: 'error';
  testId?: string;
}) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        color={tone === 'error' ? 'error' : 'text.primary'}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Who owns the wallet, its balance and how far below zero it may go. */
export function WalletSummary({ owner, actions }: { owner: WalletOwner | undefined; actions?: ReactNode }) {
  if (!owner) return <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" noWrap>
          {owner.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {owner.email ?? owner.id} · {owner.userType}
        </Typography>
      </Box>
      <Figure
        label="Wallet balance"
        testId="wallet-balance"
        value={formatRupees(owner.balance)}
        tone={owner.balance < 0 ? 'error' : undefined}
      />
      {/* A zero limit (every retail wallet) is no news; where the money comes from is. */}
      {owner.creditLimit > 0 ? (
        <>
          <Figure label="Credit limit" value={formatRupees(owner.creditLimit)} />
          {/* What a booking may still take: the balance and the unused credit line (issue 16). */}
          <Figure
            label="Available"
            testId="wallet-available"
            value={formatRupees(Math.max(0, walletAvailable(owner)))}
            tone={creditTone(owner) === 'error' ? 'error' : undefined}
          />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 280 }} data-testid="wallet-note">
          Refunds of bookings paid from this wallet land here, ready to pay for the next one; a booking paid
          by card is refunded to the card.
        </Typography>
      )}
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Paper>
  );
}
