import { type ChangeRequestReader, changeRequestStatusLabel, MSG, NO_CHANGE_REQUESTS } from '@app/contracts';
import { Box, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useAppStore } from '../../app/store';
import { EmptyState } from '../../ui/EmptyState';
import { notify } from '../../ui/notify';
import { Pager } from '../../ui/Pager';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { useChangeRequests, useRefreshChangeRequestStatus } from './api/change-requests';
import { ChangeRequestCard } from './change-requests/ChangeRequestCard';
import { ReviewActions } from './change-requests/ReviewActions';

const SUBTITLES: Record<ChangeRequestReader, string> = {
  customer: 'Refunds and reissues you asked for, newest first.',
  staff: 'Refunds and reissues customers asked for, newest first.',
};

/**
 * /flight/changeRequests: refunds and reissues asked, newest first, each with Refresh Status. The same
 * screen serves customers (their own requests, in plain words) and staff (everyone's, in the
 * supplier's words), and speaks to each.
 */
export function ChangeRequestsPage() {
  const [page, setPage] = useState(1);
  const queue = useChangeRequests(page);
  const refresh = useRefreshChangeRequestStatus();
  const reader: ChangeRequestReader = useAppStore((s) =>
    s.auth?.user.userType === 'staff' ? 'staff' : 'customer',
  );

  const refreshOne = (changeRequestId: number) =>
    refresh.mutate(changeRequestId, {
      onSuccess: (status) =>
        notify.success(`Change request ${changeRequestId}: ${changeRequestStatusLabel(status, reader)}`),
    });

  return (
    <Box sx={{ maxWidth: 600, mx: 'auto' }}>
      <PageTitle title="Change requests" subtitle={SUBTITLES[reader]} />
      {queue.isPending ? (
        <PageSkeleton rows={4} />
      ) : queue.isError ? (
        <Paper>
          <EmptyState title={MSG.somethingWrong} message="The change requests could not be loaded." />
        </Paper>
      ) : queue.data.records.length === 0 ? (
        <Paper>
          <EmptyState title={NO_CHANGE_REQUESTS} />
        </Paper>
      ) : (
        <Stack spacing={2}>
          {queue.data.records.map((item) => (
            <ChangeRequestCard
              key={item.review?.reviewId ?? item.changeRequestId}
              item={item}
              reader={reader}
              refreshing={refresh.isPending && refresh.variables === item.changeRequestId}
              onRefresh={() => item.changeRequestId !== null && refreshOne(item.changeRequestId)}
              actions={reader === 'staff' && item.review && <ReviewActions review={item.review} />}
            />
          ))}
          <Pager count={queue.data.totalPages} page={page} onPage={setPage} />
        </Stack>
      )}
    </Box>
  );
}
