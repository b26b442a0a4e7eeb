import { QueryClient } from '@tanstack/react-query';

/** Keys under this root belong to the logged-in session and are dropped on logout. */
export const SESSION_SCOPE = ['session'] as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client has already toasted a failure; a silent retry would only toast it again.
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
