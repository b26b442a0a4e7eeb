import { LOGGED_IN_COOKIE } from '@app/contracts';

const MAX_AGE_SECONDS = 14 * 86_400;

/** The logged-in marker cookie (spec §9). The server sets it too; it is not a secret. */
export function setLoggedInCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain marker cookie; the Cookie Store API is not everywhere yet
  document.cookie = `${LOGGED_IN_COOKIE}=1; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}

export function clearLoggedInCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: see setLoggedInCookie
  document.cookie = `${LOGGED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

export function hasLoggedInCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LOGGED_IN_COOKIE}=`));
}
