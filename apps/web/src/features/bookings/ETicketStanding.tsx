import { itemStanding, type TicketDetail } from '@app/contracts';
import { Alert, AlertTitle } from '@mui/material';

/**
 * What the ticket is now, at its head (decision 0058): a cancelled ticket says so in large, on the
 * screen and on paper; one partly cancelled, or with a cancellation asked or declined, says that.
 * A ticket nothing has happened to says nothing more.
 */
export function ETicketStanding({ ticket }: { ticket: Pick<TicketDetail, 'facts'> }) {
  const standing = itemStanding(ticket.facts);
  const refund = standing.refund ? ` ${standing.refund.label}.` : '';
  if (standing.state === 'cancelled')
    return (
      <Alert severity="error" variant="filled" data-testid="eticket-standing" sx={{ my: 2 }}>
        <AlertTitle sx={{ fontSize: 20, fontWeight: 700 }}>This ticket is cancelled</AlertTitle>
        It cannot be used to travel.{refund}
      </Alert>
    );
  if (standing.state === 'partiallyCancelled')
    return (
      <Alert severity="warning" data-testid="eticket-standing" sx={{ my: 2 }}>
        <AlertTitle>Part of this ticket is cancelled</AlertTitle>
        Each traveller below says which of their flights are.{refund}
      </Alert>
    );
  if (standing.state !== 'confirmed')
    return (
      <Alert severity="info" data-testid="eticket-standing" sx={{ my: 2 }}>
        {standing.label}
      </Alert>
    );
  if (standing.note)
    return (
      <Alert severity="info" data-testid="eticket-standing" sx={{ my: 2 }}>
        {standing.note}
      </Alert>
    );
  return null;
}
