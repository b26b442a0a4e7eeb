import type { FdPrintView } from '@app/contracts';
import { PAX_TYPE_NAMES } from '@app/contracts';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { useIssuerHead } from '../../app/issuer-head';
import { useCurrentUser } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { svgDataUrl } from '../bookings/ETicketPassenger';
import { supportLine } from '../bookings/e-ticket-lines';
import { FareEditor } from '../bookings/FareEditor';
import { flag, PRINT_STYLES, usePrintOnce } from '../bookings/print-mode';
import { formatDisplayDate, formatRupees } from '../flights/format';
import { useFdPrint, useFdTicketMarkup } from './api/departures';
import { FdTripCard } from './FdTripCard';
import { fdStatusLabel, legLine } from './fd-format';

/** A4 with a narrow margin: each traveller's page fits on one sheet. */
const PAGE_STYLES = { '@page': { size: 'A4', margin: '10mm' } } as const;

type Passenger = FdPrintView['passengers'][number];
const nameOf = (p: Passenger) => `${p.title} ${p.firstName} ${p.lastName}`;

/** One traveller's sheet, complete on its own: PNR, reference, flights, baggage, barcodes, terms. */
function TicketSheet({
  ticket,
  passenger,
  hidePrice,
}: {
  ticket: FdPrintView;
  passenger: Passenger;
  hidePrice: boolean;
}) {
  const legs = [...ticket.departure.outbound, ...ticket.departure.inbound];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={`Ticket of ${nameOf(passenger)}`}
      data-testid="fd-print-page"
      sx={{
        p: { xs: 2, sm: 3 },
        mb: 3,
        breakAfter: 'page',
        breakInside: 'avoid',
        '&:last-of-type': { breakAfter: 'auto' },
        '@media print': { border: 0, p: 0, mb: 0 },
      }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {ticket.site.logoUrl && (
              <Box component="img" src={ticket.site.logoUrl} alt="" sx={{ maxHeight: 44, maxWidth: 160 }} />
            )}
            <Box>
              <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
                {ticket.site.companyName}
              </Typography>
              <Typography variant="body2">Fixed departure ticket · {fdStatusLabel(ticket.status)}</Typography>
            </Box>
          </Stack>
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography variant="caption" component="p">
              Airline PNR
            </Typography>
            <Typography
              component="p"
              sx={{ fontFamily: 'monospace', fontSize: 28, fontWeight: 700, lineHeight: 1.1 }}
              data-testid="fd-print-pnr"
            >
              {ticket.pnr}
            </Typography>
            <Typography variant="body2">Booking {ticket.reference}</Typography>
          </Box>
        </Stack>
        <Box>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
            {nameOf(passenger)}
          </Typography>
          <Typography variant="body2">
            {PAX_TYPE_NAMES[passenger.paxType] ?? 'Passenger'} · booked {formatDisplayDate(ticket.bookedAt)}
          </Typography>
        </Box>
        <FdTripCard departure={ticket.departure} />
        {passenger.barcodes.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              Boarding barcode
            </Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {passenger.barcodes.map((barcode) => {
                const leg = barcode.segmentIndex === null ? undefined : legs[barcode.segmentIndex];
                const caption = leg ? legLine(leg) : 'Boarding';
                return (
                  <Box key={barcode.svg}>
                    <Box
                      component="img"
                      src={svgDataUrl(barcode.svg)}
                      alt={`Boarding barcode of ${nameOf(passenger)}, ${caption}`}
                      sx={{ width: 240, maxWidth: '100%', height: 'auto', display: 'block' }}
                    />
                    <Typography variant="caption">{caption}</Typography>
                  </Box>
                );
              })}
            </Stack>
          </Box>
        )}
        {!hidePrice && ticket.amount !== null && (
          <Typography variant="body2" data-testid="fd-print-amount">
            Booking total paid: {formatRupees(ticket.amount)}
          </Typography>
        )}
        {supportLine(ticket.site) && (
          <Typography variant="caption">Support: {supportLine(ticket.site)}</Typography>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /flight/fixedDeparture/print/:fdSlug?print&hp (spec §2): the printable fixed-departure ticket, a
 * sheet per passenger, open to whoever holds the link; the amount only where the server sends it.
 */
export function FdPrintPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const printMode = flag(params, 'print');
  const user = useCurrentUser();
  const query = useFdPrint(slug);
  const markup = useFdTicketMarkup(slug);
  const ticket = query.data;
  usePrintOnce(printMode && ticket !== undefined);
  useIssuerHead(
    ticket
      ? { title: `Ticket ${ticket.pnr} - ${ticket.site.companyName}`, logoUrl: ticket.site.logoUrl }
      : null,
  );

  if (query.isPending) return <PageSkeleton rows={5} />;
  if (!ticket)
    return (
      <EmptyState title="Ticket not found" message="Check the link, or ask whoever sent it for a new one." />
    );

  const hidePrice = flag(params, 'hp');
  const togglePrice = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (hidePrice) next.delete('hp');
        else next.set('hp', '1');
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <GlobalStyles styles={{ ...PRINT_STYLES, ...PAGE_STYLES }} />
      {/* The page's name for assistive technology; each sheet has the traveller's own heading. */}
      <Typography component="h1" variant="h5" sx={{ mb: 2, displayPrint: 'none' }} data-print="hide">
        Fixed departure ticket {ticket.pnr}
      </Typography>
      {user && !printMode && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, displayPrint: 'none' }} data-print="hide">
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {ticket.amount !== null && (
              <Button
                variant="outlined"
                startIcon={hidePrice ? <VisibilityOutlinedIcon /> : <VisibilityOffOutlinedIcon />}
                onClick={togglePrice}
                aria-pressed={hidePrice}
              >
                {hidePrice ? 'Show price' : 'Hide price'}
              </Button>
            )}
            <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              Print
            </Button>
          </Stack>
          {/* The selling agent's price to its traveller: what the ticket shows, never what it paid. */}
          {ticket.markup !== null && (
            <Box sx={{ mt: 2 }}>
              <FareEditor
                label="markup"
                value={ticket.markup}
                saving={markup.isPending}
                onSave={(paise) => markup.mutateAsync({ bookingId: ticket.bookingId, markup: paise })}
              />
            </Box>
          )}
        </Paper>
      )}
      {ticket.passengers.map((p) => (
        <TicketSheet key={p.index} ticket={ticket} passenger={p} hidePrice={hidePrice} />
      ))}
    </Box>
  );
}
