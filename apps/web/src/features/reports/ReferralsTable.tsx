import type { ReferralReport } from '@app/contracts';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Pager } from '../../ui/Pager';
import { formatRupees } from '../flights/format';
import { USER_TYPE_LABELS } from '../user-dashboard/user-type-labels';
import { formatCount } from './dashboard-format';

/** The period's totals over every referrer, not only the page shown. */
function Totals({ report }: { report: ReferralReport }) {
  const { totals, totalRecords } = report;
  const items = [
    ['Referrers', formatCount(totalRecords)],
    ['Sign-ups', formatCount(totals.signups)],
    ['Booked', formatCount(totals.booked)],
    ['Bookings', formatCount(totals.bookings)],
    ['Sales', formatRupees(totals.sales)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Totals"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, m: 0, mb: 2 }}
    >
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`total-${label}`}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Referrers ranked by sign-ups, with what the people they brought have booked and paid. */
export function ReferralsTable({
  report,
  onPage,
}: {
  report: ReferralReport;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <Totals report={report} />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Referrers">
          <TableHead>
            <TableRow>
              <TableCell>Referrer</TableCell>
              <TableCell align="right">Sign-ups</TableCell>
              <TableCell align="right">Booked</TableCell>
              <TableCell align="right">Bookings</TableCell>
              <TableCell align="right">Sales</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.records.map((r) => (
              <TableRow key={r.userId}>
                <TableCell component="th" scope="row" sx={{ minWidth: 160, wordBreak: 'break-word' }}>
                  {r.name}
                  <Typography variant="body2" color="text.secondary">
                    {r.email ?? 'No e-mail'}
                  </Typography>
                  {/* Under the name rather than in a column of its own: the table fits 600 px. */}
                  <Typography variant="caption" color="text.secondary" component="p">
                    {USER_TYPE_LABELS[r.userType]}
                    {r.referralCode && (
                      <>
                        {' · code '}
                        <Box component="span" sx={{ fontFamily: 'monospace' }}>
                          {r.referralCode}
                        </Box>
                      </>
                    )}
                  </Typography>
                </TableCell>
                <TableCell align="right">{formatCount(r.signups)}</TableCell>
                <TableCell align="right">{formatCount(r.booked)}</TableCell>
                <TableCell align="right">{formatCount(r.bookings)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(r.sales)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager count={report.totalPages} page={report.currentPage} onPage={onPage} />
    </>
  );
}
