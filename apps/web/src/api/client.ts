import { loginPageFor } from '../app/access';
import { navigateTo } from '../app/navigation';
import { authPath, currentAppPath, redirectParamsFor } from '../app/redirects';
import { endSession } from '../app/session';
import { useAppStore } from '../app/store';
import { notify } from '../ui/notify';
import { createHttpClient } from './http';

/** The app's HTTP client, wired to the store (headers), the toasts and the router (401 → login). */
export const http = createHttpClient({
  baseUrl: '/api/',
  getHeaders: () => {
    const { auth, site } = useAppStore.getState();
    return {
      siteId: site?.id ?? '',
      staffId: auth?.user.userType === 'staff' ? auth.user.users_id : '',
      authToken: auth?.token ?? '',
    };
  },
  notifyError: notify.error,
  onUnauthorized: () => {
    const params = redirectParamsFor(window.location);
    const isLocked = useAppStore.getState().site?.isLocked ?? false;
    endSession();
    navigateTo(authPath(loginPageFor(currentAppPath(), isLocked), params), { replace: true });
  },
  // A full walk of a 600 KB result page holds the browser ~150 ms; tests and development still do it.
  sampleLargeAnswers: import.meta.env.PROD,
});
