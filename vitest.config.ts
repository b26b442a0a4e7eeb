import { defineConfig } from 'vitest/config';

// One runner for every workspace: pure unit tests and integration tests that build the app on PGlite.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'travel-data', root: 'packages/travel-data', include: ['src/**/*.test.ts'] } },
      // The start script's decisions (scripts/start-steps.mjs): plain Node, tested on temporary folders.
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      { test: { name: 'sandbox', root: 'apps/sandbox', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // One migrated database per run; each file's database is a copy of it.
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // jsdom renders of 500 results take seconds on a busy 2-core machine.
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
