import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../api/query-client';
import { styleCache } from './style-cache';

/** App-wide providers. Themes come below them: the site's own, or a neutral one until it is known. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </CacheProvider>
  );
}
