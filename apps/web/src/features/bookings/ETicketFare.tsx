import type { TicketFare } from '@app/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { formatRupees } from '../flights/format';
import { fareLines } from './e-ticket-lines';

export function ETicketFare({ fare }: { fare: TicketFare }) {
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }} data-testid="eticket-fare">
      {fareLines(fare).map((line) => (
        <Box
          key={line.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            fontWeight: line.kind === 'total' ? 700 : 400,
            borderTop: line.kind === 'total' ? 1 : 0,
            borderColor: 'divider',
            pt: line.kind === 'total' ? 0.5 : 0,
          }}
        >
          <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
            {line.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 'inherit' }}>
            {line.kind === 'discount' ? '− ' : ''}
            {formatRupees(line.amount)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
