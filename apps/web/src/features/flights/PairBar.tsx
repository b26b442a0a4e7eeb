import type { FlightResult } from '@app/contracts';
import { Box, Button, Paper, Typography } from '@mui/material';
import { formatClock, formatRupees } from './format';

const describe = (r: FlightResult | undefined) => {
  const first = r?.segments[0]?.[0];
  const last = r?.segments[0]?.at(-1);
  if (!r || !first || !last) return 'Choose a flight';
  return `${first.airlineCode} ${first.flightNumber} · ${first.originAirportCode} ${formatClock(first.departureTime)} → ${last.destinationAirportCode} ${formatClock(last.arrivalTime)}`;
};

/** The chosen outbound and return flights of a domestic return, their total, and Book; stays in view. */
export function PairBar({
  outbound,
  inbound,
  onBook,
}: {
  outbound: FlightResult | undefined;
  inbound: FlightResult | undefined;
  onBook: () => void;
}) {
  const total = (outbound?.publishedPrice ?? 0) + (inbound?.publishedPrice ?? 0);
  return (
    <Paper
      elevation={6}
      component="section"
      aria-label="Selected flights"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 2,
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      {[
        { label: 'Outbound', result: outbound },
        { label: 'Return', result: inbound },
      ].map(({ label, result }) => (
        <Box key={label} sx={{ minWidth: 0, flex: '1 1 180px' }}>
          <Typography variant="caption" color="text.secondary">
            {label}
            {result ? ` · ${formatRupees(result.publishedPrice)}` : ''}
          </Typography>
          <Typography variant="body2" noWrap>
            {describe(result)}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, ml: 'auto' }}>
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="caption" color="text.secondary">
            Total
          </Typography>
          <Typography variant="h6" component="p" data-testid="pair-total">
            {formatRupees(total)}
          </Typography>
        </Box>
        <Button variant="contained" disabled={!outbound || !inbound} onClick={onBook}>
          Book
        </Button>
      </Box>
    </Paper>
  );
}
