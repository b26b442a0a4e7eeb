import { getOutboxCall, platformOutboxCall } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-failure';
import { http } from '../../../api/client';
import { staffKeys } from './keys';

/**
 * Whose mail the outbox shows: this site's, or — for the platform's admins (decision 0055) — one
 * site's or every site's (`siteId` undefined) through the platform's call.
 */
export type OutboxScope = { platform: false } | { platform: true; siteId: string | undefined };

export function useOutbox(page: number, scope: OutboxScope, enabled = true) {
  return useQuery({
    queryKey: staffKeys.outbox(page, scope.platform ? (scope.siteId ?? 'all') : 'own'),
    queryFn: async () =>
      scope.platform
        ? (await unwrap(http.call(platformOutboxCall, { page, siteId: scope.siteId }))).data
        : (await unwrap(http.call(getOutboxCall, { page }))).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
