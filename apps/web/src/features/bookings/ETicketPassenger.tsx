import type { Segment, TicketPassenger } from '@app/contracts';
import { cancelledLine, PAX_TYPE_NAMES } from '@app/contracts';
import { Box, Stack, Typography } from '@mui/material';

/** An SVG from our server as an image source: shown, printed, and never run as markup. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const paxName = (p: TicketPassenger) => `${p.title} ${p.firstName} ${p.lastName}`;

export function barcodeCaption(segments: readonly Segment[], segmentIndex: number | null) {
  const s = segmentIndex === null ? undefined : segments[segmentIndex];
  return s
    ? `${s.originAirportCode}–${s.destinationAirportCode} ${s.airlineCode} ${s.flightNumber}`
    : 'Boarding';
}

/**
 * One traveller: name, type, ticket number, what of their trip is cancelled (decision 0058),
 * baggage, bought extras, and the PDF417 boarding barcode(s) of the flights they still take.
 */
export function ETicketPassenger({
  passenger,
  segments,
  extras,
}: {
  passenger: TicketPassenger;
  segments: Segment[];
  /** the baggage and meals bought, one printed line each */
  extras: readonly string[];
}) {
  const cancelled = cancelledLine(segments, passenger);
  return (
    <Box
      component="li"
      data-testid="eticket-passenger"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', breakInside: 'avoid', listStyle: 'none' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{paxName(passenger)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {PAX_TYPE_NAMES[passenger.paxType] ?? 'Passenger'} · Ticket {passenger.ticketNumber ?? 'pending'}
          </Typography>
          {cancelled && (
            <Typography
              variant="body2"
              color="error"
              sx={{ fontWeight: 700 }}
              data-testid="eticket-cancelled"
            >
              {cancelled}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Baggage: check-in {passenger.baggage || '—'}, cabin {passenger.cabinBaggage || '—'}
          </Typography>
          {extras.map((line) => (
            <Typography key={line} variant="body2" data-testid="eticket-extra">
              {line}
            </Typography>
          ))}
        </Box>
        <Stack spacing={0.5}>
          {passenger.barcodes.map((barcode) => (
            <Box key={barcode.svg} sx={{ textAlign: { sm: 'right' } }}>
              <Box
                component="img"
                src={svgDataUrl(barcode.svg)}
                alt={`Boarding barcode of ${paxName(passenger)}, ${barcodeCaption(segments, barcode.segmentIndex)}`}
                sx={{ maxWidth: 240, width: '100%', height: 'auto', display: 'block', ml: { sm: 'auto' } }}
              />
              <Typography variant="caption" color="text.secondary">
                {barcodeCaption(segments, barcode.segmentIndex)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
