import { Box, Button, Divider, Stack } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import { MoneyRow } from './MoneyRow';

interface FareSummaryCardProps {
  fare: number;
  extras: number;
  submitting: boolean;
}

/** What the user pays, kept in view while they fill the forms; Continue submits the page's form. */
export function FareSummaryCard({ fare, extras, submitting }: FareSummaryCardProps) {
  return (
    <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
      <SectionCard title="Fare summary">
        <Stack spacing={1} data-testid="fare-summary">
          <MoneyRow label="Fare, service fee and GST" amount={fare} />
          <MoneyRow label="Extras" amount={extras} />
          <Divider />
          <MoneyRow label="Total payable" amount={fare + extras} strong testId="total-payable" />
          <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
            Continue
          </Button>
        </Stack>
      </SectionCard>
    </Box>
  );
}
