import type { DailyFigures } from '@app/contracts';
import { Box, useTheme } from '@mui/material';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SectionCard } from '../../ui/SectionCard';
import { visuallyHidden } from '../../ui/visually-hidden';
import { chartSummary, formatCount, shortDay } from './dashboard-format';

/** Bookings (bars) and searches (line) of each of the last days; searches have their own scale. */
export function DailyChart({ daily }: { daily: DailyFigures[] }) {
  const theme = useTheme();
  const summary = chartSummary(daily);
  return (
    <SectionCard title="Bookings and searches" subheader={summary}>
      <Box aria-hidden sx={{ width: '100%', height: 260 }}>
        {/* aria-hidden (the table says the same), so no keyboard stop either: Recharts' accessibility layer off */}
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 260 }}>
          <ComposedChart
            data={daily}
            margin={{ top: 8, right: 0, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} fontSize={12} />
            <YAxis yAxisId="bookings" allowDecimals={false} fontSize={12} />
            <YAxis yAxisId="searches" orientation="right" allowDecimals={false} fontSize={12} />
            <Tooltip labelFormatter={(date) => shortDay(String(date))} />
            <Legend />
            <Bar yAxisId="bookings" dataKey="bookings" name="Bookings" fill={theme.palette.primary.main} />
            <Line
              yAxisId="searches"
              dataKey="searches"
              name="Searches"
              stroke={theme.palette.secondary.main}
              dot={false}
              type="monotone"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{summary}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Bookings</th>
            <th scope="col">Searches</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.date}>
              <th scope="row">{shortDay(d.date)}</th>
              <td>{formatCount(d.bookings)}</td>
              <td>{formatCount(d.searches)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </SectionCard>
  );
}
