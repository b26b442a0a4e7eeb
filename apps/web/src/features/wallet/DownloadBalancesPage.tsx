import { Paper, Typography } from '@mui/material';
import { PageTitle } from '../../ui/PageTitle';
import { DownloadBalancesButton } from './DownloadBalancesButton';

/** /staff/download-balances: the Transactions menu's spreadsheet of every customer's wallet. */
export function DownloadBalancesPage() {
  return (
    <>
      <PageTitle
        title="Download balances"
        subtitle="Every customer's wallet balance and credit limit, as a spreadsheet."
      />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The file lists each customer's name, e-mail, type, balance and credit limit in rupees, as of now.
        </Typography>
        <DownloadBalancesButton variant="contained" />
      </Paper>
    </>
  );
}
