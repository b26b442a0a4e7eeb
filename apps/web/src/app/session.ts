import type { UserView } from '@app/contracts';
import { queryClient, SESSION_SCOPE } from '../api/query-client';
import { clearLoggedInCookie, setLoggedInCookie } from './cookies';
import { useAppStore } from './store';

/** Keeps a new session: the token and user in the persisted store, and the logged-in cookie marker. */
export function beginSession(token: string, user: UserView) {
  useAppStore.getState().startSession(token, user);
  setLoggedInCookie();
}

/**
 * Ends the session on this device (spec §4): clears the stored user data, the persisted state and the
 * logged-in cookie, and drops every cached answer that belonged to the session.
 */
export function endSession() {
  useAppStore.getState().clearAuth();
  useAppStore.persist.clearStorage();
  clearLoggedInCookie();
  queryClient.removeQueries({ queryKey: SESSION_SCOPE });
}
