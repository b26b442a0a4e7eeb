/**
 * Filter re-render timing in Chromium: the results page of a real search, each filter change timed
 * from the state change ('filter-start') to the list's effect after it rendered ('filter-end'), read
 * through the Performance API. A one-way DEL→BLR (≈380 fares) and a domestic return DEL⇄BOM (≈660
 * fares in two lists, both filtered). Needs the built web app (`npm run build`).
 * Run: npm run bench:filters
 */
import type { Page } from '@playwright/test';
import { dayFromNow as day, launchChromium, startApp, stopApp } from './app-processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3290);
await startApp(PORT);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

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
stopApp();
