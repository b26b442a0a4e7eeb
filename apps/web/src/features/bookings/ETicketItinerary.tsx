import type { Segment } from '@app/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { formatClock, formatDisplayDate } from '../flights/format';

const terminal = (t: string) => (t ? ` · Terminal ${t}` : '');

/**
 * Each flight of the booking: carrier, times local to each airport, terminals; a flight cancelled
 * for every traveller says so (decision 0058).
 */
export function ETicketItinerary({
  segments,
  cancelled = new Set(),
}: {
  segments: Segment[];
  /** the indices of the flights cancelled for every traveller */
  cancelled?: ReadonlySet<number>;
}) {
  return (
    <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {segments.map((s, i) => (
        <Box
          component="li"
          key={`${s.airlineCode}${s.flightNumber}${s.departureTime}`}
          sx={{ breakInside: 'avoid', color: cancelled.has(i) ? 'text.secondary' : undefined }}
          data-testid="eticket-segment"
        >
          <Typography variant="subtitle2">
            {cancelled.has(i) && (
              <Typography component="span" variant="subtitle2" color="error" sx={{ fontWeight: 700 }}>
                Cancelled ·{' '}
              </Typography>
            )}
            {s.airlineName} {s.airlineCode}-{s.flightNumber} · {s.fareClass ? `Class ${s.fareClass} · ` : ''}
            {s.flightStatus}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {s.originCityName} ({s.originAirportCode}) {formatClock(s.departureTime)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDisplayDate(s.departureTime)} · {s.originAirportName}
                {terminal(s.originTerminal)}
              </Typography>
            </Box>
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {s.destinationCityName} ({s.destinationAirportCode}) {formatClock(s.arrivalTime)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDisplayDate(s.arrivalTime)} · {s.destinationAirportName}
                {terminal(s.destinationTerminal)}
              </Typography>
            </Box>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
