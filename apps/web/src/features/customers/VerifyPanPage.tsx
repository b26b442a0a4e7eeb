import {
  countLabel,
  PAN_MSG,
  PAN_STATUS_LABELS,
  PAN_STATUSES,
  type PanListRequest,
  type PanPage,
  type PanRecord,
  type PanStatus,
  panListRequest,
} from '@app/contracts';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { siteTime } from '../../app/site-locale';
import { FilterForm } from '../../ui/form/FilterForm';
import { FormTextField } from '../../ui/form/FormTextField';
import { useFilterForm } from '../../ui/form/use-filter-form';
import { Pager } from '../../ui/Pager';
import { PageTitle } from '../../ui/PageTitle';
import { QueryList } from '../payments/QueryList';
import { useDecidePan, usePanList } from './api/pan';
import { RejectPanDialog } from './RejectPanDialog';

const EMPTY = { status: '', q: '' };
const STATUS_COLOR: Record<PanStatus, 'default' | 'success' | 'error'> = {
  unverified: 'default',
  verified: 'success',
  rejected: 'error',
};
const SOURCE_LABEL = { account: 'on the account', billing: 'from the billing details' } as const;

/** /staff/verify-pan: customers' PANs with their format check, each verified or rejected with a reason. */
export function VerifyPanPage() {
  const [request, setRequest] = useState<PanListRequest>({ page: 1 });
  const list = usePanList(request);
  const [rejecting, setRejecting] = useState<PanRecord | null>(null);
  return (
    <>
      <PageTitle
        title="Verify PAN card"
        subtitle="Customers' PANs, unverified first. Verify a PAN whose format is right, or reject it saying why; a customer who changes their PAN is checked again."
      />
      <PanFilters onApply={(next) => setRequest({ ...next, page: 1 })} />
      <QueryList query={list} empty={{ title: PAN_MSG.noResults, message: PAN_MSG.noResultsBody }}>
        {(data) => (
          <Stack spacing={1.5} aria-busy={list.isFetching}>
            <Counts data={data} />
            {data.records.map((record) => (
              <PanCard key={record.customerId} record={record} onReject={() => setRejecting(record)} />
            ))}
            <Pager
              count={data.totalPages}
              page={data.currentPage}
              onPage={(page) => setRequest({ ...request, page })}
            />
          </Stack>
        )}
      </QueryList>
      {rejecting && <RejectPanDialog record={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}

function PanFilters({ onApply }: { onApply: (filters: PanListRequest) => void }) {
  const filter = useFilterForm<typeof EMPTY, PanListRequest>(panListRequest, EMPTY, onApply);
  return (
    <FilterForm
      label="PAN filters"
      onSubmit={filter.onSubmit}
      clearLabel="Clear"
      onClear={filter.onClear}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)' }}
    >
      <FormTextField
        control={filter.control}
        name="status"
        label="Status"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Any status</option>
        {PAN_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PAN_STATUS_LABELS[status]}
          </option>
        ))}
      </FormTextField>
      <FormTextField control={filter.control} name="q" label="Name, e-mail or PAN" />
    </FilterForm>
  );
}

/** How many match, and how many of the site's PANs wait in each status. */
function Counts({ data }: { data: PanPage }) {
  const { totals } = data;
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {countLabel(data, 'customer', 'customers')} · {totals.unverified} unverified, {totals.verified}{' '}
      verified, {totals.rejected} rejected in all
    </Typography>
  );
}

function PanCard({ record, onReject }: { record: PanRecord; onReject: () => void }) {
  const decide = useDecidePan();
  const refused = decide.error ? decide.error.message : null;
  return (
    <Paper component="article" variant="outlined" aria-label={`PAN of ${record.name}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600, minWidth: 0 }}>
          {record.name}
          {record.email && (
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ wordBreak: 'break-all' }}
            >
              {' '}
              · {record.email}
            </Typography>
          )}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[record.status]} label={PAN_STATUS_LABELS[record.status]} />
      </Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mt: 1 }}
      >
        <Typography sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 1 }}>
          {record.pan}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {SOURCE_LABEL[record.panSource]}
        </Typography>
        {record.formatProblem ? (
          <Chip
            size="small"
            variant="outlined"
            color="error"
            label={record.formatProblem}
            // The problem is a sentence: on a phone it wraps rather than being cut off.
            sx={{ maxWidth: '100%', height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
          />
        ) : (
          <Chip size="small" variant="outlined" color="success" label="Format OK" />
        )}
      </Box>
      {record.checkedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {PAN_STATUS_LABELS[record.status]} by {record.checkedBy ?? 'a former staff member'} on{' '}
          {siteTime(record.checkedAt).format('D MMM YYYY, HH:mm')}
          {record.reason && ` · ${record.reason}`}
        </Typography>
      )}
      {refused && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refused}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button
          variant="outlined"
          color="success"
          disabled={record.formatProblem !== null || record.status === 'verified'}
          loading={decide.isPending}
          onClick={() => decide.mutate({ customerId: record.customerId, decision: 'verified' })}
        >
          Verify
        </Button>
        <Button variant="outlined" color="error" onClick={onReject}>
          Reject
        </Button>
      </Stack>
    </Paper>
  );
}
