import { MSG, SUPPLIER_REPORT_MSG, type SupplierReportExportRequest } from '@app/contracts';
import { Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { siteToday } from '../../app/site-locale';
import { DownloadButton } from '../../ui/DownloadButton';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { downloadSupplierReport, useSupplierReport } from './api/flight-reports';
import { SupplierReportFilters, thisMonth } from './SupplierReportFilters';
import { SupplierBookingsTable, SupplierTotalsTable } from './SupplierReportTables';

/** /flight/supplierReport (Transactions → Supplier report): bookings per supplier, to reconcile its statement. */
export function SupplierReportPage() {
  const [initial] = useState(() => thisMonth(siteToday()));
  const [filters, setFilters] = useState<SupplierReportExportRequest>({ from: initial.from, to: initial.to });
  const [page, setPage] = useState(1);
  const request = { ...filters, page };
  const report = useSupplierReport(request);
  const filtered = Boolean(filters.supplier || filters.status);

  let body: React.ReactNode;
  if (report.isPending) body = <PageSkeleton rows={4} />;
  else if (report.isError)
    body = (
      <Paper>
        <EmptyState title={MSG.somethingWrong} message={report.error.message} />
      </Paper>
    );
  else if (report.data.records.length === 0)
    body = (
      <Paper>
        <EmptyState
          title={MSG.noResults}
          message={filtered ? SUPPLIER_REPORT_MSG.emptyFiltered : SUPPLIER_REPORT_MSG.empty}
        />
      </Paper>
    );
  else
    body = (
      <Stack spacing={2} aria-busy={report.isFetching}>
        <SectionCard title="Totals per supplier">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Money counts the tickets the supplier issued (ticketed, change requested, cancelled or refunded);
            failed, held and released bookings are counted, not charged.
          </Typography>
          <SupplierTotalsTable report={report.data} />
        </SectionCard>
        <SectionCard title="Bookings">
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {report.data.totalRecords === 1 ? '1 booking' : `${report.data.totalRecords} bookings`}
          </Typography>
          <SupplierBookingsTable rows={report.data.records} />
          <Pager count={report.data.totalPages} page={report.data.currentPage} onPage={setPage} />
        </SectionCard>
      </Stack>
    );

  return (
    <>
      <PageTitle
        title="Supplier report"
        subtitle="Each booking at each supplier on the days it was booked, with its net cost, fares and status"
        actions={
          <DownloadButton
            variant="outlined"
            label="Export to Excel"
            busyLabel="Exporting…"
            download={() => downloadSupplierReport(request)}
          />
        }
      />
      <SupplierReportFilters
        initial={initial}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {body}
    </>
  );
}
