import type { UpdateBookingDetailsRequest } from '@app/contracts';
import { extraLines, itemStanding, segmentsCancelledForAll } from '@app/contracts';
import { Alert, Box, Divider, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useIssuerHead } from '../../app/issuer-head';
import { useCurrentUser, useSite } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { FARE_RULES_HEIGHT, FareRuleSections } from '../flights/FareRuleSections';
import { useSendTicketEmail, useTicketDetail, useUpdateFare } from './api/booking-details';
import { EmailTicketDialog } from './EmailTicketDialog';
import { ETicketFare } from './ETicketFare';
import { ETicketItinerary } from './ETicketItinerary';
import { ETicketPassenger, paxName } from './ETicketPassenger';
import { ETicketPrintPages } from './ETicketPrintPages';
import { ETicketStanding } from './ETicketStanding';
import { ETicketToolbar } from './ETicketToolbar';
import { contactLine, supportLine, visiblePassengers } from './e-ticket-lines';
import { flag, PRINT_STYLES, usePrinting, usePrintOnce } from './print-mode';

/** /flight/eTicket/:slug?pax&print&hp — the printable e-ticket (spec §2), open to anyone with the link. */
export function ETicketPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const printMode = flag(params, 'print');
  const paxParam = params.get('pax');
  const paxIndex = paxParam !== null && /^\d{1,2}$/.test(paxParam) ? Number(paxParam) : null;
  const user = useCurrentUser();
  const site = useSite();
  const query = useTicketDetail(slug);
  const updateFare = useUpdateFare(slug);
  const sendEmail = useSendTicketEmail();
  const [emailOpen, setEmailOpen] = useState(false);
  const printing = usePrinting(printMode);
  const ticket = query.data;
  usePrintOnce(printMode && ticket !== undefined);
  useIssuerHead(
    ticket
      ? { title: `E-ticket ${ticket.pnr} - ${ticket.site.companyName}`, logoUrl: ticket.site.logoUrl }
      : null,
  );

  if (query.isPending) return <PageSkeleton rows={5} />;
  if (!ticket) {
    return (
      <EmptyState title="Ticket not found" message="Check the link, or ask whoever sent it for a new one." />
    );
  }

  const hidePrice = ticket.priceHidden || flag(params, 'hp');
  const passengers = visiblePassengers(ticket, paxIndex);
  // Printing lays the ticket out as one A4 sheet per traveller instead of the page.
  if (printing)
    return (
      <Box sx={{ maxWidth: 860, mx: 'auto' }}>
        <GlobalStyles styles={PRINT_STYLES} />
        <ETicketPrintPages ticket={ticket} passengers={passengers} hidePrice={hidePrice} />
      </Box>
    );
  const showToolbar = user !== null && !printMode;
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
  const saveFare = (fare: UpdateBookingDetailsRequest['fare']) =>
    updateFare.mutateAsync({ bookingId: ticket.bookingId, fare });
  // The spec's payload: the server writes the mail and reads only the note (decision 0051).
  const send = (to: string, note: string) => {
    const lead = ticket.passengers[0];
    return sendEmail.mutateAsync({
      siteId: site.id,
      bookingId: ticket.bookingId,
      name: lead ? paxName(lead) : ticket.site.companyName,
      to,
      subject: `E-ticket ${ticket.pnr}`,
      text: note,
      html: '',
    });
  };

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <GlobalStyles styles={PRINT_STYLES} />
      {showToolbar && (
        <ETicketToolbar
          ticket={ticket}
          hidePrice={hidePrice}
          saving={updateFare.isPending}
          onTogglePrice={togglePrice}
          onPrint={() => window.print()}
          onEmail={() => setEmailOpen(true)}
          onSaveFare={saveFare}
        />
      )}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, '@media print': { border: 0, p: 0 } }}
        component="article"
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {ticket.site.logoUrl && (
              <Box component="img" src={ticket.site.logoUrl} alt="" sx={{ maxHeight: 48, maxWidth: 160 }} />
            )}
            <Typography variant="h5" component="h1">
              {ticket.site.companyName}
            </Typography>
          </Stack>
          {/* What a traveller is asked for at the counter comes first: the airline's PNR. */}
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography variant="caption" color="text.secondary" component="p">
              Airline PNR
            </Typography>
            <Typography
              component="p"
              sx={{ fontFamily: 'monospace', fontSize: 32, fontWeight: 700, lineHeight: 1.1 }}
              data-testid="eticket-pnr"
            >
              {ticket.pnr}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Booking <span data-testid="eticket-reference">{ticket.orderReference}</span> ·{' '}
              <span data-testid="eticket-status">{itemStanding(ticket.facts).label}</span>
            </Typography>
          </Box>
        </Stack>
        <ETicketStanding ticket={ticket} />
        {ticket.supplierError && (
          <Alert severity="error" sx={{ mt: 2, displayPrint: 'none' }} data-print="hide">
            Supplier error{ticket.supplierError.code !== null ? ` ${ticket.supplierError.code}` : ''}:{' '}
            {ticket.supplierError.message}
          </Alert>
        )}
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          Itinerary
        </Typography>
        <ETicketItinerary segments={ticket.segments} cancelled={segmentsCancelledForAll(ticket)} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          Passengers
        </Typography>
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {passengers.map((p) => (
            <ETicketPassenger
              key={p.index}
              passenger={p}
              segments={ticket.segments}
              extras={extraLines(ticket, p.index, !hidePrice)}
            />
          ))}
        </Box>
        {passengers.length === 0 && (
          <Typography color="text.secondary">No such passenger on this ticket.</Typography>
        )}
        {ticket.contact && contactLine(ticket.contact) && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="eticket-contact">
            Contact: {contactLine(ticket.contact)}
          </Typography>
        )}
        {!hidePrice && ticket.fare && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="h6" component="h2" gutterBottom>
              Fare summary
            </Typography>
            <ETicketFare fare={ticket.fare} />
          </>
        )}
        {ticket.fareRules.length > 0 && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="h6" component="h2" gutterBottom>
              Fare rules
            </Typography>
            {/* It scrolls on screen: a tab stop and a name, so keyboard users can scroll it too. */}
            <Box
              data-testid="eticket-fare-rules"
              tabIndex={0}
              role="region"
              aria-label="Fare rules text"
              sx={{
                maxHeight: FARE_RULES_HEIGHT,
                overflowY: 'auto',
                // The printout carries every rule, not the first screenful.
                '@media print': { maxHeight: 'none', overflow: 'visible' },
              }}
            >
              <FareRuleSections rules={ticket.fareRules} />
            </Box>
          </>
        )}
        {supportLine(ticket.site) && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
            Support: {supportLine(ticket.site)}
          </Typography>
        )}
      </Paper>
      {emailOpen && (
        <EmailTicketDialog
          open
          defaultTo={ticket.contact?.email ?? ''}
          sending={sendEmail.isPending}
          onClose={() => setEmailOpen(false)}
          onSend={send}
        />
      )}
    </Box>
  );
}
