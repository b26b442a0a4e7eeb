import { setupChecklistCall } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';

/**
 * The site's setup checklist (decision 0055), read afresh each time it shows: the owner comes back
 * to it from the screen where they just set something up.
 */
export function useSetupChecklist(enabled = true) {
  return useQuery({
    queryKey: [...SESSION_SCOPE, 'setupChecklist'],
    queryFn: async () => (await unwrap(http.call(setupChecklistCall, undefined))).data,
    enabled,
    staleTime: 0,
  });
}
