import { detectSitePath, detectSiteResponse, type SiteData } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client';
import { isFailure } from '../../api/http';
import { useAppStore } from '../../app/store';

export const siteKeys = {
  all: ['site'] as const,
  detect: (domain: string) => ['site', 'detect', domain] as const,
};

export type DetectedSite = { kind: 'found'; site: SiteData } | { kind: 'missing'; message: string };

/** POST whitelabel/detetct: a failure answer (404) means no site is set up for this domain. */
export async function detectSite(domain: string): Promise<DetectedSite> {
  const body = await http.post(detectSitePath, { domain }, { schema: detectSiteResponse, quiet: true });
  if (isFailure(body)) return { kind: 'missing', message: body.errorMessage ?? '' };
  return { kind: 'found', site: body.data };
}

/** Detects the site once per page load and keeps it in the store before anything below renders. */
export function useDetectSite(domain = window.location.hostname) {
  return useQuery({
    queryKey: siteKeys.detect(domain),
    queryFn: async () => {
      const detected = await detectSite(domain);
      if (detected.kind === 'found') useAppStore.getState().setSite(detected.site);
      return detected;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
