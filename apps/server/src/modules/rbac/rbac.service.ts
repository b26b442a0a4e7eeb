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
import type { Db, DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Sessions } from '../../platform/sessions';
import { type UserRow, users } from '../accounts/accounts.schema';
import { type AuditBy, recordAudit, whoIs } from '../audit/audit';
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

/** A permission group of the site, locked for a change to it; not found when it is not the site's. */
async function lockGroup(tx: DbOrTx, siteId: string, id: string) {
  const [row] = await tx
    .select()
    .from(rbacUserGroups)
    .where(and(eq(rbacUserGroups.siteId, siteId), eq(rbacUserGroups.id, id)))
    .for('update');
  if (!row) throw notFound(RBAC_MSG.groupNotFound);
  return row;
}

/** A user of the site; `lock` holds them for a change in the caller's transaction. */
async function userOf(db: DbOrTx, siteId: string, id: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, id)));
  const [user] = lock ? await query.for('update') : await query;
  if (!user) throw notFound(RBAC_MSG.userNotFound);
  return user;
}

const listed = (ids: readonly string[]) => (ids.length > 0 ? ids.join(', ') : 'nothing');

/** Permission groups and their members; every change is recorded in the audit log with it. */
export function createRbacService({ db, sessions }: { db: Db; sessions: Sessions }) {
  async function groupOf(siteId: string, id: string) {
    const found = await findUserGroup(db, siteId, id);
    if (!found) throw notFound(RBAC_MSG.groupNotFound);
    return found;
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
      const user = await userOf(db, siteId, userId);
      return user.rbacUserGroupId
        ? ((await findUserGroup(db, siteId, user.rbacUserGroupId))?.view ?? null)
        : null;
    },

    async assign(by: AuditBy, siteId: string, userId: string, groupId: string | null) {
      const moved = await db.transaction(async (tx) => {
        const user = await userOf(tx, siteId, userId, { lock: true });
        if (isSuperAdmin(user) && groupId) throw badRequest(RBAC_MSG.superAdminHoldsAll);
        const group = groupId ? await lockGroup(tx, siteId, groupId) : null;
        if (user.rbacUserGroupId === groupId) return false;
        const [was] = user.rbacUserGroupId
          ? await tx
              .select({ name: rbacUserGroups.name })
              .from(rbacUserGroups)
              .where(eq(rbacUserGroups.id, user.rbacUserGroupId))
          : [];
        await tx
          .update(users)
          .set({ rbacUserGroupId: groupId, rbacGroupChangedAt: new Date() })
          .where(and(eq(users.siteId, siteId), eq(users.id, user.id)));
        const who = whoIs(user);
        await recordAudit(tx, by, {
          action: 'permissions.member',
          targetKind: 'user',
          targetId: user.id,
          summary: !group
            ? `${who} taken out of permission group ${was?.name}`
            : was
              ? `${who} moved from permission group ${was.name} to ${group.name}`
              : `${who} added to permission group ${group.name}`,
          before: { rbacUserGroupId: user.rbacUserGroupId, userGroup: was?.name ?? null },
          after: { rbacUserGroupId: groupId, userGroup: group?.name ?? null },
        });
        return true;
      });
      // The member's next call holds the new group's permissions, not a cached session's.
      if (moved) await sessions.forgetUser(userId);
      const view = groupId ? ((await findUserGroup(db, siteId, groupId))?.view ?? null) : null;
      return { message: groupId ? RBAC_MSG.memberChanged : RBAC_MSG.memberRemoved, data: view };
    },

    async saveGroup(by: AuditBy, siteId: string, input: { id?: string | null; userGroupName: string }) {
      const name = input.userGroupName;
      const id = await db.transaction(async (tx) => {
        const was = input.id ? await lockGroup(tx, siteId, input.id) : undefined;
        if (await userGroupNameTaken(tx, siteId, name, input.id ?? undefined))
          throw conflict(RBAC_MSG.groupNameTaken, { userGroupName: RBAC_MSG.groupNameTaken });
        if (was?.name === name) return was.id;
        const [saved] = was
          ? await tx
              .update(rbacUserGroups)
              .set({ name })
              .where(eq(rbacUserGroups.id, was.id))
              .returning({ id: rbacUserGroups.id })
          : // A new group starts with what a user without a group holds: the defaults.
            await tx
              .insert(rbacUserGroups)
              .values({ siteId, name, permissions: [...DEFAULT_PERMISSIONS] })
              .returning({ id: rbacUserGroups.id });
        if (!saved) throw notFound(RBAC_MSG.groupNotFound);
        await recordAudit(tx, by, {
          action: 'permissions.group.save',
          targetKind: 'permissionGroup',
          targetId: saved.id,
          summary: was
            ? `Permission group ${was.name} renamed to ${name}`
            : `Permission group ${name} created`,
          before: was ? { name: was.name } : null,
          after: was ? { name } : { name, permissions: DEFAULT_PERMISSIONS },
        });
        return saved.id;
      });
      return { message: RBAC_MSG.groupSaved, data: (await groupOf(siteId, id)).view };
    },

    async deleteGroup(by: AuditBy, siteId: string, id: string) {
      // Members fall back to the default permissions (the foreign key sets their group to null).
      const members = await db.transaction(async (tx) => {
        const group = await lockGroup(tx, siteId, id);
        const changed = await tx
          .update(users)
          .set({ rbacGroupChangedAt: new Date() })
          .where(and(eq(users.siteId, siteId), eq(users.rbacUserGroupId, id)))
          .returning({ id: users.id });
        await tx
          .delete(rbacUserGroups)
          .where(and(eq(rbacUserGroups.siteId, siteId), eq(rbacUserGroups.id, id)));
        const count = changed.length;
        await recordAudit(tx, by, {
          action: 'permissions.group.delete',
          targetKind: 'permissionGroup',
          targetId: id,
          summary: `Permission group ${group.name} deleted${count === 0 ? '' : count === 1 ? '; its member falls back to the defaults' : `; its ${count} members fall back to the defaults`}`,
          before: { name: group.name, permissions: group.permissions, members: count },
        });
        return changed;
      });
      for (const member of members) await sessions.forgetUser(member.id);
      return { success: true as const, message: RBAC_MSG.groupDeleted };
    },

    async groupPermissions(siteId: string, id: string) {
      const { row } = await groupOf(siteId, id);
      return permissionTree(new Set(row.permissions));
    },

    async updatePermissions(by: AuditBy, siteId: string, id: string, changes: PermissionChanges) {
      const unknown = unknownSwitches(changes);
      if (unknown) throw badRequest(`Unknown permission switch: ${unknown}`);
      const permissions = await db.transaction(async (tx) => {
        // Locked so two editors saving at once apply their changes one after the other.
        const row = await lockGroup(tx, siteId, id);
        const next = applyPermissionChanges(row.permissions, changes);
        const granted = next.filter((p) => !row.permissions.includes(p));
        const withdrawn = row.permissions.filter((p) => !next.includes(p));
        if (granted.length === 0 && withdrawn.length === 0) return row.permissions;
        await tx
          .update(rbacUserGroups)
          .set({ permissions: next, updatedAt: new Date() })
          .where(eq(rbacUserGroups.id, id));
        await recordAudit(tx, by, {
          action: 'permissions.group.permissions',
          targetKind: 'permissionGroup',
          targetId: id,
          summary: `Permissions of ${row.name}: granted ${listed(granted)}; withdrawn ${listed(withdrawn)}`,
          before: { permissions: row.permissions },
          after: { permissions: next },
        });
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
