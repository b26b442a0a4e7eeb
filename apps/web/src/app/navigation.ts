import { APP_BASE } from './redirects';

type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

/** The router registers itself so code outside React (the HTTP client) can navigate. */
export function registerNavigator(next: Navigator) {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  if (navigator) navigator(to, options);
  else window.location.assign(`${APP_BASE}${to}`);
}
