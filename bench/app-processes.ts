/**
 * The app as `npm start` runs it, for the browser benches: the sandbox and the server each in a
 * process of their own (PGlite in a temp folder, demo data), and Debian's Chromium headless.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill();
});

function start(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  children.push(child);
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts the sandbox on port + 1 and the server on port (with `env` on top of the bench's settings,
 * e.g. WEB_DIST_DIR for another build); answers the server's and sandbox's base URLs.
 */
export async function startApp(port: number, env: Record<string, string> = {}) {
  start('apps/sandbox/src/main.ts', {
    SANDBOX_PORT: String(port + 1),
    SANDBOX_FAULTS: '',
    // A folder of its own: a running `npm start` keeps its sandbox's bookings in ./data/sandbox.
    SANDBOX_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-sandbox-')),
  });
  start('apps/server/src/main.ts', {
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SUPPLIER_URL: `http://127.0.0.1:${port + 1}`,
    // Every round searches from this one address: well past a visitor's limit.
    SEARCH_LIMIT_PER_ADDRESS: '100000',
    ...env,
  });
  const sandboxUrl = `http://127.0.0.1:${port + 1}`;
  await waitFor(`${sandboxUrl}/_sandbox/health`);
  await waitFor(`http://localhost:${port}/app/`);
  return { appUrl: `http://localhost:${port}`, sandboxUrl };
}

export function stopApp() {
  for (const child of children) child.kill();
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A date `days` from today, as the app's URLs take it. */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
