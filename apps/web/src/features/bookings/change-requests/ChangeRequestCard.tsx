import {
  CHANGE_REQUEST_STATUS,
  type ChangeRequestListItem,
  type ChangeRequestReader,
  changeRequestStatusLabel,
  refundAfterFee,
} from '@app/contracts';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Chip, type ChipProps, Paper, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
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

/** What the request's money line says: the refund once done (less the site's fee), or what is known. */
function amountsOf(item: ChangeRequestListItem): string {
  const fee = item.cancellationFee > 0 ? ` · cancellation fee ${formatRupees(item.cancellationFee)}` : '';
  if (item.review)
    return item.review.state === 'pending'
      ? `With our team before it goes to the airline${fee}.`
      : 'Not sent to the airline; the booking stays ticketed.';
  if (item.status !== CHANGE_REQUEST_STATUS.Completed)
    return `Amounts are known once the airline completes the request${fee}.`;
  const refunded = refundAfterFee(item.refundedAmount, item.cancellationFee);
  return `Refunded ${formatRupees(refunded)} · charge ${formatRupees(item.cancellationCharge)}${fee}`;
}

/**
 * One request of the queue: trip, travellers, type, status chip, amounts, and Refresh Status once
 * the airline has it; one still with the site's staff shows their `actions` instead (approve,
 * reject), and a rejected one the reason the customer is given.
 */
export function ChangeRequestCard({
  item,
  reader,
  refreshing,
  onRefresh,
  actions,
}: {
  item: ChangeRequestListItem;
  reader: ChangeRequestReader;
  refreshing: boolean;
  onRefresh: () => void;
  actions?: ReactNode;
}) {
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
        {item.requestTypeLabel}
        {item.changeRequestId !== null ? ` · request ${item.changeRequestId}` : ''} · raised{' '}
        {siteTime(item.createdAt).format(DATE_FORMAT)} · travel {dayjs(item.travelDate).format(DATE_FORMAT)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {item.passengerNames.join(', ')}
      </Typography>
      {item.review?.reason && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="review-reason">
          Reason: {item.review.reason}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {amountsOf(item)}
        </Typography>
        {item.changeRequestId !== null ? (
          <Button size="small" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
            Refresh Status
          </Button>
        ) : (
          actions
        )}
      </Stack>
    </Paper>
  );
}
