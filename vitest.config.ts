import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The server's test files that replace a module (`vi.mock`, `vi.doMock`): a module the app imports
 * once is shared by every file of a worker that runs without isolation, so a later file's mock would
 * never reach the app. These run isolated (project server-mocks); every other server file shares one
 * import of the app per worker.
 */
function serverFilesThatMock(): string[] {
  const root = path.join(here, 'apps/server');
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('src', file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'));
}
const mocking = serverFilesThatMock();

/**
 * Files run at once: CI's two cores by default (Vitest's own default leaves one idle); `TEST_WORKERS=N`
 * sets another number. As many workers at least as at most: Vitest 3.2's pool ends a reused worker
 * that falls idle above the minimum, and with fewer at least than at most it ended one still running
 * a file ("Terminating worker thread", 3 runs in 3 of the server-mocks files on 3 reused workers;
 * the ended worker's process stayed behind). Vitest's `--maxWorkers` needs a matching `--minWorkers`.
 */
const workers = Math.max(1, Number(process.env.TEST_WORKERS ?? 2));

const server = {
  root: 'apps/server',
  // One migrated database per run; each file's database is a copy of it.
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/**
 * Every project but the server suite runs each file in a fresh process (the forks pool, isolated):
 * the web tests' React, jsdom and Testing Library do not survive sharing one (tried: 134 failures).
 * These run after the server suite; projects of one group order run together.
 */
const isolated = { pool: 'forks' as const, sequence: { groupOrder: 1 } };

// One runner for every workspace: pure unit tests and integration tests that build the app on PGlite.
export default defineConfig({
  test: {
    maxWorkers: workers,
    minWorkers: workers,
    // The threads pool, which only the server suite uses, reuses its workers from file to file.
    poolOptions: { threads: { isolate: false } },
    projects: [
      { test: { ...isolated, name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { ...isolated, name: 'tbo-air', root: 'packages/tbo-air', include: ['src/**/*.test.ts'] } },
      {
        test: {
          ...isolated,
          name: 'travel-data',
          root: 'packages/travel-data',
          include: ['src/**/*.test.ts'],
        },
      },
      // The start script's decisions (scripts/start-steps.mjs): plain Node, tested on temporary folders.
      { test: { ...isolated, name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      {
        test: {
          ...isolated,
          name: 'sandbox',
          root: 'apps/sandbox',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // Importing the app costs more than most files' tests: a worker imports it once and every
        // file builds its own app (its own database, caches and limits) from it. Module-level state
        // is kept to constants and lazily made values that do not depend on the file. First: its
        // files are the longest, and the other pool must not run beside it on two cores.
        test: {
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts'],
          exclude: mocking,
          pool: 'threads',
          sequence: { groupOrder: 0 },
        },
      },
      { test: { ...server, ...isolated, name: 'server-mocks', include: mocking } },
      {
        // jsdom renders of 500 results take seconds on a busy 2-core machine.
        test: {
          ...isolated,
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
