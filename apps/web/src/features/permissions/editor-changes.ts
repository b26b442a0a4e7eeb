import {
  applyPermissionChanges,
  PERMISSION_CATALOG,
  type PermissionChanges,
  type PermissionId,
  permissionsUnder,
  type SwitchChange,
} from '@app/contracts';

export type SwitchLevel = keyof PermissionChanges;

export const NO_CHANGES: PermissionChanges = { modules: [], groups: [], permissions: [] };

const groupsOfModule = (moduleId: string): string[] =>
  PERMISSION_CATALOG.find((m) => m.id === moduleId)?.groups.map((g) => g.id) ?? [];

const without = (list: SwitchChange[], drop: (id: string) => boolean) => list.filter((c) => !drop(c.id));

/**
 * Records one switch in the three lists. The lists are applied module → group → permission, not in
 * the order they were clicked, so a module or group switch drops the earlier switches under it: it
 * decides all of them anyway, and the saved lists then give exactly what the user saw.
 */
export function recordSwitch(
  changes: PermissionChanges,
  level: SwitchLevel,
  change: SwitchChange,
): PermissionChanges {
  const permissionsBelow =
    level === 'permissions'
      ? new Set<string>()
      : new Set(permissionsUnder(level, change.id).map((p) => p.id));
  const groupsBelow = new Set(level === 'modules' ? groupsOfModule(change.id) : []);
  const replace = (list: SwitchChange[]) => [...without(list, (id) => id === change.id), change];
  return {
    modules: level === 'modules' ? replace(changes.modules) : changes.modules,
    groups:
      level === 'groups' ? replace(changes.groups) : without(changes.groups, (id) => groupsBelow.has(id)),
    permissions:
      level === 'permissions'
        ? replace(changes.permissions)
        : without(changes.permissions, (id) => permissionsBelow.has(id)),
  };
}

/** The permissions granted once the changes are applied, as the server will apply them. */
export const grantedAfter = (initial: ReadonlySet<PermissionId>, changes: PermissionChanges) =>
  new Set(applyPermissionChanges(initial, changes));

export const sameGrants = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));
