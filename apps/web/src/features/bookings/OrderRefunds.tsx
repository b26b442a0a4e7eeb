import type { OrderRefund } from '@app/contracts';
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { formatSiteMoney, siteTime } from '../../app/site-locale';
import { SectionCard } from '../../ui/SectionCard';

const DESTINATION: Record<OrderRefund['method'], string> = {
  wallet: 'to your wallet',
  gateway: 'to your card',
};

/** Where a refund stands, in the buyer's words (the states are the system's). */
export function refundStateWords(refund: Pick<OrderRefund, 'state' | 'settledAt'>): {
  label: string;
  color: 'success' | 'info' | 'warning';
} {
  switch (refund.state) {
    case 'settled':
      return {
        label: refund.settledAt ? `Paid on ${siteTime(refund.settledAt).format('D MMM YYYY')}` : 'Paid',
        color: 'success',
      };
    case 'failed':
      return { label: 'Delayed — our team is on it', color: 'warning' };
    default:
      return { label: 'On its way', color: 'info' };
  }
}

/** The money going back on an order, each refund with where it goes and how far it got; nothing when none. */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <SectionCard title="Refunds">
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
        divider={<Divider flexItem />}
      >
        {refunds.map((refund) => {
          const state = refundStateWords(refund);
          return (
            <Box component="li" key={refund.id} data-testid="order-refund">
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}
              >
                <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
                  {formatSiteMoney(refund.amount)} {DESTINATION[refund.method]}
                </Typography>
                <Chip size="small" variant="outlined" color={state.color} label={state.label} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {refund.reason}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
