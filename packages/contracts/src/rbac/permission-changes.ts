import {
  ALL_PERMISSIONS,
  PERMISSION_CATALOG,
  type PermissionDef,
  type PermissionGroupDef,
  type PermissionId,
} from './catalog';

/** One switch flipped in the editor: a module, a permission group or a single permission. */
export interface SwitchChange {
  id: string;
  isActive: boolean;
}

/** The editor's changes, tracked per module, group and permission and saved together (spec §4). */
export interface PermissionChanges {
  modules: SwitchChange[];
  groups: SwitchChange[];
  permissions: SwitchChange[];
}

/** The permissions a module or permission group holds (empty for an unknown id). */
export function permissionsUnder(level: 'modules' | 'groups', id: string): readonly PermissionDef[] {
  const groups = PERMISSION_CATALOG.flatMap((m): readonly PermissionGroupDef[] =>
    level === 'groups' || m.id === id ? m.groups : [],
  );
  return groups.filter((g) => level === 'modules' || g.id === id).flatMap((g) => g.permissions);
}

/**
 * Applies one switch to a set of granted permissions. Switching a module or group off turns off
 * all its permissions; switching it on enables only those allowed by default (spec §4).
 */
export function applySwitch(
  granted: ReadonlySet<string>,
  level: keyof PermissionChanges,
  { id, isActive }: SwitchChange,
): Set<string> {
  const next = new Set(granted);
  const scope = level === 'permissions' ? [{ id, defaultAllowed: true }] : permissionsUnder(level, id);
  for (const permission of scope) {
    if (isActive && permission.defaultAllowed) next.add(permission.id);
    else next.delete(permission.id);
  }
  return next;
}

/** Applies modules first, then groups, then single permissions, as the editor shows them. */
export function applyPermissionChanges(
  granted: Iterable<string>,
  changes: PermissionChanges,
): PermissionId[] {
  let next = new Set(granted);
  for (const level of ['modules', 'groups', 'permissions'] as const) {
    for (const change of changes[level]) next = applySwitch(next, level, change);
  }
  return ALL_PERMISSIONS.filter((x) => next.has(x.id)).map((x) => x.id as PermissionId);
}
