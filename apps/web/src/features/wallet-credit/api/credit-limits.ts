import {
  type CreditSettings,
  getCreditLimitsCall,
  getCreditSettingsCall,
  type SetCreditLimitRequest,
  saveCreditSettingsCall,
  setCreditLimitCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';
import { notify } from '../../../ui/notify';

const keys = {
  limits: (userId: string) => [...SESSION_SCOPE, 'creditLimits', userId] as const,
  settings: [...SESSION_SCOPE, 'creditSettings'] as const,
};

/** POST wl/user/getCreditLimits: an agency's limit in force and every limit given it (staff). */
export function useCreditLimits(userId: string | null) {
  return useQuery({
    queryKey: keys.limits(userId ?? ''),
    queryFn: async () => (await unwrap(http.call(getCreditLimitsCall, { userId: userId ?? '' }))).data,
    enabled: userId !== null,
  });
}

/** POST wl/user/setCreditLimit: the answer is the agency's limits as they now stand. */
export function useSetCreditLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetCreditLimitRequest) => unwrap(http.call(setCreditLimitCall, request)),
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.limits(answer.data.userId), answer.data);
      notify.success(answer.message);
    },
  });
}

/** GET wl/site/creditSettings: whether agencies may book on credit. */
export function useCreditSettings(enabled: boolean) {
  return useQuery({
    queryKey: keys.settings,
    queryFn: async () => (await unwrap(http.call(getCreditSettingsCall, {}))).data,
    enabled,
  });
}

export function useSaveCreditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CreditSettings) => unwrap(http.call(saveCreditSettingsCall, settings)),
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.settings, answer.data);
      notify.success(answer.message);
    },
  });
}
