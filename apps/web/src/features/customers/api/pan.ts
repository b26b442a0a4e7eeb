import { type PanListRequest, type PanVerifyRequest, panListCall, panVerifyCall } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { notify } from '../../../ui/notify';
import { customerKeys } from './keys';

const panKeys = {
  all: [...customerKeys.all, 'pan'] as const,
  page: (request: PanListRequest) => [...panKeys.all, request] as const,
};

/** Staff: the site's customers with a PAN, one filtered page at a time, with the count in each status. */
export function usePanList(request: PanListRequest) {
  return useQuery({
    queryKey: panKeys.page(request),
    queryFn: async () => (await unwrap(http.call(panListCall, request))).data,
    placeholderData: keepPreviousData,
  });
}

/** Verifies or rejects one customer's PAN; every page of the list is read again. */
export function useDecidePan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: PanVerifyRequest) => await unwrap(http.call(panVerifyCall, request)),
    onSuccess: (answer) => notify.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: panKeys.all }),
  });
}
