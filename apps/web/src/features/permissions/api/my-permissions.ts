import { getPermissionsFromSessionCall } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { useAppStore } from '../../../app/store';
import { rbacKeys } from './keys';

/** What the signed-in user may do; re-read on window focus so a changed group shows without reload. */
export function useMyPermissionsQuery() {
  const userId = useAppStore((s) => s.auth?.user.users_id ?? null);
  return useQuery({
    queryKey: rbacKeys.mine(userId ?? ''),
    queryFn: async () => (await unwrap(http.call(getPermissionsFromSessionCall, {}))).data,
    enabled: userId !== null,
    refetchOnWindowFocus: true,
  });
}
