import type { PeriodFigures } from '@app/contracts';
import { Box } from '@mui/material';
import { Figure } from '../../ui/Figure';
import { SectionCard } from '../../ui/SectionCard';
import { formatRupees } from '../flights/format';
import { formatCount, lookToBookText } from './dashboard-format';

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
