import {
  type AddUserToRbacUserGroupRequest,
  addUserToRBACUserGroupCall,
  getStaffMembersCall,
  getUserGroupByUserIdCall,
  type StaffMember,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { rbacKeys } from './keys';

/** POST rbac/addUserToRBACUserGroup: null takes the user out of their group. */
export const assignUserGroup = (request: AddUserToRbacUserGroupRequest) =>
  unwrap(http.call(addUserToRBACUserGroupCall, request));

export function useStaffMembers() {
  return useQuery({
    queryKey: rbacKeys.staffMembers(),
    queryFn: async () => (await unwrap(http.call(getStaffMembersCall, {}))).data,
  });
}

/** The permission group a user is in, or null (rbac/getUserGroupByUserId). */
export function useUserGroupOfUser(userId: string) {
  return useQuery({
    queryKey: rbacKeys.groupOfUser(userId),
    queryFn: async () => (await unwrap(http.call(getUserGroupByUserIdCall, { userId }))).data,
  });
}

/** Moves a staff member; their row changes only once the server has confirmed. */
export function useAssignStaffGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignUserGroup,
    onSuccess: (answer, { userId }) => {
      queryClient.setQueryData<StaffMember[]>(rbacKeys.staffMembers(), (old) =>
        old?.map((m) =>
          m.users_id === userId
            ? {
                ...m,
                userGroupId: answer.data?.id ?? null,
                userGroupName: answer.data?.userGroupName ?? null,
              }
            : m,
        ),
      );
      // Member counts of the group list changed too.
      return queryClient.invalidateQueries({ queryKey: rbacKeys.all });
    },
  });
}
