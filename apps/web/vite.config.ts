import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Third-party code in a few long-lived chunks, so a release of the app does not re-download them. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(@mui|@emotion|mui-tel-input|@popperjs)\//.test(id)) return 'mui';
  if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
  return 'vendor';
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
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
