import { successOnly } from '../common/fields';
import {
  addUserToRbacUserGroupPath,
  addUserToRbacUserGroupRequest,
  addUserToRbacUserGroupResponse,
  deleteRbacUserGroupPath,
  getPermissionsFromSessionPath,
  getPermissionsFromSessionResponse,
  getRbacUserGroupListPath,
  getRbacUserGroupListResponse,
  getRbacUserGroupPermissionsPath,
  getStaffMembersPath,
  getStaffMembersResponse,
  getUserGroupByUserIdPath,
  getUserGroupByUserIdRequest,
  permissionTreeResponse,
  rbacUserGroupIdRequest,
  saveRbacUserGroupPath,
  saveRbacUserGroupRequest,
  saveRbacUserGroupResponse,
  updateRbacUserGroupPermissionsPath,
  updateRbacUserGroupPermissionsRequest,
  updateRbacUserGroupPermissionsResponse,
  userGroupResponse,
} from '../rbac/calls';
import { defineCall } from './define-call';

export const getPermissionsFromSessionCall = defineCall({
  method: 'POST',
  path: getPermissionsFromSessionPath,
  response: getPermissionsFromSessionResponse,
  access: 'user',
});

export const getRBACUserGroupListCall = defineCall({
  method: 'GET',
  path: getRbacUserGroupListPath,
  response: getRbacUserGroupListResponse,
  access: 'staff',
  permission: 'customers.view',
});

export const getUserGroupByUserIdCall = defineCall({
  method: 'POST',
  path: getUserGroupByUserIdPath,
  request: getUserGroupByUserIdRequest,
  response: userGroupResponse,
  access: 'staff',
  permission: 'customers.view',
});

export const addUserToRBACUserGroupCall = defineCall({
  method: 'POST',
  path: addUserToRbacUserGroupPath,
  request: addUserToRbacUserGroupRequest,
  response: addUserToRbacUserGroupResponse,
  access: 'staff',
  permission: 'superAdmin',
});

export const getStaffMembersCall = defineCall({
  method: 'GET',
  path: getStaffMembersPath,
  response: getStaffMembersResponse,
  access: 'staff',
  permission: 'superAdmin',
});

export const saveRBACUserGroupCall = defineCall({
  method: 'POST',
  path: saveRbacUserGroupPath,
  request: saveRbacUserGroupRequest,
  response: saveRbacUserGroupResponse,
  access: 'staff',
  permission: 'superAdmin',
});

export const deleteRBACUserGroupCall = defineCall({
  method: 'POST',
  path: deleteRbacUserGroupPath,
  request: rbacUserGroupIdRequest,
  response: successOnly,
  access: 'staff',
  permission: 'superAdmin',
});

export const getRBACUserGroupPermissionsCall = defineCall({
  method: 'POST',
  path: getRbacUserGroupPermissionsPath,
  request: rbacUserGroupIdRequest,
  response: permissionTreeResponse,
  access: 'staff',
  permission: 'superAdmin',
});

export const updateRBACUserGroupPermissionsCall = defineCall({
  method: 'POST',
  path: updateRbacUserGroupPermissionsPath,
  request: updateRbacUserGroupPermissionsRequest,
  response: updateRbacUserGroupPermissionsResponse,
  access: 'staff',
  permission: 'superAdmin',
});
