import {
  listMarkupGroupsCall,
  type SaveGroupRequest,
  saveMarkupGroupCall,
  setDefaultLEGroupCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { markupKeys } from './keys';

export function useMarkupGroups() {
  return useQuery({
    queryKey: markupKeys.groups(),
    queryFn: async () => (await unwrap(http.call(listMarkupGroupsCall, {}))).data,
  });
}

/** Group names show in the rule tables too, so every markup list is refreshed. */
function useRefreshMarkup() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: markupKeys.all });
}

export function useSaveGroup() {
  const onSuccess = useRefreshMarkup();
  return useMutation({
    mutationFn: (request: SaveGroupRequest) => unwrap(http.call(saveMarkupGroupCall, request)),
    onSuccess,
  });
}

export function useSetDefaultGroup() {
  const onSuccess = useRefreshMarkup();
  return useMutation({
    mutationFn: (groupId: string) => unwrap(http.call(setDefaultLEGroupCall, { groupId })),
    onSuccess,
  });
}
