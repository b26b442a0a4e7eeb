import { CANCELLATION_REVIEW_MSG, type ChangeRequestForm, MSG } from '@app/contracts';
import { Alert, Dialog, DialogContent, DialogTitle, Skeleton, Stack } from '@mui/material';
import { notify } from '../../ui/notify';
import { useCancellationCharge, useRaiseChangeRequest } from './api/change-requests';
import { ChangeRequestFormFields } from './change-requests/ChangeRequestFormFields';

/**
 * Refund, partial refund or reissue of a ticketed booking, opened from the ticket queue or the
 * e-ticket with the supplier's booking id; it loads the passengers, sectors and charge itself.
 */
export function ChangeRequestDialog({
  bookingId,
  open,
  onClose,
  onRaised,
}: {
  bookingId: number;
  open: boolean;
  onClose: () => void;
  /** after the request was accepted: the airline's ids per ticket, none while staff review it */
  onRaised?: (changeRequestIds: number[]) => void;
}) {
  const info = useCancellationCharge(bookingId, open);
  const raise = useRaiseChangeRequest();

  const send = async (form: ChangeRequestForm) => {
    const { ticketCRInfo, awaitingReview } = await raise.mutateAsync({ bookingId, ...form });
    notify.success(awaitingReview ? CANCELLATION_REVIEW_MSG.awaiting : 'Change request sent');
    onRaised?.(ticketCRInfo.map((cr) => cr.changeRequestId));
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="change-request-title">
      <DialogTitle id="change-request-title">
        Change request{info.data?.booking.pnr ? ` · PNR ${info.data.booking.pnr}` : ''}
      </DialogTitle>
      <DialogContent>
        {info.isPending ? (
          <Stack spacing={1} data-testid="change-request-loading">
            <Skeleton height={56} />
            <Skeleton height={120} />
            <Skeleton height={96} />
          </Stack>
        ) : info.isError ? (
          <Alert severity="error">{info.error.message || MSG.somethingWrong}</Alert>
        ) : (
          // Keyed by booking so reopening for another booking starts a fresh form.
          <ChangeRequestFormFields
            key={bookingId}
            info={info.data}
            pending={raise.isPending}
            onSubmit={send}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
