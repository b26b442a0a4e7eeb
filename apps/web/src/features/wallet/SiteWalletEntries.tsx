import { MSG } from '@app/contracts';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { SectionCard } from '../../ui/SectionCard';
import { useSiteWalletEntries } from './api/site-wallet';
import { SiteWalletEntriesTable } from './SiteWalletEntriesTable';
import { SiteWalletFilters } from './SiteWalletFilters';
import {
  EMPTY_SITE_WALLET_FILTERS,
  type SiteWalletFilterForm,
  siteWalletRequestOf,
} from './site-wallet-filters';

/** The wallet report with no customer chosen: every entry of the site, filtered and paged. */
export function SiteWalletEntries() {
  const [filters, setFilters] = useState<SiteWalletFilterForm>(EMPTY_SITE_WALLET_FILTERS);
  const [page, setPage] = useState(1);
  const entries = useSiteWalletEntries(siteWalletRequestOf(filters, page));
  // New filters start again from the first page.
  const apply = (next: SiteWalletFilterForm) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <>
      <SiteWalletFilters onApply={apply} />
      <SectionCard title="All wallet transactions">
        {entries.isError ? (
          <EmptyState title={MSG.somethingWrong} message={entries.error.message} />
        ) : (
          <SiteWalletEntriesTable data={entries.data} onPage={setPage} />
        )}
      </SectionCard>
    </>
  );
}
