import { useSite } from '../../app/store';
import { useMyPermissions } from './use-my-permissions';

/**
 * Spec §6: permission groups show only on sites that enable the permission menu, and only a super
 * admin moves a user between them.
 */
export function usePermissionGroupsAccess() {
  const { wlMeta } = useSite();
  const { isSuperAdmin } = useMyPermissions();
  const shown = wlMeta.canShowPermissionMenu;
  return { shown, canChange: shown && isSuperAdmin };
}
