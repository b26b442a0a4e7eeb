import {
  getSiteSettingsCall,
  type SiteImageKind,
  type SiteSettingsInput,
  saveSiteSettingsCall,
  uploadSiteImageCall,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';
import { siteKeys } from '../../site/site-api';

export const settingsKeys = { site: [...SESSION_SCOPE, 'siteSettings'] as const };

export function useSiteSettings() {
  return useQuery({
    queryKey: settingsKeys.site,
    queryFn: async () => (await unwrap(http.call(getSiteSettingsCall, undefined))).data,
  });
}

/**
 * After a change the app detects its site again, so the person who saved sees the new brand at
 * once, as every visitor's next page load will.
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.site }),
      queryClient.invalidateQueries({ queryKey: siteKeys.all }),
    ]);
}

/** Quiet: a refused field is shown under it; the success toast is the server's message. */
export function useSaveSiteSettings() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async (input: SiteSettingsInput) =>
      (await unwrap(http.call(saveSiteSettingsCall, input, { quiet: true }))).data,
    onSuccess: afterChange,
  });
}

export function useUploadSiteImage() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async (upload: { kind: SiteImageKind; dataUrl: string }) =>
      (await unwrap(http.call(uploadSiteImageCall, upload, { quiet: true }))).data,
    onSuccess: afterChange,
  });
}
