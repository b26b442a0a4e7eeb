import { useEffect, useRef } from 'react';
import { ApiFailure } from '../api/api-failure';
import { fetchCurrentUser } from '../features/accounts/api/auth';
import { hasLoggedInCookie } from './cookies';
import { navigateTo } from './navigation';
import { authPath, redirectParamsFor } from './redirects';
import { endSession } from './session';
import { useAppStore } from './store';

/**
 * Once per page load: a stored session whose logged-in cookie is gone has ended elsewhere and is
 * forgotten; otherwise the user is re-read from the server. A refused read goes to /logout (spec §8);
 * a 401 is the HTTP client's, and a lost connection keeps the user as stored.
 */
export function SessionKeeper() {
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const { auth, userRefreshed, setUser } = useAppStore.getState();
    if (!auth || userRefreshed) return;
    if (!hasLoggedInCookie()) {
      endSession();
      return;
    }
    fetchCurrentUser().then(
      (body) => setUser(body.data),
      (error: unknown) => {
        if (error instanceof ApiFailure)
          navigateTo(authPath('/logout', redirectParamsFor()), { replace: true });
      },
    );
  }, []);

  return null;
}
