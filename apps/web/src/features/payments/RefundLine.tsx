import {
  type OrderProductKind,
  type OrderRefund,
  REFUND_STANDING_WORDS,
  refundStandingOf,
} from '@app/contracts';
import { Box, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { orderPagePath } from './payment-labels';

const TONES = { refunded: 'success', pending: 'info', delayed: 'warning' } as const;
const DAY = 'D MMM YYYY';

/** A refund's state in its buyer's words (decision 0058): Pending, Refunded <day>, Delayed. */
export function RefundStateChip({
  refund,
}: {
  refund: Pick<OrderRefund, 'method' | 'state' | 'amount' | 'settledAt'>;
}) {
  const state = refundStandingOf([refund])?.state ?? 'refunded';
  const words =
    state === 'refunded' && refund.settledAt
      ? `${REFUND_STANDING_WORDS.refunded} ${siteTime(refund.settledAt).format(DAY)}`
      : REFUND_STANDING_WORDS[state];
  return <Chip size="small" variant="outlined" color={TONES[state]} label={words} />;
}

/**
 * One refund as the person it is owed to reads it, wherever they read it (the order's page, their
 * payments, the order's payments, their wallet): how much, to the wallet or the card, how far it
 * got in the words of decision 0058, why, and when; with its order when the list mixes orders.
 */
export function RefundLine({
  refund,
  order,
}: {
  refund: OrderRefund;
  order?: { id: string; reference: string; productKind: OrderProductKind | null };
}) {
  const to = refund.method === 'wallet' ? 'wallet' : 'card';
  return (
    <Box component="article" aria-label={`Refund of ${formatSiteMoney(refund.amount)} to your ${to}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
          <span data-testid="refund-amount">{formatSiteMoney(refund.amount)}</span> to your {to}
        </Typography>
        <RefundStateChip refund={refund} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        {refund.reason} · {siteTime(refund.createdAt).format(DAY)}
        {order && (
          <>
            {' · '}
            <Link component={RouterLink} to={orderPagePath(order.id, order.productKind)}>
              Order {order.reference}
            </Link>
          </>
        )}
      </Typography>
    </Box>
  );
}
