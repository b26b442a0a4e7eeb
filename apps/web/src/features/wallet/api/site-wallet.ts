import { type GetSiteWalletEntriesRequest, getSiteWalletEntriesCall } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { walletKeys } from './wallet';

/** Under walletKeys.all, so a staff entry made on this page refreshes the site's list too. */
export const siteWalletKeys = {
  entries: (request: GetSiteWalletEntriesRequest) => [...walletKeys.all, 'site', request] as const,
};

/** Staff: every wallet entry of the site, one filtered page at a time. */
export function useSiteWalletEntries(request: GetSiteWalletEntriesRequest) {
  return useQuery({
    queryKey: siteWalletKeys.entries(request),
    queryFn: async () => (await unwrap(http.call(getSiteWalletEntriesCall, request))).data,
    placeholderData: keepPreviousData,
  });
}
