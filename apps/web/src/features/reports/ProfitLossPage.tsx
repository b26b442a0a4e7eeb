import { MSG, PROFIT_LOSS_MSG } from '@app/contracts';
import { Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { siteToday } from '../../app/site-locale';
import { DownloadButton } from '../../ui/DownloadButton';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { downloadProfitLoss, useProfitLoss } from './api/profit-loss';
import { ProfitLossChart } from './ProfitLossChart';
import { ProfitLossFilter } from './ProfitLossFilter';
import { ProfitLossTable } from './ProfitLossTable';
import { lastTwelveMonths, type ProfitLossForm, requestOf } from './profit-loss-filters';

function Loading() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading profit and loss">
      <Skeleton variant="rounded" height={280} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

/** /staff/profit-loss (Transactions → Profit/loss): what the site sold, paid back and kept. */
export function ProfitLossPage() {
  const [initial] = useState(() => lastTwelveMonths(siteToday()));
  const [filters, setFilters] = useState<ProfitLossForm>(initial);
  const request = requestOf(filters);
  const report = useProfitLoss(request);
  const data = report.data;
  return (
    <>
      <PageTitle
        title="Profit/loss"
        subtitle="Sales of delivered bookings on the day they were paid, refunds on the day they were paid back"
        actions={
          <DownloadButton
            variant="outlined"
            label="Export"
            busyLabel="Exporting…"
            download={() => downloadProfitLoss(request)}
          />
        }
      />
      <ProfitLossFilter initial={initial} onApply={setFilters} />
      {report.isError ? (
        <SectionCard title="Profit and loss">
          <EmptyState title={MSG.somethingWrong} message={report.error.message} />
        </SectionCard>
      ) : !data ? (
        <Loading />
      ) : data.rows.length === 0 ? (
        <SectionCard title="Profit and loss">
          <EmptyState title={MSG.noResults} message={PROFIT_LOSS_MSG.empty} />
        </SectionCard>
      ) : (
        <Stack spacing={2}>
          <ProfitLossChart report={data} />
          <SectionCard title="Profit and loss">
            <ProfitLossTable report={data} />
          </SectionCard>
        </Stack>
      )}
    </>
  );
}
