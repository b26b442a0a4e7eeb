import { loadScript } from '../site/site-scripts';

/** Google Identity Services, loaded only for sites with a sign-in client id. */
export const GOOGLE_IDENTITY_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  initialize: (options: { client_id: string; callback: (response: { credential: string }) => void }) => void;
  renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

/** Renders Google's own button into `element`; rejects when the script cannot load (e.g. blocked). */
export async function renderGoogleButton(
  element: HTMLElement,
  clientId: string,
  text: 'signin_with' | 'signup_with',
  onCredential: (credential: string) => void,
) {
  await loadScript(GOOGLE_IDENTITY_SRC);
  const identity = window.google?.accounts?.id;
  if (!identity) throw new Error('Google Identity Services did not start');
  identity.initialize({ client_id: clientId, callback: (response) => onCredential(response.credential) });
  identity.renderButton(element, { theme: 'outline', size: 'large', text, shape: 'pill', width: 280 });
}
