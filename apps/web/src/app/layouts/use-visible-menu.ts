import { useMemo } from 'react';
import { filterMenu, MENUS, type MenuGroup, type MenuKind, menuKindFor } from '../menus';
import { useAppStore, useSite } from '../store';

export interface VisibleMenu {
  kind: MenuKind;
  groups: MenuGroup[];
}

/** The signed-in user's menu as this site shows it, or null for visitors. */
export function useVisibleMenu(): VisibleMenu | null {
  const userType = useAppStore((s) => s.auth?.user.userType ?? null);
  const { activeModules, wlMeta } = useSite();
  return useMemo(() => {
    const kind = menuKindFor(userType);
    if (!kind) return null;
    const groups = filterMenu(MENUS[kind], {
      activeModules,
      canShowPermissionMenu: wlMeta.canShowPermissionMenu,
      hostname: window.location.hostname,
    });
    return { kind, groups };
  }, [userType, activeModules, wlMeta.canShowPermissionMenu]);
}
