import type { ProfitLossReport } from '@app/contracts';
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
import { formatRupees } from '../flights/format';
import { periodLabel } from './profit-loss-filters';

/** Axis ticks in whole currency units, shortened (125K): the tooltip and the table give the exact figure. */
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const tick = (paise: number) => compact.format(paise / 100);

/** Sales and supplier cost (bars) and the profit (line) of each period of the span: the table's figures. */
export function ProfitLossChart({ report }: { report: ProfitLossReport }) {
  const theme = useTheme();
  const unit = report.groupBy === 'day' ? 'day' : 'month';
  return (
    <SectionCard title="Sales, cost and profit" subheader={`Per ${unit}, in ${report.currency}`}>
      <Box aria-hidden sx={{ width: '100%', height: 280 }} data-testid="profit-loss-chart">
        {/* aria-hidden (the table says the same), so no keyboard stop either: Recharts' accessibility layer off */}
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height: 280 }}>
          <ComposedChart
            data={report.periods}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="period" tickFormatter={periodLabel} minTickGap={16} fontSize={12} />
            <YAxis tickFormatter={tick} fontSize={12} width={48} />
            <Tooltip
              labelFormatter={(period) => periodLabel(String(period))}
              formatter={(value) => formatRupees(Number(value))}
            />
            <Legend />
            <Bar dataKey="sales" name="Sales" fill={theme.palette.primary.main} maxBarSize={40} />
            <Bar dataKey="cost" name="Supplier cost" fill={theme.palette.grey[700]} maxBarSize={40} />
            <Line
              dataKey="profit"
              name="Profit"
              stroke={theme.palette.secondary.main}
              strokeWidth={2}
              type="monotone"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </Box>
      {/* The chart for screen readers; the clip is on a wrapper because a table grows to its content. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>Sales, cost and profit per {unit}</caption>
          <thead>
            <tr>
              <th scope="col">{unit === 'day' ? 'Day' : 'Month'}</th>
              <th scope="col">Sales</th>
              <th scope="col">Supplier cost</th>
              <th scope="col">Profit</th>
            </tr>
          </thead>
          <tbody>
            {report.periods.map((p) => (
              <tr key={p.period}>
                <th scope="row">{periodLabel(p.period)}</th>
                <td>{formatRupees(p.sales)}</td>
                <td>{formatRupees(p.cost)}</td>
                <td>{formatRupees(p.profit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </SectionCard>
  );
}
