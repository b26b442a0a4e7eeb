import { formatMoney } from '@app/contracts';
import { composeMail, type MailSite } from '../../commerce/mail/compose-mail';
import type { RefundRow } from '../../commerce/payments/refunds.schema';
import type { Mail } from '../../platform/mailer';
import type { FlightOrderRow } from './bookings.schema';
import { orderLinkOf } from './order-mail-parts';

/** A refund the gateway (or the ledger) says is paid. Null without an address or if not settled. */
export function refundPaidMail(
  site: MailSite,
  to: string | null,
  order: FlightOrderRow,
  refund: RefundRow,
  base: string,
): Mail | null {
  if (!to || refund.state !== 'settled') return null;
  const where = refund.method === 'wallet' ? 'your wallet' : 'your original payment method';
  return composeMail(site, to, `Refund paid ${order.reference}`, [
    {
      text: `${formatMoney(refund.amount, site)} has been refunded to ${where} for booking ${order.reference}.`,
    },
    { text: `Why: ${refund.reason}.` },
    ...(refund.method === 'gateway'
      ? [{ text: 'It can take a few working days to show on your statement.' }]
      : []),
    { text: '', link: { label: 'Your booking', href: orderLinkOf(base, order) } },
  ]);
}
