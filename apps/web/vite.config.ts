import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingPreloads } from './scripts/landing-preloads';

/** The libraries of the frame and of the forms that nearly every page has (MUI with its icons, zod, TanStack Query, react-hook-form, dayjs). */
const SHARED_LIBS =
  /node_modules\/(@mui|@emotion|@popperjs|@babel\/runtime|@hookform|@tanstack|clsx|dayjs|hoist-non-react-statics|react-hook-form|react-is|react-transition-group|stylis|use-sync-external-store|zod|zustand)\//;
/** MUI components only some screens use, or only once someone opens them: a chunk of their own. */
const LATER_MUI =
  /@mui\/(material|system)\/esm\/(Accordion\w*|Alert\w*|Badge|Breadcrumbs|Card\w*|Checkbox|ClickAwayListener|Collapse|Dialog\w*|Drawer|Grid|Pagination\w*|usePagination|Slide|Slider|Snackbar\w*|Switch|Tab|Tabs|TabScrollButton|Table\w*|Tooltip)\//;

/**
 * Two long-lived chunks of third-party code: React with its router, and the libraries of the frame
 * and of its forms. As a few dozen small shared chunks (Rollup's own split) the first screen paid
 * more in requests, each a round trip, than it saved in bytes. What only some screens use stays with
 * them: Recharts with the chart screens, the phone input with the forms that take a phone,
 * notistack with the first toast, MUI's dialogs, tables, tabs, cards and the like in a chunk of
 * their own.
 */
function vendorChunk(id: string): string | undefined {
  if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
  // Not the barrels (@mui/material's index re-exports every component): a chunk pulls in whatever
  // its modules import that no other chunk claims, and the later components must stay out.
  if (LATER_MUI.test(id)) return 'mui-later';
  if (SHARED_LIBS.test(id)) return 'vendor';
  return undefined;
}

// The app is served under /app by the API server; in development Vite proxies /api to it
// (API_PROXY_TARGET when the server runs elsewhere than localhost:3000).
export default defineConfig({
  base: '/app/',
  plugins: [react(), landingPreloads()],
  server: {
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // Tiny shared chunks merged into their neighbours: each costs a request (and its headers).
      output: { manualChunks: vendorChunk, experimentalMinChunkSize: 20_000 },
      // Contracts only declares schemas and constants: a module of it that a chunk does not use is
      // left out of that chunk (the whole barrel otherwise lands in the first screen).
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/contracts/') },
    },
  },
});
