import {
  createPlatformSiteCall,
  type NewSiteRequest,
  platformAccessCall,
  platformSitesCall,
  resendOwnerLinkCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';
import { useAppStore } from '../../../app/store';

const platformKeys = {
  access: (userId: string) => [...SESSION_SCOPE, 'platformAccess', userId] as const,
  sites: [...SESSION_SCOPE, 'platformSites'] as const,
};

/**
 * Whether the signed-in staff member owns the platform (PLATFORM_ADMINS), for the menu and the
 * Sites screen; false until the server has said so. The server checks again on every call.
 */
export function usePlatformAccess() {
  const user = useAppStore((s) => s.auth?.user ?? null);
  const isStaff = user?.userType === 'staff';
  const query = useQuery({
    queryKey: platformKeys.access(user?.users_id ?? ''),
    queryFn: async () => (await unwrap(http.call(platformAccessCall, undefined, { quiet: true }))).data,
    enabled: isStaff,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    isPlatformAdmin: query.data?.isPlatformAdmin ?? false,
    isReady: !isStaff || query.data !== undefined || query.isError,
  };
}

export function usePlatformSites() {
  return useQuery({
    queryKey: platformKeys.sites,
    queryFn: async () => (await unwrap(http.call(platformSitesCall, undefined))).data.sites,
  });
}

/** Quiet: refused fields are shown under them; the success toast is the server's message. */
export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewSiteRequest) =>
      unwrap(http.call(createPlatformSiteCall, input, { quiet: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.sites }),
  });
}

/** A new set-password link for a site's owner (decision 0055); the server's refusal shows as a toast. */
export function useResendOwnerLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (siteId: string) => unwrap(http.call(resendOwnerLinkCall, { siteId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.sites }),
  });
}
