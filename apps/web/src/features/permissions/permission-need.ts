import { isPermissionId, type PermissionId, type PermissionTree } from '@app/contracts';

/** What a user holds: a super admin holds every permission (spec §6). */
export interface PermissionHolder {
  isSuperAdmin: boolean;
  granted: ReadonlySet<PermissionId>;
}

/** What a menu item or screen needs beyond being staff. */
export interface PermissionNeed {
  permission?: PermissionId;
}

/** Nothing is granted until the server has said so: permission-bound things stay hidden meanwhile. */
export const NOBODY: PermissionHolder = { isSuperAdmin: false, granted: new Set() };

export function meetsNeed(need: PermissionNeed, holder: PermissionHolder): boolean {
  if (holder.isSuperAdmin) return true;
  return need.permission === undefined || holder.granted.has(need.permission);
}

/** The permissions switched on anywhere in a tree; ids the catalog does not know are ignored. */
export function grantedIn(tree: PermissionTree): Set<PermissionId> {
  const ids = tree.flatMap((m) => m.groups.flatMap((g) => g.permissions.filter((p) => p.isActive)));
  return new Set(ids.map((p) => p.id).filter(isPermissionId));
}
