import { useEffect } from 'react';
import { applyFavicon } from '../features/site/site-head';
import { useCurrentUser } from './store';

/**
 * The tab of a document opened without signing in: its own title and its issuer's logo, not the
 * site's (the app's frame names the page for a signed-in user). Nothing until the document is known.
 */
export function useIssuerHead(document: { title: string; logoUrl: string | null } | null) {
  const user = useCurrentUser();
  const title = document?.title ?? null;
  const logoUrl = document?.logoUrl ?? null;
  useEffect(() => {
    if (user || title === null) return;
    window.document.title = title;
    applyFavicon(logoUrl);
  }, [user, title, logoUrl]);
}
