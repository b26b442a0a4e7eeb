import { getSupplierWalletsCall } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';

export const supplierWalletKeys = {
  all: [...SESSION_SCOPE, 'supplierWallets'] as const,
};

/** The balance at each flight supplier, read live by the server, with this site's spend there. */
export function useSupplierWallets() {
  return useQuery({
    queryKey: supplierWalletKeys.all,
    queryFn: async () => (await unwrap(http.call(getSupplierWalletsCall, {}))).data.suppliers,
    // Money moves with every ticket: coming back to the page reads it again.
    staleTime: 0,
  });
}
