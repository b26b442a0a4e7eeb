import {
  type CallPermission,
  DEFAULT_PERMISSIONS,
  PERMISSION_IDS,
  type PermissionId,
  PLATFORM_MSG,
  RBAC_MSG,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { forbidden } from '../../platform/errors';
import type { UserRow } from '../accounts/accounts.schema';
import { rbacUserGroups } from './rbac.schema';

/** What a route may demand: a catalog permission, or being a super admin (permission editing). */
export type RoutePermission = CallPermission;

export const isSuperAdmin = (user: UserRow) => user.userType === 'staff' && user.isSuperAdmin;

export interface ResolvedPermissions {
  granted: ReadonlySet<PermissionId>;
  lastSyncAt: Date;
}

/**
 * A user's permissions: all for a super admin, their permission group's for a member, and the
 * catalog's defaults for everyone else. Read on every checked call, so a change applies at once.
 */
export async function permissionsOf(db: DbOrTx, user: UserRow): Promise<ResolvedPermissions> {
  const changedAt = user.rbacGroupChangedAt ?? user.createdAt;
  if (isSuperAdmin(user) || !user.rbacUserGroupId) {
    return {
      granted: new Set(isSuperAdmin(user) ? PERMISSION_IDS : DEFAULT_PERMISSIONS),
      lastSyncAt: changedAt,
    };
  }
  const [group] = await db
    .select({ permissions: rbacUserGroups.permissions, updatedAt: rbacUserGroups.updatedAt })
    .from(rbacUserGroups)
    .where(and(eq(rbacUserGroups.id, user.rbacUserGroupId), eq(rbacUserGroups.siteId, user.siteId)));
  if (!group) return { granted: new Set(DEFAULT_PERMISSIONS), lastSyncAt: changedAt };
  return {
    granted: new Set(group.permissions),
    lastSyncAt: new Date(Math.max(group.updatedAt.getTime(), changedAt.getTime())),
  };
}

export async function hasPermission(
  db: DbOrTx,
  user: UserRow,
  permission: RoutePermission,
): Promise<boolean> {
  // The platform's owners are a setting, not a site's permission (authorize checks them).
  if (permission === 'platformAdmin') return false;
  if (isSuperAdmin(user)) return true;
  if (permission === 'superAdmin') return false;
  return (await permissionsOf(db, user)).granted.has(permission);
}

/** Refuses with 403 unless the user holds the permission. */
export async function requirePermission(db: DbOrTx, user: UserRow, permission: RoutePermission) {
  if (await hasPermission(db, user, permission)) return;
  if (permission === 'platformAdmin') throw forbidden(PLATFORM_MSG.platformAdminOnly);
  throw forbidden(permission === 'superAdmin' ? RBAC_MSG.superAdminOnly : RBAC_MSG.missingPermission);
}
