import type { TicketDetail, TicketPassenger } from '@app/contracts';
import {
  cancelledLine,
  extraLines,
  fareConditionLines,
  itemStanding,
  PAX_TYPE_NAMES,
  segmentsCancelledForAll,
} from '@app/contracts';
import { Box, GlobalStyles, Stack, Typography } from '@mui/material';
import { formatRupees } from '../flights/format';
import { ETicketItinerary } from './ETicketItinerary';
import { barcodeCaption, paxName, svgDataUrl } from './ETicketPassenger';
import { ETicketStanding } from './ETicketStanding';
import { supportLine } from './e-ticket-lines';

/** A4 with a narrow margin: each traveller's page must fit on one sheet. */
const PAGE_STYLES = { '@page': { size: 'A4', margin: '10mm' } } as const;

function Header({ ticket }: { ticket: TicketDetail }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {ticket.site.logoUrl && (
          <Box component="img" src={ticket.site.logoUrl} alt="" sx={{ maxHeight: 40 }} />
        )}
        <Box>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
            {ticket.site.companyName}
          </Typography>
          <Typography variant="body2">E-ticket · {itemStanding(ticket.facts).label}</Typography>
        </Box>
      </Stack>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="caption">Airline PNR</Typography>
        <Typography sx={{ fontFamily: 'monospace', fontSize: 26, fontWeight: 700, lineHeight: 1.1 }}>
          {ticket.pnr}
        </Typography>
        <Typography variant="body2">Booking {ticket.orderReference}</Typography>
      </Box>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One traveller's sheet: who, the flights with terminals, baggage, barcodes, conditions in short. */
function PrintPage({
  ticket,
  passenger,
  hidePrice,
}: {
  ticket: TicketDetail;
  passenger: TicketPassenger;
  hidePrice: boolean;
}) {
  const extras = extraLines(ticket, passenger.index, !hidePrice);
  const cancelled = cancelledLine(ticket.segments, passenger);
  return (
    <Box
      component="section"
      data-testid="eticket-print-page"
      aria-label={`E-ticket of ${paxName(passenger)}`}
      sx={{
        breakAfter: 'page',
        breakInside: 'avoid',
        '&:last-of-type': { breakAfter: 'auto' },
        fontSize: 13,
        // On screen (print=1) the sheets read as a preview, one under the other.
        '@media screen': { border: 1, borderColor: 'divider', p: 3, mb: 3, bgcolor: 'background.paper' },
      }}
    >
      <Stack spacing={1.5}>
        <Header ticket={ticket} />
        <ETicketStanding ticket={ticket} />
        <Section title="Passenger">
          <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{paxName(passenger)}</Typography>
          <Typography variant="body2">
            {PAX_TYPE_NAMES[passenger.paxType] ?? 'Passenger'} · Ticket {passenger.ticketNumber ?? 'pending'}
          </Typography>
          {cancelled && (
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {cancelled}
            </Typography>
          )}
          <Typography variant="body2" data-testid="eticket-print-baggage">
            Baggage allowance: check-in {passenger.baggage || '—'}, cabin {passenger.cabinBaggage || '—'}
          </Typography>
          {extras.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Section>
        <Section title="Flights">
          <ETicketItinerary segments={ticket.segments} cancelled={segmentsCancelledForAll(ticket)} />
        </Section>
        {passenger.barcodes.length > 0 && (
          <Section title="Boarding barcode">
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {passenger.barcodes.map((barcode) => (
                <Box key={barcode.svg}>
                  <Box
                    component="img"
                    src={svgDataUrl(barcode.svg)}
                    alt={`Boarding barcode of ${paxName(passenger)}, ${barcodeCaption(ticket.segments, barcode.segmentIndex)}`}
                    sx={{ width: 220, height: 'auto', display: 'block' }}
                  />
                  <Typography variant="caption">
                    {barcodeCaption(ticket.segments, barcode.segmentIndex)}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Section>
        )}
        <Section title="Fare conditions">
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="eticket-print-conditions">
            {fareConditionLines(ticket).map((line) => (
              <Typography component="li" variant="body2" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
        </Section>
        {!hidePrice && ticket.fare && (
          <Typography variant="body2">
            Booking total paid: {formatRupees(ticket.fare.totalPayable)}
          </Typography>
        )}
        {supportLine(ticket.site) && (
          <Typography variant="caption">Support: {supportLine(ticket.site)}</Typography>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The printed e-ticket: one A4 sheet per traveller, each complete on its own (a traveller carries
 * only their page) — PNR and booking reference at the top, flights with terminals, the baggage
 * allowance, the boarding barcode and the fare conditions in short.
 */
export function ETicketPrintPages({
  ticket,
  passengers,
  hidePrice,
}: {
  ticket: TicketDetail;
  passengers: readonly TicketPassenger[];
  hidePrice: boolean;
}) {
  return (
    <>
      <GlobalStyles styles={PAGE_STYLES} />
      {passengers.map((p) => (
        <PrintPage key={p.index} ticket={ticket} passenger={p} hidePrice={hidePrice} />
      ))}
    </>
  );
}
