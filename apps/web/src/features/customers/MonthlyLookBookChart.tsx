import { Box, Skeleton, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMonthlyFlights } from './api/customers';

/** Searches (looks) against bookings (books) per month: two bars a month, the last 12 months. */
export function MonthlyLookBookChart({ userId }: { userId: string }) {
  const monthly = useMonthlyFlights(userId);
  if (monthly.isPending) return <Skeleton variant="rounded" height={240} />;
  if (monthly.isError) return <Typography color="error">The monthly figures could not be loaded.</Typography>;
  const total = monthly.data.reduce((sum, m) => sum + m.look_count + m.book_count, 0);
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        Monthly searches and bookings
      </Typography>
      {total === 0 ? (
        <Typography color="text.secondary">No searches or bookings in the last 12 months.</Typography>
      ) : (
        <Box sx={{ height: 240 }} role="img" aria-label="Monthly searches and bookings chart">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={monthly.data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="month_year" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
              <Tooltip />
              <Legend />
              <Bar dataKey="look_count" name="Looks" fill="#1976d2" />
              <Bar dataKey="book_count" name="Books" fill="#2e7d32" />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      )}
    </Box>
  );
}
