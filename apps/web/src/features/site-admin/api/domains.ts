import {
  addSiteDomainCall,
  makePrimaryDomainCall,
  removeSiteDomainCall,
  siteDomainsCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';

const domainKeys = { list: [...SESSION_SCOPE, 'siteDomains'] as const };

/** The site's domains, the primary first. */
export function useSiteDomains() {
  return useQuery({
    queryKey: domainKeys.list,
    queryFn: async () => (await unwrap(http.call(siteDomainsCall, undefined))).data.domains,
  });
}

type DomainChange = typeof addSiteDomainCall | typeof removeSiteDomainCall | typeof makePrimaryDomainCall;

/** Quiet: a refusal is shown under the field or in the row; the answer carries the new list. */
function useDomainChange(change: DomainChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domain: string) => unwrap(http.call(change, { domain }, { quiet: true })),
    onSuccess: (answer) => queryClient.setQueryData(domainKeys.list, answer.data.domains),
  });
}

export const useAddDomain = () => useDomainChange(addSiteDomainCall);
export const useRemoveDomain = () => useDomainChange(removeSiteDomainCall);
export const useMakePrimaryDomain = () => useDomainChange(makePrimaryDomainCall);
