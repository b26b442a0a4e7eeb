import {
  type AttentionActRequest,
  attentionActCall,
  attentionActResponse,
  attentionListCall,
  attentionListResponse,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../api/api-failure';
import { http } from '../../api/client';
import { SESSION_SCOPE } from '../../api/query-client';

const attentionKey = [...SESSION_SCOPE, 'attention'] as const;

/** The open cases of this site, newest first; the dashboard reads their count from the same query. */
export function useAttention(enabled = true) {
  return useQuery({
    queryKey: attentionKey,
    queryFn: async () =>
      (await unwrap(http.post(attentionListCall.path, {}, { schema: attentionListResponse }))).data.items,
    enabled,
  });
}

export function useActOnAttention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AttentionActRequest) =>
      unwrap(http.post(attentionActCall.path, request, { schema: attentionActResponse })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attentionKey }),
  });
}
