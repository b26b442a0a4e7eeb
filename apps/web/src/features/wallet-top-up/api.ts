import {
  type CreateTopUpRequest,
  createTopUpCall,
  getTopUpCall,
  getTopUpFeeCall,
  getTopUpOptionsCall,
  saveTopUpFeeCall,
  type TopUpFeeSettings,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../api/api-failure';
import { http } from '../../api/client';
import { SESSION_SCOPE } from '../../api/query-client';
import { UNSETTLED } from '../payments/after-payment';

export const topUpKeys = {
  options: [...SESSION_SCOPE, 'topUp', 'options'] as const,
  receipt: (orderId: string) => [...SESSION_SCOPE, 'topUp', 'receipt', orderId] as const,
  fee: [...SESSION_SCOPE, 'topUp', 'fee'] as const,
};

/** GET wallet/topUp/options: the site's fee and whether it takes online payments. */
export function useTopUpOptions() {
  return useQuery({
    queryKey: topUpKeys.options,
    queryFn: async () => (await unwrap(http.call(getTopUpOptionsCall, undefined))).data,
  });
}

/** POST wallet/topUp/create: the order and the gateway's page. Quiet: a refused amount goes under its field. */
export function useCreateTopUp() {
  return useMutation({
    mutationFn: async (request: CreateTopUpRequest) =>
      (await unwrap(http.call(createTopUpCall, request, { quiet: true }))).data,
  });
}

/** POST wallet/topUp/get: the top-up as its page shows it; asked again while the gateway's word is awaited. */
export function useTopUpReceipt(orderId: string) {
  return useQuery({
    queryKey: topUpKeys.receipt(orderId),
    queryFn: async () => (await unwrap(http.call(getTopUpCall, { orderId }, { quiet: true }))).data,
    refetchInterval: (query) =>
      query.state.data && UNSETTLED.includes(query.state.data.status) ? 2_000 : false,
    staleTime: 0,
  });
}

/** GET wallet/topUp/fee (staff, settings.payments). */
export function useTopUpFee() {
  return useQuery({
    queryKey: topUpKeys.fee,
    queryFn: async () => (await unwrap(http.call(getTopUpFeeCall, undefined))).data,
  });
}

/** POST wallet/topUp/fee: quiet, a refused percent is shown under its field. */
export function useSaveTopUpFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TopUpFeeSettings) =>
      unwrap(http.call(saveTopUpFeeCall, input, { quiet: true })),
    onSuccess: (answer) => queryClient.setQueryData(topUpKeys.fee, answer.data),
  });
}
