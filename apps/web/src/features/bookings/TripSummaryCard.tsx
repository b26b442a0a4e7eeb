import type { FlightResult } from '@app/contracts';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import { formatClock, formatDisplayDate, stopsLabel } from '../flights/format';

/** The flights booked or being booked: every leg of the fares, outbound first. */
export function TripSummaryCard({ fares }: { fares: readonly FlightResult[] }) {
  const legs = fares.flatMap((fare) => fare.segments.map((leg) => ({ leg, airline: fare.airlineName })));
  return (
    <SectionCard title="Your trip">
      <Stack divider={<Divider flexItem />} spacing={1.5}>
        {legs.map(({ leg, airline }) => {
          const first = leg[0];
          const last = leg.at(-1);
          if (!first || !last) return null;
          return (
            <Box key={`${first.flightNumber}-${first.departureTime}`} data-testid="trip-leg">
              <Typography fontWeight={600}>
                {first.originCityName} ({first.originAirportCode}) → {last.destinationCityName} (
                {last.destinationAirportCode})
              </Typography>
              <Typography color="text.secondary">
                {formatDisplayDate(first.departureTime)} · {formatClock(first.departureTime)} –{' '}
                {formatClock(last.arrivalTime)} · {stopsLabel(leg)}
              </Typography>
              <Typography color="text.secondary">
                {airline} · {leg.map((s) => `${s.airlineCode} ${s.flightNumber}`).join(', ')}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
