import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import { formatRupees } from '../flights/format';

interface FareSummaryCardProps {
  fare: number;
  extras: number;
  submitting: boolean;
}

const Row = ({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography fontWeight={strong ? 700 : 400}>{label}</Typography>
    <Typography fontWeight={strong ? 700 : 400}>{formatRupees(amount)}</Typography>
  </Box>
);

/** What the user pays, kept in view while they fill the forms; Continue submits the page's form. */
export function FareSummaryCard({ fare, extras, submitting }: FareSummaryCardProps) {
  return (
    <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
      <SectionCard title="Fare summary">
        <Stack spacing={1} data-testid="fare-summary">
          <Row label="Fare" amount={fare} />
          <Row label="Extras" amount={extras} />
          <Divider />
          <Row label="Total payable" amount={fare + extras} strong />
          <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
            Continue
          </Button>
        </Stack>
      </SectionCard>
    </Box>
  );
}
