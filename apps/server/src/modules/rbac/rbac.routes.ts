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
  successOnly,
  updateRbacUserGroupPermissionsPath,
  updateRbacUserGroupPermissionsRequest,
  updateRbacUserGroupPermissionsResponse,
  userGroupResponse,
} from '@app/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, staffOnly } from '../../platform/request-context';
import { type RbacService, requirePermissionMenu } from './rbac.service';

/**
 * Permission calls (spec §7 "Permissions"). Anyone signed in reads their own permissions; the
 * groups exist only where the site shows the permission menu, and only super admins change them.
 */
export const rbacRoutes: FastifyPluginAsyncZod<{ rbac: RbacService }> = async (app, { rbac }) => {
  app.post(
    `/${getPermissionsFromSessionPath}`,
    { schema: { response: { 200: getPermissionsFromSessionResponse } } },
    async (request) => ({ success: true as const, data: await rbac.mine(currentUser(request)) }),
  );

  await app.register(async (plain) => {
    const groups = plain.withTypeProvider<ZodTypeProvider>();
    // Runs after the caller's session and permission are checked, so visitors still get 401.
    groups.addHook('preHandler', async (request) => requirePermissionMenu(request.site));
    const admin = staffOnly('superAdmin');

    groups.get(
      `/${getRbacUserGroupListPath}`,
      { config: staffOnly('customers.view'), schema: { response: { 200: getRbacUserGroupListResponse } } },
      async (request) => ({ success: true as const, data: await rbac.listGroups(request.site.id) }),
    );
    groups.post(
      `/${getUserGroupByUserIdPath}`,
      {
        config: staffOnly('customers.view'),
        schema: { body: getUserGroupByUserIdRequest, response: { 200: userGroupResponse } },
      },
      async (request) => ({
        success: true as const,
        data: await rbac.groupOfUser(request.site.id, request.body.userId),
      }),
    );
    groups.post(
      `/${addUserToRbacUserGroupPath}`,
      {
        config: admin,
        schema: { body: addUserToRbacUserGroupRequest, response: { 200: addUserToRbacUserGroupResponse } },
      },
      async (request) => ({
        success: true as const,
        ...(await rbac.assign(request.site.id, request.body.userId, request.body.userGroupId)),
      }),
    );
    groups.get(
      `/${getStaffMembersPath}`,
      { config: admin, schema: { response: { 200: getStaffMembersResponse } } },
      async (request) => ({ success: true as const, data: await rbac.listStaff(request.site.id) }),
    );
    groups.post(
      `/${saveRbacUserGroupPath}`,
      {
        config: admin,
        schema: { body: saveRbacUserGroupRequest, response: { 200: saveRbacUserGroupResponse } },
      },
      async (request) => ({
        success: true as const,
        ...(await rbac.saveGroup(request.site.id, request.body)),
      }),
    );
    groups.post(
      `/${deleteRbacUserGroupPath}`,
      { config: admin, schema: { body: rbacUserGroupIdRequest, response: { 200: successOnly } } },
      (request) => rbac.deleteGroup(request.site.id, request.body.userGroupId),
    );
    groups.post(
      `/${getRbacUserGroupPermissionsPath}`,
      { config: admin, schema: { body: rbacUserGroupIdRequest, response: { 200: permissionTreeResponse } } },
      async (request) => ({
        success: true as const,
        data: await rbac.groupPermissions(request.site.id, request.body.userGroupId),
      }),
    );
    groups.post(
      `/${updateRbacUserGroupPermissionsPath}`,
      {
        config: admin,
        schema: {
          body: updateRbacUserGroupPermissionsRequest,
          response: { 200: updateRbacUserGroupPermissionsResponse },
        },
      },
      async (request) => {
        const { userGroupId, ...changes } = request.body;
        return {
          success: true as const,
          ...(await rbac.updatePermissions(request.site.id, userGroupId, changes)),
        };
      },
    );
  });
};
