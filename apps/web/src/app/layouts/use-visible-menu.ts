import { useMemo } from 'react';
import { useMyPermissions } from '../../features/permissions/use-my-permissions';
import { usePlatformAccess } from '../../features/site-admin/api/platform-sites';
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
  const { isSuperAdmin, granted } = useMyPermissions();
  const { isPlatformAdmin } = usePlatformAccess();
  return useMemo(() => {
    const kind = menuKindFor(userType);
    if (!kind) return null;
    const groups = filterMenu(MENUS[kind], {
      activeModules,
      canShowPermissionMenu: wlMeta.canShowPermissionMenu,
      isPlatformAdmin,
      hostname: window.location.hostname,
      showLaterScreens: kind === 'staff',
      isSuperAdmin,
      granted,
    });
    return { kind, groups };
  }, [userType, activeModules, wlMeta.canShowPermissionMenu, isPlatformAdmin, isSuperAdmin, granted]);
}
