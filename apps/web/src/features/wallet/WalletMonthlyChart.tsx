import type { WalletMonth } from '@app/contracts';
import { Box, Skeleton, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees } from '../flights/format';
import { useWalletMonthly } from './api/wallet';

const toRows = (months: WalletMonth[]) =>
  months.map((m) => ({
    month: dayjs(`${m.month}-01`).format('MMM YY'),
    credits: m.credits / 100,
    debits: m.debits / 100,
    closing: m.closingBalance,
  }));

/** Credits against debits per month, with each month's closing balance listed under the bars. */
export function WalletMonthlyChart({ userId }: { userId?: string }) {
  const monthly = useWalletMonthly(userId);
  if (monthly.isPending) return <Skeleton variant="rounded" height={240} />;
  if (monthly.isError) return <Typography color="error">The monthly details could not be loaded.</Typography>;
  if (monthly.data.length === 0)
    return <Typography color="text.secondary">No monthly details yet.</Typography>;
  const rows = toRows(monthly.data.slice(-12));
  return (
    <Box>
      <Box sx={{ height: 240 }} role="img" aria-label="Monthly wallet credits and debits chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" tick={{ fontSize: 11 }} />
            <YAxis tick={{ fontSize: 11 }} tickFormatter={(v: number) => formatRupees(v * 100)} width={80} />
            <Tooltip formatter={(v) => formatRupees(Number(v) * 100)} />
            <Legend />
            <Bar dataKey="credits" name="Credits" fill="#2e7d32" />
            <Bar dataKey="debits" name="Debits" fill="#d32f2f" />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {rows.map((r) => (
          <Typography component="li" variant="caption" color="text.secondary" key={r.month}>
            {r.month}: closing {formatRupees(r.closing)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
