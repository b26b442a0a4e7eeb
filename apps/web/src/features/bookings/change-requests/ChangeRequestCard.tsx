import {
  CHANGE_REQUEST_STATUS,
  type ChangeRequestListItem,
  type ChangeRequestReader,
  changeRequestStatusLabel,
} from '@app/contracts';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Chip, type ChipProps, Paper, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { siteTime } from '../../../app/site-locale';
import { formatRupees } from '../../flights/format';

const DATE_FORMAT = 'ddd,DD MMM YYYY';

export function statusColor(status: number): ChipProps['color'] {
  switch (status) {
    case CHANGE_REQUEST_STATUS.Completed:
      return 'success';
    case CHANGE_REQUEST_STATUS.Rejected:
      return 'error';
    case CHANGE_REQUEST_STATUS.Closed:
      return 'default';
    default:
      return 'warning';
  }
}

/** One request of the queue: trip, travellers, type, status chip, amounts, Refresh Status. */
export function ChangeRequestCard({
  item,
  reader,
  refreshing,
  onRefresh,
}: {
  item: ChangeRequestListItem;
  reader: ChangeRequestReader;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const done = item.status === CHANGE_REQUEST_STATUS.Completed;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="change-request">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
          {item.origin} → {item.destination}
          {item.pnr ? ` · PNR ${item.pnr}` : ''}
        </Typography>
        <Chip size="small" label={changeRequestStatusLabel(item, reader)} color={statusColor(item.status)} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {item.requestTypeLabel} · request {item.changeRequestId} · raised{' '}
        {siteTime(item.createdAt).format(DATE_FORMAT)} · travel {dayjs(item.travelDate).format(DATE_FORMAT)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {item.passengerNames.join(', ')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {done
            ? `Refunded ${formatRupees(item.refundedAmount)} · charge ${formatRupees(item.cancellationCharge)}`
            : 'Amounts are known once the airline completes the request.'}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
          Refresh Status
        </Button>
      </Stack>
    </Paper>
  );
}
