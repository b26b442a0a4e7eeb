import type { SiteData, UserView } from '@app/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AuthSession {
  token: string;
  user: UserView;
}

export interface AppState {
  /** The logged-in session, or null for a visitor. Persisted. */
  auth: AuthSession | null;
  /** The site detected from the domain. Persisted (the site-id header comes from it). */
  site: SiteData | null;
  /** Whether the user was re-read from the server since this page load. Not persisted. */
  userRefreshed: boolean;
  startSession: (token: string, user: UserView) => void;
  setUser: (user: UserView) => void;
  setSite: (site: SiteData) => void;
  clearAuth: () => void;
}

export const PERSIST_KEY = 'travel-app-state';
/** The whitelist of slices kept in storage (spec §9); everything else lives only for this page. */
export const PERSISTED_SLICES = ['auth', 'site'] as const;
type PersistedState = Pick<AppState, (typeof PERSISTED_SLICES)[number]>;

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      auth: null,
      site: null,
      userRefreshed: false,
      startSession: (token, user) => set({ auth: { token, user }, userRefreshed: true }),
      setUser: (user) => set((s) => (s.auth ? { auth: { ...s.auth, user }, userRefreshed: true } : s)),
      setSite: (site) => set({ site }),
      clearAuth: () => set({ auth: null, userRefreshed: false }),
    }),
    {
      name: PERSIST_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedState => ({ auth: state.auth, site: state.site }),
    },
  ),
);

export const useAuthToken = () => useAppStore((s) => s.auth?.token ?? null);
export const useCurrentUser = () => useAppStore((s) => s.auth?.user ?? null);
export const useIsStaff = () => useAppStore((s) => s.auth?.user.userType === 'staff');

/** The detected site. Only rendered below the site boot, which guarantees it is set. */
export function useSite(): SiteData {
  const site = useAppStore((s) => s.site);
  if (!site) throw new Error('useSite() used before the site was detected');
  return site;
}
