import { GOOGLE_IDENTITY_SRC } from '@app/contracts';
import { loadScript } from '../site/site-scripts';

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
