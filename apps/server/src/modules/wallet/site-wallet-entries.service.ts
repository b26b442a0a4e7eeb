import {
  pageInfo,
  SITE_WALLET_MSG,
  type SiteWalletEntry,
  type SiteWalletFilters,
  WALLET_PAGE_SIZE,
} from '@app/contracts';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/errors';
import { siteEntriesPage, siteEntryTotals } from './site-wallet-entries.queries';
import { resolveReferences } from './wallet-references';

/** Every wallet entry of one site for staff (Transactions → Wallet transactions, no customer chosen). */
export function createSiteWalletService({ db }: { db: Db }) {
  return {
    async entries(siteId: string, filters: SiteWalletFilters) {
      const { totalRecords, credits, debits } = await siteEntryTotals(db, siteId, filters);
      const page = pageInfo(totalRecords, filters.page, WALLET_PAGE_SIZE);
      const { totalPages } = page;
      // A page past the end is a client mistake (a stale link, a typed URL), not an empty list.
      if (filters.page > totalPages) {
        const message = SITE_WALLET_MSG.pastLastPage(filters.page, totalPages);
        throw badRequest(message, { page: message });
      }
      const rows = await siteEntriesPage(db, siteId, filters);
      const references = await resolveReferences(db, siteId, rows);
      const records: SiteWalletEntry[] = rows.map(
        ({ customerId, firstName, lastName, email, userType, createdAt, ...entry }, i) => ({
          ...entry,
          createdAt: createdAt.toISOString(),
          customer: {
            id: customerId,
            name: [firstName, lastName].filter(Boolean).join(' '),
            email,
            userType,
          },
          orderId: references[i]?.orderId ?? null,
          orderReference: references[i]?.orderReference ?? null,
          pnr: references[i]?.pnr ?? null,
        }),
      );
      return { records, ...page, totals: { credits, debits } };
    },
  };
}
export type SiteWalletService = ReturnType<typeof createSiteWalletService>;
