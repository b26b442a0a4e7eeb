import type { OrderView } from '@app/contracts';
import { formatSiteMoney } from '../../app/site-money';

const DESTINATION = {
  wallet: 'your wallet',
  gateway: 'your original payment method (banks take up to 7 working days to show it)',
} as const;

/**
 * What became of the buyer's money, in one sentence for the order's page: nothing taken, or taken
 * and where it went back (issue 13: the failure page says whether money was taken and what happens
 * to it).
 */
export function moneySentence({ money, status }: Pick<OrderView, 'money' | 'status'>): string {
  const { charged, refunded, refundedTo } = money;
  if (refundedTo === 'staff')
    return 'Your payment was taken but could not be returned automatically. Our team has been alerted and will return it to you.';
  if (refunded > 0 && refundedTo) {
    const back = `${formatSiteMoney(refunded)} has been refunded to ${DESTINATION[refundedTo]}.`;
    return charged > 0 ? `${formatSiteMoney(charged)} was charged. ${back}` : `No money was kept: ${back}`;
  }
  if (charged > 0) return `${formatSiteMoney(charged)} was charged.`;
  return status === 'held' ? 'Nothing has been charged yet.' : 'No money was taken.';
}
