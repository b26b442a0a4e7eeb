import { AUDIT_MSG, type AuditEntriesRequest, countLabel, MSG } from '@app/contracts';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DownloadButton } from '../../ui/DownloadButton';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { AuditEntryCard } from './AuditEntryCard';
import { AuditFilters } from './AuditFilters';
import { downloadAudit, useAuditEntries } from './api/audit';

/** /staff/audit-log: what staff did to money, customers, markups, permissions and settings. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditEntriesRequest & { page: number }>({ page: 1 });
  const entries = useAuditEntries(filters);

  let list: React.ReactNode;
  if (entries.isPending) list = <PageSkeleton />;
  else if (entries.isError) list = <Alert severity="error">{MSG.somethingWrong}</Alert>;
  else if (entries.data.records.length === 0)
    list = (
      <Paper>
        <EmptyState title={AUDIT_MSG.noEntries} message="No staff action matches these filters." />
      </Paper>
    );
  else
    list = (
      <Stack spacing={1.5} aria-busy={entries.isFetching}>
        <Typography variant="body2" color="text.secondary" role="status">
          {countLabel(entries.data, 'entry', 'entries')}
        </Typography>
        {entries.data.records.map((entry) => (
          <AuditEntryCard key={entry.id} entry={entry} />
        ))}
        <Pager
          count={entries.data.totalPages}
          page={filters.page}
          onPage={(page) => setFilters({ ...filters, page })}
        />
      </Stack>
    );

  return (
    <>
      <PageTitle
        title="Audit log"
        subtitle="Who changed what, when and from where. Entries are never changed or removed."
        actions={
          <DownloadButton
            variant="outlined"
            download={() => downloadAudit(filters)}
            label="Export"
            busyLabel="Exporting…"
          />
        }
      />
      <AuditFilters onApply={(next) => setFilters({ ...next, page: 1 })} />
      {list}
    </>
  );
}
