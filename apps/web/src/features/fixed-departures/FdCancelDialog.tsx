import { type FdBookingView, fdCancellationRefund, fdSeatsOf } from '@app/contracts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { notify } from '../../ui/notify';
import { formatDisplayDate, formatRupees } from '../flights/format';
import { useFdCancel, useFdDeparture } from './api/departures';
import { sectorLabel } from './fd-format';

const PASSENGER_COUNTS = (b: FdBookingView) => ({
  adultCount: Math.max(1, b.passengers.filter((p) => p.paxType === 1).length),
  childCount: b.passengers.filter((p) => p.paxType === 2).length,
  infantCount: b.passengers.filter((p) => p.paxType === 3).length,
});

/**
 * Asks before cancelling, saying what the departure's policy keeps and what comes back (the same
 * rule the server applies, from contracts); the server's own message is the toast afterwards.
 */
export function FdCancelDialog({ booking, onClose }: { booking: FdBookingView; onClose: () => void }) {
  const departure = useFdDeparture(booking.departureId, PASSENGER_COUNTS(booking));
  const cancel = useFdCancel();
  const d = departure.data;
  let message: string;
  if (departure.isError) message = 'The fare’s cancellation policy could not be read.';
  else if (!d) message = 'Reading the fare’s cancellation policy…';
  else {
    const { charge, refund } = fdCancellationRefund(booking.amount, booking.passengers.length, d);
    const terms = d.isRefundable
      ? `${formatRupees(d.cancellationCharge)} per passenger is kept: ${formatRupees(charge)} in all. ${formatRupees(refund)} comes back the way it was paid.`
      : 'This fare is non-refundable: nothing comes back.';
    const seats = fdSeatsOf(booking.passengers);
    message = `${sectorLabel(d)} on ${formatDisplayDate(d.departureDate)}, ${seats === 1 ? '1 seat' : `${seats} seats`}. ${terms} ${d.cancellationPolicy}`;
  }
  return (
    <ConfirmDialog
      title={`Cancel booking ${booking.reference}?`}
      message={message}
      confirmLabel="Cancel booking"
      busy={cancel.isPending || departure.isPending}
      onConfirm={() =>
        cancel.mutate(booking.bookingId, {
          onSuccess: (answer) => {
            notify.success(answer.message);
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
