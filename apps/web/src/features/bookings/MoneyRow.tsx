import { Box, Typography } from '@mui/material';
import { formatRupees } from '../flights/format';

/** A label and an amount on one line; `minus` marks an amount taken off. */
export function MoneyRow({
  label,
  amount,
  strong,
  minus,
  testId,
}: {
  label: string;
  amount: number;
  strong?: boolean;
  minus?: boolean;
  testId?: string;
}) {
  const weight = strong ? 700 : 400;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography fontWeight={weight}>{label}</Typography>
      <Typography fontWeight={weight} sx={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {minus ? `− ${formatRupees(amount)}` : formatRupees(amount)}
      </Typography>
    </Box>
  );
}
