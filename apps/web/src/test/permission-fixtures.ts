import { PERMISSION_CATALOG, type PermissionTree, type RbacUserGroup } from '@app/contracts';

/** The catalog as a tree the server answers, with exactly `granted` switched on. */
export function treeGranting(granted: Iterable<string>): PermissionTree {
  const on = new Set(granted);
  return PERMISSION_CATALOG.map((m) => {
    const groups = m.groups.map((g) => {
      const permissions = g.permissions.map((p) => ({ ...p, isActive: on.has(p.id) }));
      return { id: g.id, label: g.label, isActive: permissions.some((p) => p.isActive), permissions };
    });
    return {
      id: m.id,
      label: m.label,
      audience: m.audience,
      isActive: groups.some((g) => g.isActive),
      groups,
    };
  });
}

/** A getPermissionsFromSession answer. */
export const permissionsAnswer = (granted: Iterable<string>, isUserSuperAdmin = false) => ({
  success: true,
  data: { permissions: treeGranting(granted), lastSyncAt: '2026-01-01T00:00:00.000Z', isUserSuperAdmin },
});

export const testRbacGroup = (id: string, userGroupName: string, memberCount = 0): RbacUserGroup => ({
  id,
  userGroupName,
  memberCount,
  permissionCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
