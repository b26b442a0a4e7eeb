import { type ApiConsumer, MSG } from '@app/contracts';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useMyPermissions } from '../permissions/use-my-permissions';
import { useApiConsumers } from './api/customers';
import { ConsumerSettingsDialog } from './ConsumerSettingsDialog';

/** Other sites buying this site's supply, with their markup group and TDS; the partner issue fills the list. */
export function ApiConsumersTab() {
  const consumers = useApiConsumers(1, true);
  const { can } = useMyPermissions();
  const [editing, setEditing] = useState<ApiConsumer | null>(null);
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
    <>
      <Stack spacing={1} component="ul" sx={{ p: 0, m: 0 }}>
        {records.map((c) => (
          <Paper
            key={c.wl_mongoDb_siteId}
            component="li"
            variant="outlined"
            sx={{ p: 2, listStyle: 'none', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 600 }}>{c.wl_companyName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {c.wl_domain} · {c.wl_adminEmail ?? '—'} · {c.leGroup_groupName ?? 'Default group'}
              </Typography>
            </Box>
            {c.wl_legalEntityId && can('consumers.manage') && (
              <Button variant="outlined" onClick={() => setEditing(c)}>
                Markup group & TDS
              </Button>
            )}
          </Paper>
        ))}
      </Stack>
      <ConsumerSettingsDialog consumer={editing} onClose={() => setEditing(null)} />
    </>
  );
}
