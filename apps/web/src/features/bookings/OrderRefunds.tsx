import type { OrderRefund } from '@app/contracts';
import { Box, Divider, Stack } from '@mui/material';
import { SectionCard } from '../../ui/SectionCard';
import { RefundLine } from '../payments/RefundLine';

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
        {refunds.map((refund) => (
          <Box component="li" key={refund.id} data-testid="order-refund">
            <RefundLine refund={refund} />
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
