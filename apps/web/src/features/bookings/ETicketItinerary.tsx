import type { Segment } from '@app/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { formatClock, formatDisplayDate } from '../flights/format';

const terminal = (t: string) => (t ? ` · Terminal ${t}` : '');

/** Each flight of the booking: carrier, times local to each airport, terminals. */
export function ETicketItinerary({ segments }: { segments: Segment[] }) {
  return (
    <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {segments.map((s) => (
        <Box
          component="li"
          key={`${s.airlineCode}${s.flightNumber}${s.departureTime}`}
          sx={{ breakInside: 'avoid' }}
          data-testid="eticket-segment"
        >
          <Typography variant="subtitle2">
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
