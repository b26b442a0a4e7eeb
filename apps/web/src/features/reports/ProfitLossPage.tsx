import { MSG, PROFIT_FORMULA, PROFIT_LOSS_MSG, type ProfitLossReport } from '@app/contracts';
import { Skeleton, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { siteToday } from '../../app/site-locale';
import { DownloadButton } from '../../ui/DownloadButton';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { downloadProfitLoss, useProfitLoss } from './api/profit-loss';
import { ProfitLossCards } from './ProfitLossCards';
import { ProfitLossChart } from './ProfitLossChart';
import { ProfitLossColumns } from './ProfitLossColumns';
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

/**
 * The figures with the formula of profit above them: on a desktop two tables that fit it (what makes
 * the profit, then the sales and cancellations in detail), on a phone or a narrow window a card per
 * row, so nothing is cut off at the right.
 */
function Figures({ report }: { report: ProfitLossReport }) {
  // Read on the first render (noSsr), so a phone never draws the tables first.
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return (
    <SectionCard title="Profit and loss" subheader={PROFIT_FORMULA}>
      <Stack spacing={2}>
        {narrow ? (
          <ProfitLossCards report={report} />
        ) : (
          <>
            <ProfitLossTable report={report} part="profit" label="Profit and loss" />
            <ProfitLossTable report={report} part="detail" label="Sales and cancellations in detail" />
          </>
        )}
        <ProfitLossColumns />
      </Stack>
    </SectionCard>
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
        subtitle="Each figure on the day its money moved: a sale when it was paid, a refund when it was paid back, a supplier's refund when it came back"
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
          <Figures report={data} />
        </Stack>
      )}
    </>
  );
}
