import type { SupplierSpendDay } from '@app/contracts';
import { Box, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { visuallyHidden } from '../../ui/visually-hidden';
import { formatRupees } from '../flights/format';
import { shortDay } from '../reports/dashboard-format';

/** What the supplier charged for this site's tickets on each of the last days, in rupees. */
export function SupplierSpendChart({ daily }: { daily: SupplierSpendDay[] }) {
  const theme = useTheme();
  const rupees = daily.map((d) => ({ ...d, rupees: Math.round(d.supplierCost / 100) }));
  const caption = `Supplier spend of the last ${daily.length} days`;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {caption}
      </Typography>
      <Box aria-hidden sx={{ width: '100%', height: 160 }}>
        {/* aria-hidden (the table says the same), so no keyboard stop either: Recharts' accessibility layer off */}
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 360, height: 160 }}>
          <BarChart
            data={rupees}
            margin={{ top: 8, right: 0, bottom: 0, left: -8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} fontSize={11} />
            <YAxis allowDecimals={false} fontSize={11} />
            <Tooltip
              labelFormatter={(date) => shortDay(String(date))}
              formatter={(value) => [formatRupees(Number(value) * 100), 'Spend']}
            />
            <Bar dataKey="rupees" name="Spend" fill={theme.palette.primary.main} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Tickets</th>
            <th scope="col">Spend</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.date}>
              <th scope="row">{shortDay(d.date)}</th>
              <td>{d.ticketedBookings}</td>
              <td>{formatRupees(d.supplierCost)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
