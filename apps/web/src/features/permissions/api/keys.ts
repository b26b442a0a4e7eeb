import { SESSION_SCOPE } from '../../../api/query-client';

export const rbacKeys = {
  all: [...SESSION_SCOPE, 'rbac'] as const,
  /** the signed-in user's own permissions, per user so a new sign-in never reads the last one's */
  mine: (userId: string) => [...rbacKeys.all, 'mine', userId] as const,
  groups: () => [...rbacKeys.all, 'groups'] as const,
  groupPermissions: (groupId: string) => [...rbacKeys.all, 'groupPermissions', groupId] as const,
  groupOfUser: (userId: string) => [...rbacKeys.all, 'groupOfUser', userId] as const,
  staffMembers: () => [...rbacKeys.all, 'staffMembers'] as const,
};
