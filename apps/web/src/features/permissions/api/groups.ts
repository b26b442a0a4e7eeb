import {
  deleteRBACUserGroupCall,
  getRBACUserGroupListCall,
  getRBACUserGroupPermissionsCall,
  type SaveRbacUserGroupRequest,
  saveRBACUserGroupCall,
  type UpdateRbacUserGroupPermissionsRequest,
  updateRBACUserGroupPermissionsCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { rbacKeys } from './keys';

/** The site's permission groups (GET rbac/getRBACUserGroupList); only where the permission menu shows. */
export function useRbacUserGroups(enabled = true) {
  return useQuery({
    queryKey: rbacKeys.groups(),
    queryFn: async () => (await unwrap(http.call(getRBACUserGroupListCall, {}))).data,
    enabled,
  });
}

export function useGroupPermissions(userGroupId: string) {
  return useQuery({
    queryKey: rbacKeys.groupPermissions(userGroupId),
    queryFn: async () => (await unwrap(http.call(getRBACUserGroupPermissionsCall, { userGroupId }))).data,
  });
}

/** Names, member and permission counts show in several places, so every rbac answer is re-read. */
function useRefreshRbac() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rbacKeys.all });
}

export function useSaveRbacUserGroup() {
  const onSuccess = useRefreshRbac();
  return useMutation({
    mutationFn: (request: SaveRbacUserGroupRequest) => unwrap(http.call(saveRBACUserGroupCall, request)),
    onSuccess,
  });
}

export function useDeleteRbacUserGroup() {
  const onSuccess = useRefreshRbac();
  return useMutation({
    mutationFn: (userGroupId: string) => unwrap(http.call(deleteRBACUserGroupCall, { userGroupId })),
    onSuccess,
  });
}

export function useUpdateGroupPermissions() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRbac();
  return useMutation({
    mutationFn: (request: UpdateRbacUserGroupPermissionsRequest) =>
      unwrap(http.call(updateRBACUserGroupPermissionsCall, request)),
    onSuccess: (answer, request) => {
      // The answer is the saved tree: shown at once, so the editor never flashes the old one.
      queryClient.setQueryData(rbacKeys.groupPermissions(request.userGroupId), answer.data);
      return refresh();
    },
  });
}
