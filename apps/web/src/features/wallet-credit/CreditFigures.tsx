import { creditLevel, type WalletFunds, walletAvailable } from '@app/contracts';
import { Box, Typography } from '@mui/material';
import { formatSiteMoney } from '../../app/site-money';

type Tone = 'warning' | 'error' | undefined;

function Figure({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId: string;
  tone?: Tone;
}) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography
        variant="subtitle1"
        component="p"
        data-testid={testId}
        color={tone ? `${tone}.main` : 'text.primary'}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** How serious a low credit is: under 40 % a warning; under 20 % or used up an error. */
export function creditTone(funds: WalletFunds): Tone {
  const level = creditLevel(funds);
  if (level === 'below40') return 'warning';
  return level === 'below20' || level === 'usedUp' ? 'error' : undefined;
}

/**
 * An agency's wallet as booking on credit sees it (issue 16): balance, credit limit and what is
 * available (balance + limit), coloured as it runs low (the site-wide CreditBanner says so in
 * words). Nothing without a credit line: a plain wallet shows its balance where it pays.
 */
export function CreditFigures({ funds }: { funds: WalletFunds }) {
  if (funds.creditLimit <= 0) return null;
  const available = walletAvailable(funds);
  return (
    <Box
      role="group"
      aria-label="Wallet and credit"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 1 }}
    >
      <Figure label="Wallet balance" value={formatSiteMoney(funds.balance)} testId="credit-balance" />
      <Figure label="Credit limit" value={formatSiteMoney(funds.creditLimit)} testId="credit-limit" />
      <Figure
        label="Available"
        value={formatSiteMoney(Math.max(0, available))}
        testId="credit-available"
        tone={creditTone(funds)}
      />
    </Box>
  );
}
