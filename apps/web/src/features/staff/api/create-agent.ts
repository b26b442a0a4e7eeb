import { type CreateAgentRequest, createDetailPendingCustomerForDmcCall } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { staffKeys } from './keys';

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateAgentRequest) =>
      unwrap(http.call(createDetailPendingCustomerForDmcCall, request)),
    // The new customer was mailed a set-password link, so the outbox has changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
