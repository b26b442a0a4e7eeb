import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * React in one long-lived chunk, so a release of the app does not re-download it. The rest of the
 * third-party code is left to Rollup: a library goes with the pages that use it (Recharts with the
 * chart screens, the phone input with the forms that take a phone), not into the first screen.
 */
function vendorChunk(id: string): string | undefined {
  if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
  return undefined;
}

// The app is served under /app by the API server; in development Vite proxies /api to it
// (API_PROXY_TARGET when the server runs elsewhere than localhost:3000).
export default defineConfig({
  base: '/app/',
  plugins: [react()],
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
