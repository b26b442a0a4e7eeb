import type { SearchRequest } from '@app/contracts';
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { formatDisplayDate } from './format';
import { routeLabel } from './search-url';

/** Shown while the supplier searches (it can take seconds): what is being searched, and that it is. */
export function SearchProgress({ request }: { request: SearchRequest | undefined }) {
  const date = request?.segments[0]?.preferredDepartureTime;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="status" aria-live="polite">
      <Typography fontWeight={600}>Searching flights…</Typography>
      {request && (
        <Typography color="text.secondary" variant="body2">
          {routeLabel(request)}
          {date ? ` · ${formatDisplayDate(date)}` : ''}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }}>
        <LinearProgress aria-label="Searching flights" />
      </Box>
    </Paper>
  );
}
