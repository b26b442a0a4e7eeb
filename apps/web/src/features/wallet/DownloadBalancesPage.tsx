import { Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { siteToday } from '../../app/site-locale';
import { DateInput } from '../../ui/DateInput';
import { PageTitle } from '../../ui/PageTitle';
import { DownloadBalancesButton } from './DownloadBalancesButton';

/** /staff/download-balances: every customer's wallet balance on a chosen day, as a dated spreadsheet. */
export function DownloadBalancesPage() {
  const today = siteToday();
  const [day, setDay] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= today;
  return (
    <>
      <PageTitle
        title="Download balances"
        subtitle="Every customer's wallet balance and credit limit, as a spreadsheet."
      />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Each customer's name, e-mail, type, balance and credit limit as they stood at the end of the day you
          choose: today's balances are as of now.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <DateInput
            label="Balances on"
            value={day}
            onChange={setDay}
            error={!valid}
            helperText={valid ? ' ' : 'Choose a day up to today'}
            sx={{ maxWidth: 240 }}
          />
          <DownloadBalancesButton variant="contained" day={day} disabled={!valid} />
        </Stack>
      </Paper>
    </>
  );
}
