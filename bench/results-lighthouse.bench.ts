/**
 * Lighthouse 12 (desktop preset: simulated 40 ms / 10 Mbit, no CPU slowdown) on the flight results
 * page of a real sandbox search, for a visitor and for the demo travel agent (balance in the app bar,
 * the "Net fare & commission" switch and line): cumulative layout shift and the performance score.
 *
 * Two builds side by side, each served by its own server, sandbox and PGlite: the web app in
 * apps/web/dist or BENCH_DIST ("after") and, when BENCH_BASELINE_DIST names another build's dist folder, that one
 * ("before"; e.g. `git stash && npm run build && cp -r apps/web/dist /tmp/before-dist && git stash pop`).
 * Runs interleave (before, after, after, before, …) so neither always meets the quieter machine.
 * A visitor's run is Lighthouse as it comes (storage and cache cleared); the agent's keeps storage (its
 * sign-in) and clears only the HTTP cache first, so both are cold loads.
 * Needs the built web app (`npm run build`). Lighthouse 13 needs Node 22; this is 12 on Node 20.
 * Run: npm run bench:lighthouse (BENCH_RUNS, default 5; BENCH_PORT, default 3520 and the next ports;
 * BENCH_VERBOSE=1 prints each run's layout shifts and long tasks)
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { dayFromNow, startApp, stopApp } from './app-processes';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3520);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const afterDist = process.env.BENCH_DIST ?? path.join(root, 'apps/web/dist');
const beforeDist = process.env.BENCH_BASELINE_DIST;
for (const dist of [afterDist, beforeDist])
  if (dist && !existsSync(path.join(dist, 'index.html'))) throw new Error(`no built web app in ${dist}`);

// Stopped by hand: exit, so the exit handlers stop the servers and Chromium too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const builds = [
  { name: 'after', dist: afterDist, port: PORT },
  ...(beforeDist ? [{ name: 'before', dist: beforeDist, port: PORT + 2 }] : []),
];
// One after the other: two servers migrating and seeding at once on two busy cores time out.
const apps: ((typeof builds)[number] & Awaited<ReturnType<typeof startApp>>)[] = [];
for (const b of builds) apps.push({ ...b, ...(await startApp(b.port, { WEB_DIST_DIR: b.dist })) });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
process.on('exit', () => chrome.kill());
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

/** Runs a search as a person would reach its results (the page runs it), and answers the results URL. */
async function resultsUrl(page: Page, appUrl: string, date: string) {
  await page.goto(
    `${appUrl}/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${date}&adt=1&chd=0&inf=0`,
  );
  // Strings: this bench compiles without the DOM's types.
  await page.waitForFunction("!location.pathname.endsWith('/new')", { timeout: 120_000 });
  await page.waitForSelector('[data-testid="flight-card"]', { timeout: 120_000 });
  const count = await page.$eval('body', (b) => /of (\d+) flights/.exec(b.textContent ?? '')?.[1] ?? '?');
  return { url: page.url(), count };
}

async function signIn(page: Page, appUrl: string) {
  await page.goto(`${appUrl}/app/login`);
  await page.waitForSelector('input[name="email"]', { timeout: 60_000 });
  await page.type('input[name="email"]', 'agent@flightdeals.test');
  await page.type('input[type="password"]', 'Demo@1234');
  await page.keyboard.press('Enter');
  await page.waitForFunction("!location.pathname.endsWith('/login')", { timeout: 60_000 });
}

type Who = 'visitor' | 'agent';
interface Target {
  build: string;
  who: Who;
  page: Page;
  url: string;
  count: string;
}

const date = dayFromNow(9);
const targets: Target[] = [];
for (const app of apps) {
  // The agent on the site's other address: its own storage, which the visitor's runs clear.
  const agentOrigin = app.appUrl.replace('localhost', 'flightdeals.localhost');
  for (const [who, origin] of [
    ['visitor', app.appUrl],
    ['agent', agentOrigin],
  ] as const) {
    const page = await browser.newPage();
    if (who === 'agent') await signIn(page, origin);
    targets.push({ build: app.name, who, page, ...(await resultsUrl(page, origin, date)) });
  }
}

