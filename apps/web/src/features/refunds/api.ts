import { type RefundState, refundRetryCall, refundsListCall } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../api/api-failure';
import { http } from '../../api/client';
import { SESSION_SCOPE } from '../../api/query-client';

const refundsKey = [...SESSION_SCOPE, 'refunds'] as const;

/** One page of the site's refunds, newest first, of one state or all. */
export function useRefunds(page: number, state: RefundState | undefined) {
  return useQuery({
    queryKey: [...refundsKey, page, state ?? 'all'],
    queryFn: async () => (await unwrap(http.call(refundsListCall, state ? { page, state } : { page }))).data,
    placeholderData: keepPreviousData,
  });
}

/** Sends a failed refund again; the list and the attention queue (whose case it may close) reload. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(http.call(refundRetryCall, { id })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: refundsKey }),
        queryClient.invalidateQueries({ queryKey: [...SESSION_SCOPE, 'attention'] }),
      ]),
  });
}
