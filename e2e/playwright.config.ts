import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_SANDBOX_PORT } from './ports';

const PORT = E2E_PORT;
const SANDBOX_PORT = E2E_SANDBOX_PORT;
// Every run starts from a fresh embedded database, seeded with the README's demo data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));

export default defineConfig({
  testDir: './tests',
  // A run empties its output folder first: one folder per port keeps parallel runs out of each other's.
  outputDir: `test-results/${PORT}`,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // The airline-content sandbox beside the server, as `npm start` runs them.
  webServer: [
    {
      command: 'node --import tsx ../apps/sandbox/src/main.ts',
      url: `http://127.0.0.1:${SANDBOX_PORT}/_sandbox/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_FAULTS: '' },
    },
    {
      command: 'node --import tsx ../apps/server/src/main.ts',
      url: `http://localhost:${PORT}/app/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SUPPLIER_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        PAYMENT_GATEWAY_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        // The journeys search and sign in far more often from one address than a visitor would.
        SEARCH_LIMIT_PER_ADDRESS: '100000',
        LOGIN_LIMIT_PER_ADDRESS: '100000',
        FORGOT_PASSWORD_LIMIT_PER_ADDRESS: '100000',
      },
    },
  ],
});
