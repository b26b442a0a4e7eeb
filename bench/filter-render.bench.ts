/**
 * Filter re-render timing in Chromium: the results page of a real search, each filter change timed
 * from the state change ('filter-start') to the list's effect after it rendered ('filter-end'), read
 * through the Performance API. A one-way DEL→BLR (≈380 fares) and a domestic return DEL⇄BOM (≈660
 * fares in two lists, both filtered). Needs the built web app (`npm run build`).
 * Run: npm run bench:filters
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3290);
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
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

start('apps/sandbox/src/main.ts', { SANDBOX_PORT: String(PORT + 1), SANDBOX_FAULTS: '' });
start('apps/server/src/main.ts', {
  PORT: String(PORT),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')),
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  SUPPLIER_URL: `http://127.0.0.1:${PORT + 1}`,
  // Every round searches from this one address: well past a visitor's limit.
  SEARCH_LIMIT_PER_ADDRESS: '100000',
});
await waitFor(`http://127.0.0.1:${PORT + 1}/_sandbox/health`);
await waitFor(`http://localhost:${PORT}/app/`);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function lastFilterMs(p: Page) {
  return p.evaluate(() => performance.getEntriesByName('filter', 'measure').at(-1)?.duration ?? Number.NaN);
}

/** Each change of the round, applied then timed: ticks, a band, and back to no filters. */
const CHANGES: [string, (p: Page) => Promise<unknown>][] = [
  ['Direct on', (p) => p.getByRole('checkbox', { name: 'Direct' }).check()],
  ['Before 11AM', (p) => p.getByRole('radio', { name: 'Before 11AM' }).check()],
  ['Refundable on', (p) => p.getByRole('checkbox', { name: 'Refundable', exact: true }).check()],
  ['Clear filters', (p) => p.getByRole('button', { name: 'Clear filters' }).click()],
];

async function measure(title: string, url: string) {
  await page.goto(url);
  await page.getByTestId('flight-card').first().waitFor({ timeout: 60_000 });
  const total = await page.getByText(/\d+ of \d+ flights/).allTextContents();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [, change] of CHANGES) {
      const before = await page.evaluate(() => performance.getEntriesByName('filter', 'measure').length);
      await change(page);
      await page.waitForFunction((n) => performance.getEntriesByName('filter', 'measure').length > n, before);
      times.push(await lastFilterMs(page));
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `| ${title} | ${total.join(' + ')} | ${times.length} | ${median.toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} |`,
  );
}

console.log('| search | results | filter changes | median ms | max ms |');
console.log('| --- | --- | --- | --- | --- |');
await measure(
  'one way DEL→BLR',
  `http://localhost:${PORT}/app/flight/searchResult/new?origin=DEL&destination=BLR&departure=${day(7)}&adt=1&chd=0&inf=0`,
);
await measure(
  'return DEL⇄BOM',
  `http://localhost:${PORT}/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${day(7)}&return=${day(10)}&tripType=2&adt=1&chd=0&inf=0`,
);
await browser.close();
for (const child of children) child.kill();
