import type { PeriodFigures } from '@app/contracts';
import { Box, Typography } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import { formatRupees } from '../flights/format';
import { formatCount, lookToBookText } from './dashboard-format';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="h6" component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="dd" sx={{ m: 0 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** One period's figures (today, this month) as a labelled list. */
export function PeriodCard({ title, figures }: { title: string; figures: PeriodFigures }) {
  return (
    <SectionCard title={title}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}
      >
        <Figure
          label="Bookings"
          value={formatCount(figures.bookings)}
          hint={figures.cancelled > 0 ? `${formatCount(figures.cancelled)} cancelled` : undefined}
        />
        <Figure label="Sales" value={formatRupees(figures.sales)} />
        <Figure label="Margin" value={formatRupees(figures.margin)} hint="markup earned" />
        <Figure label="Searches" value={formatCount(figures.searches)} />
        <Figure label="Look-to-book" value={lookToBookText(figures.lookToBook)} hint="searches per booking" />
      </Box>
    </SectionCard>
  );
}
