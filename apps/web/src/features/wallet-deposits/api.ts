import {
  confirmDepositCall,
  type DepositState,
  getDepositSlipCall,
  getDepositsCall,
  getMyDepositsCall,
  type RejectDepositRequest,
  type RequestDepositRequest,
  rejectDepositCall,
  requestDepositCall,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../api/api-failure';
import { http } from '../../api/client';
import { SESSION_SCOPE } from '../../api/query-client';
import { notify } from '../../ui/notify';

export const depositKeys = {
  all: [...SESSION_SCOPE, 'deposits'] as const,
  mine: (page: number) => [...depositKeys.all, 'mine', page] as const,
  list: (state: DepositState, page: number) => [...depositKeys.all, 'list', state, page] as const,
  slip: (depositId: string) => [...depositKeys.all, 'slip', depositId] as const,
};

/** POST wallet/deposits/request. Quiet: a refused field is shown under it. */
export function useRequestDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RequestDepositRequest) =>
      unwrap(http.call(requestDepositCall, request, { quiet: true })),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.all }),
  });
}

/** POST wallet/deposits/mine: the agency's own deposits, newest first. */
export function useMyDeposits(page: number) {
  return useQuery({
    queryKey: depositKeys.mine(page),
    queryFn: async () => (await unwrap(http.call(getMyDepositsCall, { page }))).data,
    placeholderData: keepPreviousData,
  });
}

/** POST wallet/deposits/list (staff): the site's deposits in one state. */
export function useDeposits(state: DepositState, page: number) {
  return useQuery({
    queryKey: depositKeys.list(state, page),
    queryFn: async () => (await unwrap(http.call(getDepositsCall, { state, page }))).data,
    placeholderData: keepPreviousData,
  });
}

/** Staff's confirm or reject: the lists are read again whatever the answer (someone may have been first). */
export function useDecideDeposit() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: depositKeys.all });
  const confirm = useMutation({
    mutationFn: async (depositId: string) => unwrap(http.call(confirmDepositCall, { depositId })),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: settled,
  });
  const reject = useMutation({
    mutationFn: async (request: RejectDepositRequest) =>
      unwrap(http.call(rejectDepositCall, request, { quiet: true })),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: settled,
  });
  return { confirm, reject };
}

/** POST wallet/deposits/slip: the slip's image, once it is asked for. */
export function useDepositSlip(depositId: string | null) {
  return useQuery({
    queryKey: depositKeys.slip(depositId ?? ''),
    queryFn: async () =>
      (await unwrap(http.call(getDepositSlipCall, { depositId: depositId ?? '' }))).data.slip,
    enabled: depositId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
