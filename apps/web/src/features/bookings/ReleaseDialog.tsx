import type { HeldBookingRecord } from '@app/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface ReleaseDialogProps {
  booking: HeldBookingRecord | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (booking: HeldBookingRecord) => void;
}

/** Releasing gives the seats back to the airline and cannot be undone, so it is asked first. */
export function ReleaseDialog({ booking, pending, onCancel, onConfirm }: ReleaseDialogProps) {
  return (
    <Dialog open={booking !== null} onClose={pending ? undefined : onCancel} aria-labelledby="release-title">
      <DialogTitle id="release-title">Release this booking?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {booking
            ? `The seats of booking ${booking.orderReference}, ${booking.origin} → ${booking.destination}, PNR ${booking.pnr ?? '—'}, go back to the airline. This cannot be undone.`
            : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          Keep booking
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={pending || booking === null}
          onClick={() => booking && onConfirm(booking)}
        >
          {pending ? 'Releasing…' : 'Release'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
