import {
  applyPermissionChanges,
  DEFAULT_PERMISSIONS,
  PERMISSION_CATALOG,
  PERMISSION_IDS,
  type PermissionChanges,
  type PermissionTree,
  RBAC_MSG,
  type UserPermissions,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Sessions } from '../../platform/sessions';
import { type UserRow, users } from '../accounts/accounts.schema';
import type { SiteRow } from '../site/site.schema';
import { isSuperAdmin, permissionsOf } from './permissions';
import { findUserGroup, listStaffMembers, listUserGroups, userGroupNameTaken } from './rbac.queries';
import { rbacUserGroups } from './rbac.schema';

/** The catalog as a tree with each permission's state, modules and groups active while any child is. */
export function permissionTree(granted: ReadonlySet<string>): PermissionTree {
  return PERMISSION_CATALOG.map((module) => {
    const groups = module.groups.map((group) => {
      const permissions = group.permissions.map((p) => ({ ...p, isActive: granted.has(p.id) }));
      return { id: group.id, label: group.label, isActive: permissions.some((p) => p.isActive), permissions };
    });
    return {
      id: module.id,
      label: module.label,
      audience: module.audience,
      isActive: groups.some((g) => g.isActive),
      groups,
    };
  });
}

/** Permission groups exist only where the site shows the permission menu (spec §6). */
export function requirePermissionMenu(site: SiteRow) {
  if (!site.canShowPermissionMenu) throw forbidden(RBAC_MSG.menuDisabled);
}

export function createRbacService({ db, sessions }: { db: Db; sessions: Sessions }) {
  async function groupOf(siteId: string, id: string) {
    const found = await findUserGroup(db, siteId, id);
    if (!found) throw notFound(RBAC_MSG.groupNotFound);
    return found;
  }

  async function userOf(siteId: string, id: string) {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.id, id)));
    if (!user) throw notFound(RBAC_MSG.userNotFound);
    return user;
  }

  return {
    async mine(user: UserRow): Promise<UserPermissions> {
      const { granted, lastSyncAt } = await permissionsOf(db, user);
      return {
        permissions: permissionTree(granted),
        lastSyncAt: lastSyncAt.toISOString(),
        isUserSuperAdmin: isSuperAdmin(user),
      };
    },

    listGroups: (siteId: string) => listUserGroups(db, siteId),
    listStaff: (siteId: string) => listStaffMembers(db, siteId),

    async groupOfUser(siteId: string, userId: string) {
      const user = await userOf(siteId, userId);
      return user.rbacUserGroupId
        ? ((await findUserGroup(db, siteId, user.rbacUserGroupId))?.view ?? null)
        : null;
    },

    async assign(siteId: string, userId: string, groupId: string | null) {
      const user = await userOf(siteId, userId);
      if (isSuperAdmin(user) && groupId) throw badRequest(RBAC_MSG.superAdminHoldsAll);
      const group = groupId ? await groupOf(siteId, groupId) : null;
      await db
        .update(users)
        .set({ rbacUserGroupId: groupId, rbacGroupChangedAt: new Date() })
        .where(and(eq(users.siteId, siteId), eq(users.id, user.id)));
      // The member's next call holds the new group's permissions, not a cached session's.
      await sessions.forgetUser(user.id);
      const view = group ? ((await findUserGroup(db, siteId, group.row.id))?.view ?? null) : null;
      return { message: groupId ? RBAC_MSG.memberChanged : RBAC_MSG.memberRemoved, data: view };
    },

    async saveGroup(siteId: string, input: { id?: string | null; userGroupName: string }) {
      if (input.id) await groupOf(siteId, input.id);
      if (await userGroupNameTaken(db, siteId, input.userGroupName, input.id ?? undefined))
        throw conflict(RBAC_MSG.groupNameTaken, { userGroupName: RBAC_MSG.groupNameTaken });
      const id = input.id
        ? (
            await db
              .update(rbacUserGroups)
              .set({ name: input.userGroupName })
              .where(and(eq(rbacUserGroups.siteId, siteId), eq(rbacUserGroups.id, input.id)))
              .returning({ id: rbacUserGroups.id })
          )[0]?.id
        : // A new group starts with what a user without a group holds: the defaults.
          (
            await db
              .insert(rbacUserGroups)
              .values({ siteId, name: input.userGroupName, permissions: [...DEFAULT_PERMISSIONS] })
              .returning({ id: rbacUserGroups.id })
          )[0]?.id;
      if (!id) throw notFound(RBAC_MSG.groupNotFound);
      return { message: RBAC_MSG.groupSaved, data: (await groupOf(siteId, id)).view };
    },

    async deleteGroup(siteId: string, id: string) {
      await groupOf(siteId, id);
      // Members fall back to the default permissions (the foreign key sets their group to null).
      const members = await db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ rbacGroupChangedAt: new Date() })
          .where(and(eq(users.siteId, siteId), eq(users.rbacUserGroupId, id)))
          .returning({ id: users.id });
        await tx
          .delete(rbacUserGroups)
          .where(and(eq(rbacUserGroups.siteId, siteId), eq(rbacUserGroups.id, id)));
        return changed;
      });
      for (const member of members) await sessions.forgetUser(member.id);
      return { success: true as const, message: RBAC_MSG.groupDeleted };
    },

    async groupPermissions(siteId: string, id: string) {
      const { row } = await groupOf(siteId, id);
      return permissionTree(new Set(row.permissions));
    },

    async updatePermissions(siteId: string, id: string, changes: PermissionChanges) {
      const unknown = unknownSwitches(changes);
      if (unknown) throw badRequest(`Unknown permission switch: ${unknown}`);
      const permissions = await db.transaction(async (tx) => {
        // Locked so two editors saving at once apply their changes one after the other.
        const [row] = await tx
          .select({ permissions: rbacUserGroups.permissions })
          .from(rbacUserGroups)
          .where(and(eq(rbacUserGroups.siteId, siteId), eq(rbacUserGroups.id, id)))
          .for('update');
        if (!row) throw notFound(RBAC_MSG.groupNotFound);
        const next = applyPermissionChanges(row.permissions, changes);
        await tx
          .update(rbacUserGroups)
          .set({ permissions: next, updatedAt: new Date() })
          .where(eq(rbacUserGroups.id, id));
        return next;
      });
      return { message: RBAC_MSG.permissionsSaved, data: permissionTree(new Set(permissions)) };
    },
  };
}

/** The first switch naming no module, group or permission of the catalog, if any. */
function unknownSwitches(changes: PermissionChanges): string | undefined {
  const modules = new Set<string>(PERMISSION_CATALOG.map((m) => m.id));
  const groups = new Set<string>(PERMISSION_CATALOG.flatMap((m) => m.groups.map((g) => g.id)));
  const permissions = new Set<string>(PERMISSION_IDS);
  return (
    changes.modules.find((c) => !modules.has(c.id))?.id ??
    changes.groups.find((c) => !groups.has(c.id))?.id ??
    changes.permissions.find((c) => !permissions.has(c.id))?.id
  );
}

export type RbacService = ReturnType<typeof createRbacService>;
