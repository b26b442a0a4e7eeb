import { REFERRAL_CHART_TOP, type ReferrerRow } from '@app/contracts';
import { Box, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SectionCard } from '../../ui/SectionCard';
import { visuallyHidden } from '../../ui/visually-hidden';
import { formatCount } from './dashboard-format';

const ROW_HEIGHT = 36;

/**
 * The top referrers' sign-ups and how many of them booked. Bars run sideways so that names stay
 * readable on a 600 px screen.
 */
export function ReferralsChart({ top }: { top: ReferrerRow[] }) {
  const theme = useTheme();
  const height = Math.max(160, top.length * ROW_HEIGHT + 60);
  return (
    <SectionCard
      title={`Top ${REFERRAL_CHART_TOP} referrers`}
      subheader="Sign-ups and how many of them booked"
    >
      <Box aria-hidden sx={{ width: '100%', height }}>
        {/* aria-hidden (the table says the same), so no keyboard stop either: Recharts' accessibility layer off */}
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 520, height }}>
          <BarChart
            data={top}
            layout="vertical"
            margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} fontSize={12} />
            <YAxis type="category" dataKey="name" width={110} fontSize={12} tickLine={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="signups" name="Sign-ups" fill={theme.palette.primary.main} />
            <Bar dataKey="booked" name="Booked" fill={theme.palette.secondary.main} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      {/* The table is the chart for screen readers; the clip is on a wrapper because a table grows to its content. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>Top referrers by sign-ups</caption>
          <thead>
            <tr>
              <th scope="col">Referrer</th>
              <th scope="col">Sign-ups</th>
              <th scope="col">Booked</th>
            </tr>
          </thead>
          <tbody>
            {top.map((r) => (
              <tr key={r.userId}>
                <th scope="row">{r.name}</th>
                <td>{formatCount(r.signups)}</td>
                <td>{formatCount(r.booked)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </SectionCard>
  );
}
