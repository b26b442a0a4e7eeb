import { formatMoney, refundAfterFee } from '@app/contracts';
import { composeMail, type MailSite } from '../../commerce/mail/compose-mail';
import type { Mail } from '../../platform/mailer';
import type { changeRequests, FlightBookingRow, FlightOrderRow } from './bookings.schema';
import { flightLine, orderLinkOf } from './order-mail-parts';

/**
 * A cancellation the airline completed: which flight, what the airline charged and the site's own
 * fee (decision 0056), and what comes back and how (a wallet refund is already there; a card refund
 * gets its own mail when paid).
 */
export function cancellationMail(
  site: MailSite,
  to: string | null,
  order: FlightOrderRow,
  booking: FlightBookingRow,
  request: typeof changeRequests.$inferSelect,
  base: string,
): Mail | null {
  if (!to || !request.refundSettled) return null;
  const owed = refundAfterFee(request.refundedAmount, request.siteFee);
  const refunded = formatMoney(owed, site);
  const fee = request.siteFee > 0 ? ` Cancellation fee: ${formatMoney(request.siteFee, site)}.` : '';
  const back =
    owed <= 0
      ? 'Nothing is refundable under the fare rules.'
      : order.paymentMethod === 'wallet'
        ? `${refunded} has been returned to your wallet.`
        : `${refunded} is being refunded to your original payment method; we will write again when it is paid.`;
  return composeMail(site, to, `Cancellation completed ${order.reference}`, [
    { text: `Your cancellation for booking ${order.reference} is complete.` },
    { text: flightLine(booking) },
    {
      text: `Cancellation charge: ${formatMoney(request.cancellationCharge, site)}.${fee} Refund: ${refunded}.`,
    },
    { text: back },
    { text: '', link: { label: 'Your booking', href: orderLinkOf(base, order) } },
  ]);
}
