import { getSeoCall, type SaveSeoInput, saveSeoCall } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { SESSION_SCOPE } from '../../../api/query-client';
import { siteKeys } from '../../site/site-api';

const seoKeys = { pages: [...SESSION_SCOPE, 'seoPages'] as const };

/** Every public page with the app's own title and staff's settings. */
export function useSeoPages() {
  return useQuery({
    queryKey: seoKeys.pages,
    queryFn: async () => (await unwrap(http.call(getSeoCall, undefined))).data.pages,
  });
}

/**
 * Quiet: a refused field is shown under it. After a save the app detects its site again, so its own
 * tab titles follow the new titles at once.
 */
export function useSaveSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveSeoInput) =>
      (await unwrap(http.call(saveSeoCall, input, { quiet: true }))).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: seoKeys.pages }),
        queryClient.invalidateQueries({ queryKey: siteKeys.all }),
      ]),
  });
}
