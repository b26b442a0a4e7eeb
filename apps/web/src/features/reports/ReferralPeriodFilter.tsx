import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Paper } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../ui/form/FormDateField';
import { ALL_TIME, type ReferralPeriodForm, referralPeriodForm } from './referral-filters';

/** Which sign-ups count: those of the days typed (dd/MM/yyyy), or all time when both are empty. */
export function ReferralPeriodFilter({ onApply }: { onApply: (period: ReferralPeriodForm) => void }) {
  const form = useForm<ReferralPeriodForm>({
    resolver: zodResolver(referralPeriodForm),
    defaultValues: ALL_TIME,
  });
  const clear = () => {
    form.reset(ALL_TIME);
    onApply(ALL_TIME);
  };
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Box
        component="form"
        noValidate
        aria-label="Referral period"
        onSubmit={form.handleSubmit(onApply)}
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr) auto' },
        }}
      >
        <FormDateField control={form.control} name="from" label="Signed up from" />
        <FormDateField control={form.control} name="to" label="Signed up to" />
        <Box sx={{ display: 'flex', gap: 1, pt: { sm: 1 } }}>
          <Button type="submit" variant="contained">
            Apply
          </Button>
          <Button onClick={clear}>All time</Button>
        </Box>
      </Box>
    </Paper>
  );
}
