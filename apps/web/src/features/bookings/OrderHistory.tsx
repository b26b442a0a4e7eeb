import type { OrderEventView } from '@app/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { siteTime } from '../../app/site-locale';
import { formatSiteMoney } from '../../app/site-money';
import { SectionCard } from '../../ui/SectionCard';

/** What each timeline event means, for staff; an unknown one shows as it is. */
const EVENT_WORDS: Record<string, string> = {
  pay: 'Paid',
  placeHold: 'Placing the hold',
  expire: 'Expired unpaid',
  decline: 'Payment declined',
  holdPlaced: 'Held by the airline',
  reopenHold: 'Held again',
  fulfil: 'Booked',
  fail: 'Failed',
  payHold: 'Paying for the hold',
  release: 'Released',
  lapse: 'Hold lapsed',
  'item:unconfirmed': 'Ticket not confirmed',
  'item:ticketed': 'Ticket confirmed',
  'item:failed': 'No ticket issued',
  'item:held': 'Still held by the airline',
  'refund:requested': 'Refund requested',
  'refund:sent': 'Refund sent',
  'refund:settled': 'Refund paid',
  'refund:failed': 'Refund refused',
};

/** Staff's view of an order's timeline: every state change, supplier answer and refund, oldest first. */
export function OrderHistory({ events }: { events: readonly OrderEventView[] }) {
  if (events.length === 0) return null;
  return (
    <SectionCard title="History">
      <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {events.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; two lines may share a time and event
          <Box component="li" key={i} data-testid="order-event">
            <Typography variant="body2" fontWeight={600}>
              {EVENT_WORDS[e.event] ?? e.event}
              {e.amount !== null && ` · ${formatSiteMoney(e.amount)}`}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {siteTime(e.at).format('D MMM YYYY, HH:mm:ss')}
              {e.note && ` · ${e.note}`}
            </Typography>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