interface Figures {
  score: number;
  cls: number;
  lcp: number;
  tbt: number;
  fcp: number;
  si: number;
}

async function measure(t: Target): Promise<Figures> {
  // A tab in the background does not paint (Lighthouse: NO_FCP).
  await t.page.bringToFront();
  if (t.who === 'agent') {
    const cdp = await t.page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await lighthouse(
    t.url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: t.who === 'agent',
    },
    desktopConfig,
    t.page,
  );
  if (!result) throw new Error('Lighthouse answered nothing');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (process.env.BENCH_LHR_DIR)
    writeFileSync(
      path.join(process.env.BENCH_LHR_DIR, `${t.build}-${t.who}-${Date.now()}.json`),
      result.report as string,
    );
  if (VERBOSE) {
    const items = (id: string) =>
      ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(
        0,
        8,
      );
    console.log(`\n${t.build} ${t.who}: CLS ${value('cumulative-layout-shift').toFixed(3)}`);
    for (const item of items('layout-shifts'))
      console.log(
        `  shift ${(item.score as number).toFixed(3)} ${(item.node as { selector?: string; nodeLabel?: string })?.selector ?? ''} «${String((item.node as { nodeLabel?: string })?.nodeLabel ?? '').slice(0, 60)}»`,
      );
    for (const item of items('long-tasks'))
      console.log(
        `  long task ${Math.round(item.duration as number)} ms at ${Math.round(item.startTime as number)} ${item.url}`,
      );
    for (const item of items('render-blocking-resources'))
      console.log(`  render-blocking ${item.url} ${Math.round(item.wastedMs as number)} ms`);
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: value('cumulative-layout-shift'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    si: value('speed-index'),
  };
}

/**
 * Lighthouse asks to be run again when its trace of the load came out broken (NO_NAVSTART, NO_FCP:
 * a few runs in ten on the loaded 2-core machine, never the same page twice in a row): such a run is
 * measured again, up to three times, and said.
 */
const AGAIN = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);
async function measureOnce(t: Target): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(t);
    } catch (error) {
      const code = /^Lighthouse: (\w+)/.exec((error as Error).message)?.[1] ?? '';
      if (!AGAIN.has(code) || attempt === 3) throw error;
      console.log(`${t.build} ${t.who}: Lighthouse said ${code}, measured again`);
    }
  }
}

const runs = new Map<string, Figures[]>();
for (let round = 0; round < RUNS; round++) {
  // ABBA: the order of the builds flips every round.
  const order = round % 2 ? [...targets].reverse() : targets;
  for (const t of order) {
    const key = `${t.build}|${t.who}`;
    runs.set(key, [...(runs.get(key) ?? []), await measureOnce(t)]);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
console.log(`\n## Results page, Lighthouse 12 desktop (${RUNS} runs each, DEL → BOM one way)`);
console.log(
  '| build | who | results | performance (median; runs) | CLS (median; max) | LCP ms | TBT ms | FCP ms | SI ms |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const t of targets) {
  const f = runs.get(`${t.build}|${t.who}`) ?? [];
  const col = (k: keyof Figures) => median(f.map((x) => x[k]));
  console.log(
    `| ${t.build} | ${t.who} | ${t.count} | ${col('score')}; ${f.map((x) => x.score).join(', ')} | ${col('cls').toFixed(3)}; ${Math.max(...f.map((x) => x.cls)).toFixed(3)} | ${col('lcp').toFixed(0)} | ${col('tbt').toFixed(0)} | ${col('fcp').toFixed(0)} | ${col('si').toFixed(0)} |`,
  );
}
console.log('\nGoal: CLS ≤ 0.1 and performance ≥ 90 (desktop).');

await browser.disconnect();
chrome.kill();
stopApp();
process.exit(0);
