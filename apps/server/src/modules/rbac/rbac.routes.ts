import {
  addUserToRBACUserGroupCall,
  deleteRBACUserGroupCall,
  getPermissionsFromSessionCall,
  getRBACUserGroupListCall,
  getRBACUserGroupPermissionsCall,
  getStaffMembersCall,
  getUserGroupByUserIdCall,
  saveRBACUserGroupCall,
  updateRBACUserGroupPermissionsCall,
} from '@app/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/calls';
import { currentUser } from '../../platform/request-context';
import { auditBy } from '../audit/audit';
import { type RbacService, requirePermissionMenu } from './rbac.service';

/**
 * Permission calls (spec §7 "Permissions"). Anyone signed in reads their own permissions; the
 * groups exist only where the site shows the permission menu, and only super admins change them.
 */
export const rbacRoutes: FastifyPluginAsyncZod<{ rbac: RbacService }> = async (app, { rbac }) => {
  app.route({
    ...routeOf(getPermissionsFromSessionCall),
    handler: async (request) => ({ success: true as const, data: await rbac.mine(currentUser(request)) }),
  });

  await app.register(async (plain) => {
    const groups = plain.withTypeProvider<ZodTypeProvider>();
    // Runs after the caller's session and permission are checked, so visitors still get 401.
    groups.addHook('preHandler', async (request) => requirePermissionMenu(request.site));

    groups.route({
      ...routeOf(getRBACUserGroupListCall),
      handler: async (request) => ({ success: true as const, data: await rbac.listGroups(request.site.id) }),
    });
    groups.route({
      ...routeOf(getUserGroupByUserIdCall),
      handler: async (request) => ({
        success: true as const,
        data: await rbac.groupOfUser(request.site.id, request.body.userId),
      }),
    });
    groups.route({
      ...routeOf(addUserToRBACUserGroupCall),
      handler: async (request) => ({
        success: true as const,
        ...(await rbac.assign(
          auditBy(request),
          request.site.id,
          request.body.userId,
          request.body.userGroupId,
        )),
      }),
    });
    groups.route({
      ...routeOf(getStaffMembersCall),
      handler: async (request) => ({ success: true as const, data: await rbac.listStaff(request.site.id) }),
    });
    groups.route({
      ...routeOf(saveRBACUserGroupCall),
      handler: async (request) => ({
        success: true as const,
        ...(await rbac.saveGroup(auditBy(request), request.site.id, request.body)),
      }),
    });
    groups.route({
      ...routeOf(deleteRBACUserGroupCall),
      handler: (request) => rbac.deleteGroup(auditBy(request), request.site.id, request.body.userGroupId),
    });
    groups.route({
      ...routeOf(getRBACUserGroupPermissionsCall),
      handler: async (request) => ({
        success: true as const,
        data: await rbac.groupPermissions(request.site.id, request.body.userGroupId),
      }),
    });
    groups.route({
      ...routeOf(updateRBACUserGroupPermissionsCall),
      handler: async (request) => {
        const { userGroupId, ...changes } = request.body;
        return {
          success: true as const,
          ...(await rbac.updatePermissions(auditBy(request), request.site.id, userGroupId, changes)),
        };
      },
    });
  });
};
