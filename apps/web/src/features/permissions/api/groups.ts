import {
  deleteRbacUserGroupPath,
  getRbacUserGroupListPath,
  getRbacUserGroupListResponse,
  getRbacUserGroupPermissionsPath,
  permissionTreeResponse,
  type SaveRbacUserGroupRequest,
  saveRbacUserGroupPath,
  saveRbacUserGroupResponse,
  successOnly,
  type UpdateRbacUserGroupPermissionsRequest,
  updateRbacUserGroupPermissionsPath,
  updateRbacUserGroupPermissionsResponse,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { rbacKeys } from './keys';

/** The site's permission groups (GET rbac/getRBACUserGroupList); only where the permission menu shows. */
export function useRbacUserGroups(enabled = true) {
  return useQuery({
    queryKey: rbacKeys.groups(),
    queryFn: async () =>
      (await unwrap(http.get(getRbacUserGroupListPath, {}, { schema: getRbacUserGroupListResponse }))).data,
    enabled,
  });
}

export function useGroupPermissions(userGroupId: string) {
  return useQuery({
    queryKey: rbacKeys.groupPermissions(userGroupId),
    queryFn: async () =>
      (
        await unwrap(
          http.post(getRbacUserGroupPermissionsPath, { userGroupId }, { schema: permissionTreeResponse }),
        )
      ).data,
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
    mutationFn: (request: SaveRbacUserGroupRequest) =>
      unwrap(http.post(saveRbacUserGroupPath, request, { schema: saveRbacUserGroupResponse })),
    onSuccess,
  });
}

export function useDeleteRbacUserGroup() {
  const onSuccess = useRefreshRbac();
  return useMutation({
    mutationFn: (userGroupId: string) =>
      unwrap(http.post(deleteRbacUserGroupPath, { userGroupId }, { schema: successOnly })),
    onSuccess,
  });
}

export function useUpdateGroupPermissions() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRbac();
  return useMutation({
    mutationFn: (request: UpdateRbacUserGroupPermissionsRequest) =>
      unwrap(
        http.post(updateRbacUserGroupPermissionsPath, request, {
          schema: updateRbacUserGroupPermissionsResponse,
        }),
      ),
    onSuccess: (answer, request) => {
      // The answer is the saved tree: shown at once, so the editor never flashes the old one.
      queryClient.setQueryData(rbacKeys.groupPermissions(request.userGroupId), answer.data);
      return refresh();
    },
  });
}
