import { getPolicyCall, type PolicyKey, policyVersionsCall, savePolicyCall } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';

const policyKeys = {
  all: ['policies'] as const,
  current: (policy: PolicyKey) => ['policies', 'current', policy] as const,
  versions: (policy: PolicyKey) => ['policies', 'versions', policy] as const,
};

/** The policy as staff last published it; null while they have not. */
export function usePolicy(policy: PolicyKey) {
  return useQuery({
    queryKey: policyKeys.current(policy),
    queryFn: async () => (await unwrap(http.call(getPolicyCall, { policy }))).data,
  });
}

export function usePolicyVersions(policy: PolicyKey) {
  return useQuery({
    queryKey: policyKeys.versions(policy),
    queryFn: async () => (await unwrap(http.call(policyVersionsCall, { policy }))).data.versions,
  });
}

/** Quiet: an empty text is said under the editor. */
export function useSavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { policy: PolicyKey; html: string }) =>
      (await unwrap(http.call(savePolicyCall, input, { quiet: true }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKeys.all }),
  });
}
