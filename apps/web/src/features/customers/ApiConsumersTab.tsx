import { MSG } from '@app/contracts';
import { Paper, Stack, Typography } from '@mui/material';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useApiConsumers } from './api/customers';

/** Other sites buying this site's supply; the partner issue fills the list, so it is empty for now. */
export function ApiConsumersTab() {
  const consumers = useApiConsumers(1, true);
  if (consumers.isPending) return <PageSkeleton rows={3} />;
  const records = consumers.data?.records ?? [];
  if (records.length === 0) {
    return (
      <Paper>
        <EmptyState title={MSG.noResults} />
      </Paper>
    );
  }
  return (
    <Stack spacing={1} component="ul" sx={{ p: 0, m: 0 }}>
      {records.map((c) => (
        <Paper key={c.wl_mongoDb_siteId} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
          <Typography sx={{ fontWeight: 600 }}>{c.wl_companyName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {c.wl_domain} · {c.wl_adminEmail ?? '—'} · {c.leGroup_groupName ?? 'Default group'}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
