import type { PermissionId } from '@app/contracts';
import { useMemo } from 'react';
import { useMyPermissionsQuery } from './api/my-permissions';
import { grantedIn, meetsNeed, NOBODY, type PermissionHolder } from './permission-need';

export interface MyPermissions extends PermissionHolder {
  /** The server has answered (at least once); until then `can` says no. */
  isReady: boolean;
  /** The permissions could not be read and none were read before. */
  isError: boolean;
  can: (permission: PermissionId) => boolean;
  retry: () => void;
}

/** The signed-in user's permissions (getPermissionsFromSession). */
export function useMyPermissions(): MyPermissions {
  const query = useMyPermissionsQuery();
  const { data, isError, refetch } = query;
  return useMemo(() => {
    const holder: PermissionHolder = data
      ? { isSuperAdmin: data.isUserSuperAdmin, granted: grantedIn(data.permissions) }
      : NOBODY;
    return {
      ...holder,
      isReady: data !== undefined,
      isError: isError && data === undefined,
      can: (permission) => meetsNeed({ permission }, holder),
      retry: () => void refetch(),
    };
  }, [data, isError, refetch]);
}
