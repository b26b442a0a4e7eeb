import { formatMoney, ORDER_MSG } from '@app/contracts';
import { composeMail, type MailSite } from '../../commerce/mail/compose-mail';
import type { RefundRow } from '../../commerce/payments/refunds.schema';
import type { Mail } from '../../platform/mailer';
import type { FlightOrderRow } from './bookings.schema';
import { orderLinkOf } from './order-mail-parts';

/** Where one refund of the buyer's money stands, in their words. */
export function refundLine(refund: RefundRow, site: MailSite): string {
  const amount = formatMoney(refund.amount, site);
  if (refund.method === 'wallet') return `${amount} has been returned to your wallet.`;
  switch (refund.state) {
    case 'settled':
      return `${amount} has been refunded to your original payment method.`;
    case 'failed':
      return `Our team is returning ${amount} to you and will contact you.`;
    default:
      return `${amount} is being refunded to your original payment method; we will write again when it is paid.`;
  }
}

/** Why the order failed, in the buyer's words (the supplier's own message stays with staff). */
function whyOf(order: FlightOrderRow): string {
  if (order.paidAt !== null) return 'The airline could not issue your ticket.';
  if (order.holdRequested && order.heldUntil === null) return 'The airline could not hold your booking.';
  if (order.failureReason && order.failureReason !== ORDER_MSG.paymentUnsuccessful)
    return order.failureReason;
  return 'Your payment did not go through.';
}

/**
 * An order that ended failed: the payment declined, the airline unable to ticket or hold it. Says
 * why, and where each refund of the money taken stands. Null without an address or if not failed.
 */
export function orderFailedMail(
  site: MailSite,
  to: string | null,
  order: FlightOrderRow,
  refunds: RefundRow[],
  base: string,
  /** the buyer's money was taken (paid, or taken by the gateway for a payment we declined) */
  charged: boolean,
): Mail | null {
  if (!to || order.status !== 'failed') return null;
  const subject =
    order.paidAt !== null
      ? `Booking failed ${order.reference}`
      : order.holdRequested
        ? `Booking not held ${order.reference}`
        : `Payment unsuccessful ${order.reference}`;
  // Money the gateway took for a payment it reported wrongly is staff's to return (attention queue).
  const money =
    refunds.length > 0
      ? refunds.map((r) => ({ text: refundLine(r, site) }))
      : charged
        ? [{ text: 'Our team will contact you about returning your payment.' }]
        : [{ text: 'Nothing was charged.' }];
  return composeMail(site, to, subject, [
    { text: `Your booking ${order.reference} could not be completed.` },
    { text: whyOf(order) },
    ...money,
    { text: '', link: { label: 'Your booking', href: orderLinkOf(base, order) } },
  ]);
}
