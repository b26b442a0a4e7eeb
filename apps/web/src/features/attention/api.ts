import { type AttentionActRequest, attentionActCall, attentionListCall } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../api/api-failure';
import { http } from '../../api/client';
import { SESSION_SCOPE } from '../../api/query-client';

const attentionKey = [...SESSION_SCOPE, 'attention'] as const;

/** The open cases of this site, newest first; the dashboard reads their count from the same query. */
export function useAttention(enabled = true) {
  return useQuery({
    queryKey: attentionKey,
    queryFn: async () => (await unwrap(http.call(attentionListCall, {}))).data.items,
    enabled,
  });
}

export function useActOnAttention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AttentionActRequest) => unwrap(http.call(attentionActCall, request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attentionKey }),
  });
}
