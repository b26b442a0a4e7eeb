import { detectSiteCall, SITE_DATA_ELEMENT_ID, type SiteData, siteData } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client';
import { isFailure } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { useAppStore } from '../../app/store';

export const siteKeys = {
  all: ['site'] as const,
  detect: (domain: string) => ['site', 'detect', domain] as const,
};

export type DetectedSite = { kind: 'found'; site: SiteData } | { kind: 'missing'; message: string };

/** POST whitelabel/detetct: a failure answer (404) means no site is set up for this domain. */
export async function detectSite(domain: string): Promise<DetectedSite> {
  const body = await http.call(detectSiteCall, { domain }, { quiet: true });
  if (isFailure(body)) return { kind: 'missing', message: body.errorMessage ?? '' };
  return { kind: 'found', site: body.data };
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The site detection's answer that the server put in index.html, checked with the same contract as
 * the call's: the app keeps it as if it had asked, and does not ask. Without it (the development
 * server's index.html), or when it does not parse, the app asks as before.
 */
export function adoptEmbeddedSite(domain = window.location.hostname) {
  const element = document.getElementById(SITE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  const parsed = siteData.safeParse(jsonOrUndefined(element.textContent));
  if (!parsed.success) return;
  useAppStore.getState().setSite(parsed.data);
  const detected: DetectedSite = { kind: 'found', site: parsed.data };
  queryClient.setQueryData(siteKeys.detect(domain), detected);
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
