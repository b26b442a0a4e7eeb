import { z } from 'zod';
import { ok, requiredText } from '../common/fields';

/** Our own words: the spec names the calls but gives no toasts for them. */
export const RBAC_MSG = {
  groupSaved: 'Permission group successfully saved',
  groupDeleted: 'Permission group successfully deleted',
  permissionsSaved: 'Permissions successfully saved',
  memberChanged: 'Permission group successfully changed',
  memberRemoved: 'Permission group successfully removed',
  groupNotFound: 'Permission group not found',
  userNotFound: 'User not found',
  groupNameTaken: 'A permission group with this name already exists',
  menuDisabled: 'Permission groups are not enabled on this site.',
  superAdminOnly: 'Only a super admin can change permission groups.',
  superAdminHoldsAll: 'A super admin holds every permission and needs no permission group.',
  missingPermission: 'You do not have permission to do this.',
} as const;

const idField = () => z.string({ error: 'Invalid value' }).trim().min(1).max(64);

/** A permission as a user or a permission group holds it (spec §3: id, isActive, defaultAllowed). */
export const permissionView = z.object({
  id: z.string(),
  label: z.string(),
  isActive: z.boolean(),
  defaultAllowed: z.boolean(),
});
/** A module or permission group is active while any permission under it is. */
export const permissionGroupView = z.object({
  id: z.string(),
  label: z.string(),
  isActive: z.boolean(),
  permissions: z.array(permissionView),
});
export const permissionModuleView = z.object({
  id: z.string(),
  label: z.string(),
  audience: z.enum(['staff', 'customer']),
  isActive: z.boolean(),
  groups: z.array(permissionGroupView),
});
export type PermissionModuleView = z.infer<typeof permissionModuleView>;
export const permissionTree = z.array(permissionModuleView);
export type PermissionTree = z.infer<typeof permissionTree>;

/** POST getPermissionsFromSession: what the signed-in user may do (spec §3 "User permission data"). */
export const getPermissionsFromSessionPath = 'getPermissionsFromSession';
export const userPermissions = z.object({
  permissions: permissionTree,
  /** when this user's permissions last changed: their group, or the group's permissions */
  lastSyncAt: z.string(),
  isUserSuperAdmin: z.boolean(),
});
export type UserPermissions = z.infer<typeof userPermissions>;
export const getPermissionsFromSessionResponse = ok({ data: userPermissions });

/** A permission group of users (the RBAC user group; not the markup group). */
export const rbacUserGroup = z.object({
  id: z.string(),
  userGroupName: z.string(),
  memberCount: z.number().int(),
  permissionCount: z.number().int(),
  updatedAt: z.string(),
});
export type RbacUserGroup = z.infer<typeof rbacUserGroup>;

/** GET rbac/getRBACUserGroupList */
export const getRbacUserGroupListPath = 'rbac/getRBACUserGroupList';
export const getRbacUserGroupListResponse = ok({ data: z.array(rbacUserGroup) });

/** POST rbac/getUserGroupByUserId {userId}: null when the user is in no group. */
export const getUserGroupByUserIdPath = 'rbac/getUserGroupByUserId';
export const getUserGroupByUserIdRequest = z.object({ userId: idField() });
export type GetUserGroupByUserIdRequest = z.input<typeof getUserGroupByUserIdRequest>;
export const userGroupResponse = ok({ data: rbacUserGroup.nullable() });

/** POST rbac/addUserToRBACUserGroup {userId, userGroupId}: null removes the user from their group. */
export const addUserToRbacUserGroupPath = 'rbac/addUserToRBACUserGroup';
export const addUserToRbacUserGroupRequest = z.object({
  userId: idField(),
  userGroupId: idField().nullable(),
});
export type AddUserToRbacUserGroupRequest = z.input<typeof addUserToRbacUserGroupRequest>;
export const addUserToRbacUserGroupResponse = ok({ message: z.string(), data: rbacUserGroup.nullable() });

/** POST rbac/saveRBACUserGroup {id?, userGroupName}: our own call; creates, or renames with an id. */
export const saveRbacUserGroupPath = 'rbac/saveRBACUserGroup';
export const saveRbacUserGroupRequest = z.object({
  id: idField().nullish(),
  userGroupName: requiredText(60),
});
export type SaveRbacUserGroupRequest = z.input<typeof saveRbacUserGroupRequest>;
export const saveRbacUserGroupResponse = ok({ message: z.string(), data: rbacUserGroup });

/** POST rbac/deleteRBACUserGroup {userGroupId}: members fall back to the default permissions. */
export const deleteRbacUserGroupPath = 'rbac/deleteRBACUserGroup';
export const rbacUserGroupIdRequest = z.object({ userGroupId: idField() });
export type RbacUserGroupIdRequest = z.input<typeof rbacUserGroupIdRequest>;

/** POST rbac/getRBACUserGroupPermissions {userGroupId}: the editor's tree for one group. */
export const getRbacUserGroupPermissionsPath = 'rbac/getRBACUserGroupPermissions';
export const permissionTreeResponse = ok({ data: permissionTree });

const switchChange = z.object({ id: z.string().trim().min(1).max(64), isActive: z.boolean() });
/** POST rbac/updateRBACUserGroupPermissions: the changes per module, group and permission, together. */
export const updateRbacUserGroupPermissionsPath = 'rbac/updateRBACUserGroupPermissions';
export const updateRbacUserGroupPermissionsRequest = z.object({
  userGroupId: idField(),
  modules: z.array(switchChange).max(100).default([]),
  groups: z.array(switchChange).max(200).default([]),
  permissions: z.array(switchChange).max(500).default([]),
});
export type UpdateRbacUserGroupPermissionsRequest = z.input<typeof updateRbacUserGroupPermissionsRequest>;
export const updateRbacUserGroupPermissionsResponse = ok({ message: z.string(), data: permissionTree });

/** GET rbac/getStaffMembers: our own call; the site's staff with their permission group. */
export const getStaffMembersPath = 'rbac/getStaffMembers';
export const staffMember = z.object({
  users_id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  isSuperAdmin: z.boolean(),
  userGroupId: z.string().nullable(),
  userGroupName: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const getStaffMembersResponse = ok({ data: z.array(staffMember) });
