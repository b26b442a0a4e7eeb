import { MSG } from '@app/contracts';
import { Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { SectionCard } from '../../ui/SectionCard';
import { useReferralReport } from './api/referrals';
import { ReferralPeriodFilter } from './ReferralPeriodFilter';
import { ReferralsChart } from './ReferralsChart';
import { ReferralsTable } from './ReferralsTable';
import { ALL_TIME, type ReferralPeriodForm, referralReportRequestOf } from './referral-filters';

function Loading() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading referrals">
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** /staff/referrals (Dashboard → Referrals): who brings customers to the site, and what they buy. */
export function ReferralsPage() {
  const [period, setPeriod] = useState<ReferralPeriodForm>(ALL_TIME);
  const [page, setPage] = useState(1);
  const report = useReferralReport(referralReportRequestOf(period, page));
  // A new period starts again from the first page.
  const apply = (next: ReferralPeriodForm) => {
    setPeriod(next);
    setPage(1);
  };
  const data = report.data;
  return (
    <>
      <PageTitle title="Referrals" subtitle="Customers who signed up with someone's referral code" />
      <ReferralPeriodFilter onApply={apply} />
      {report.isError ? (
        <SectionCard title="Referrers">
          <EmptyState title={MSG.somethingWrong} message={report.error.message} />
        </SectionCard>
      ) : !data ? (
        <Loading />
      ) : data.totalRecords === 0 ? (
        <SectionCard title="Referrers">
          <EmptyState title={MSG.noResults} />
        </SectionCard>
      ) : (
        <Stack spacing={2}>
          <ReferralsChart top={data.top} />
          <SectionCard title="Referrers">
            <ReferralsTable report={data} onPage={setPage} />
          </SectionCard>
        </Stack>
      )}
    </>
  );
}
