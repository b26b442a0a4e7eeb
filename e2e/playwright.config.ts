import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_PORT, E2E_SERVERS, E2E_WORKERS, type E2eServer } from './ports';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

/**
 * The airline-content sandbox beside the server, as `npm start` runs them: one pair per worker, each
 * server on a fresh embedded database seeded with the README's demo data, each sandbox keeping its
 * bookings in that run's own folder, so parallel journeys and runs never share or inherit a booking.
 * Only the main process starts them; the workers load this config too, and need only their own port.
 */
function serverPair({ server, sandbox }: E2eServer): WebServer[] {
  const dataDir = process.env.TEST_WORKER_INDEX ? '' : mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  return [
    {
      command: 'node --import tsx ../apps/sandbox/src/main.ts',
      url: `http://127.0.0.1:${sandbox}/_sandbox/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        SANDBOX_PORT: String(sandbox),
        SANDBOX_FAULTS: '',
        SANDBOX_DATA_DIR: path.join(dataDir, 'sandbox'),
      },
    },
    {
      command: 'node --import tsx ../apps/server/src/main.ts',
      url: `http://localhost:${server}/app/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(server),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SUPPLIER_URL: `http://127.0.0.1:${sandbox}`,
        PAYMENT_GATEWAY_URL: `http://127.0.0.1:${sandbox}`,
        // The journeys search and sign in far more often from one address than a visitor would.
        SEARCH_LIMIT_PER_ADDRESS: '100000',
        LOGIN_LIMIT_PER_ADDRESS: '100000',
        FORGOT_PASSWORD_LIMIT_PER_ADDRESS: '100000',
      },
    },
  ];
}

export default defineConfig({
  testDir: './tests',
  // A run empties its output folder first: one folder per run (its first port, the same in every
  // worker) keeps parallel runs out of each other's.
  outputDir: `test-results/${E2E_SERVERS[0]?.server}`,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // A file's journeys run in order in one worker; files are spread over the workers, each with its
  // own server (baseURL below is this worker's).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Staff journeys use a browser whose owner has already answered the push prompt ("Not now"):
    // its bar, 3 s after each load, would otherwise sit over a dialog's buttons mid-journey. The
    // prompt's own behaviour is tested in StaffPushPrompt.test.tsx.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${E2E_PORT}`,
          localStorage: [{ name: 'staffPushPromptDismissedAt', value: String(Date.now()) }],
        },
      ],
    },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: E2E_SERVERS.flatMap(serverPair),
});
