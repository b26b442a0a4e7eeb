import { TRIP_TYPES } from '@app/contracts';
import { Box, Paper, Skeleton } from '@mui/material';
import { CARD_HEIGHT, PANEL_WIDTH, panelFoldsBelow } from './results-layout';

const CARDS = 6;

/**
 * The results page while its fares come: the filter panel's column, the sort bar, the count line
 * and cards, each the size of what replaces it (results-layout.ts), so the page keeps its shape.
 * A return may come as a pair of lists, whose panel folds away sooner.
 */
export function ResultsSkeleton({ journeyType }: { journeyType?: number }) {
  const folds = panelFoldsBelow(journeyType === TRIP_TYPES.Return);
  const panelShown = { xs: 'none', [folds]: 'block' };
  return (
    <Box
      aria-busy="true"
      aria-label="Loading flights"
      data-testid="results-skeleton"
      sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}
    >
      <Paper
        variant="outlined"
        sx={{ width: PANEL_WIDTH, flexShrink: 0, p: 2, display: panelShown, height: 900 }}
      >
        <Skeleton width="50%" height={32} />
        {Array.from({ length: 12 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
          <Skeleton key={i} width={i % 4 === 0 ? '60%' : '85%'} height={30} />
        ))}
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* The sort bar (and Filters, where the panel folds), then "N of M flights". */}
        <Skeleton variant="rounded" width={285} height={39} sx={{ mb: 2 }} />
        <Skeleton width={120} height={20} sx={{ mb: 1, transform: 'none' }} />
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {Array.from({ length: CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder cards
            <Skeleton key={i} variant="rounded" sx={{ height: CARD_HEIGHT }} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
