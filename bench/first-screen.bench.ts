/**
 * The first screen in Chromium on a 40 ms / 10 Mbit link (CDP network emulation):
 *  1. the JavaScript bytes on the wire (compressed, headers included) for the first screen of /app;
 *  2. cold largest contentful paint of /app (it lands on the flight search) and of the results page of
 *     a search the server already holds, each as a ratio against a minimal React + MUI page built here
 *     with esbuild and served by the same Fastify with the same static and compression settings as the
 *     app; the three pages take turns, each load in a fresh browser context (empty cache), median of N;
 *  3. a warm visit: /app reloaded in the same context, counting asset responses not from the cache.
 * Needs the built web app (`npm run build`).
 * Run: node --import tsx bench/first-screen.bench.ts (BENCH_RUNS, default 7; BENCH_PORT and the next port)
 */

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { oneHostEndpoints } from '@app/tbo-air';
import fastifyStatic from '@fastify/static';
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PORT = Number(process.env.BENCH_PORT ?? 3410);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/web/dist');
if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('build the web app first: npm run build');
// The version under test compresses at build time when it has the script (the code before did not).
const compressScript = path.join(root, 'apps/web/scripts/compress-dist.mjs');
const precompressed = existsSync(compressScript);

const sandbox: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    SANDBOX_PORT: String(PORT + 1),
    SANDBOX_FAULTS: '',
    SANDBOX_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-sandbox-')),
  },
  stdio: 'ignore',
});
process.on('exit', () => sandbox.kill());
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
await waitFor(`http://127.0.0.1:${PORT + 1}/_sandbox/health`);

/** The baseline: one screen of React + MUI (app bar, a title, a small form), nothing else. */
async function buildBaseline(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-screen-baseline-'));
  const out = path.join(dir, 'dist');
  mkdirSync(path.join(out, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'main.tsx'),
    `import { AppBar, Button, Container, CssBaseline, Stack, TextField, ThemeProvider, Toolbar, Typography, createTheme } from '@mui/material';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <AppBar position="static"><Toolbar><Typography variant="h6">Flight Deals</Typography></Toolbar></AppBar>
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" gutterBottom>Search flights and book your trip today</Typography>
      <Stack spacing={2}><TextField label="From" /><TextField label="To" /><Button variant="contained">Search</Button></Stack>
    </Container>
  </ThemeProvider>,
);`,
  );
  const result = await build({
    entryPoints: [path.join(dir, 'main.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.join(root, 'node_modules')],
    outdir: path.join(out, 'assets'),
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'error',
  });
  const script = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js'))!;
  writeFileSync(
    path.join(out, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Baseline</title><script type="module" src="/baseline/assets/${path.basename(script)}"></script></head><body><div id="root"></div></body></html>`,
  );
  if (precompressed) spawnSync(process.execPath, [compressScript, out], { stdio: 'ignore' });
  return out;
}
const baselineDir = await buildBaseline();

const app = await buildApp(
  testConfig({
    seedDemo: true,
    webDistDir: distDir,
    supplier: { ...testConfig().supplier, endpoints: oneHostEndpoints(`http://127.0.0.1:${PORT + 1}`) },
  }),
);
// The baseline as web-app.ts serves the app: same static options, same headers, index.html per request.
await app.register(fastifyStatic, {
  root: baselineDir,
  prefix: '/baseline/',
  wildcard: false,
  index: false,
  globIgnore: ['index.html'],
  cacheControl: false,
  decorateReply: false,
  ...(precompressed ? { preCompressed: true } : {}),
  setHeaders(reply, filePath) {
    const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
    reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});
const baselineHtml = readFileSync(path.join(baselineDir, 'index.html'), 'utf8');
app.get('/baseline/', { compress: { threshold: 0 } } as object, (_request, reply) =>
  reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', "script-src 'self'; style-src 'self' 'unsafe-inline'")
    .type('text/html; charset=utf-8')
    .send(baselineHtml),
);
await app.listen({ port: PORT, host: '127.0.0.1' });
const origin = `http://localhost:${PORT}`;

const browser: Browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

type Load = {
  lcp: number;
  /** when the last script of the page had arrived (ms from navigation start) */
  scriptsDone: number;
  scriptBytes: number;
  scripts: { url: string; bytes: number; body: number }[];
};

/** Watches the page's network through CDP: script bytes on the wire, and asset answers not from cache. */
async function instrument(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: (10 * 1024 * 1024) / 8,
    uploadThroughput: (10 * 1024 * 1024) / 8,
  });
  const types = new Map<string, { type: string; url: string }>();
  const headerBytes = new Map<string, number>();
  const state = { scripts: [] as Load['scripts'], fetched: [] as string[] };
  cdp.on('Network.requestWillBeSent', (e) =>
    types.set(e.requestId, { type: e.type ?? '', url: e.request.url }),
  );
  // A memory-cache hit is reported by requestServedFromCache, a disk-cache hit on the response.
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', (e) => servedFromCache.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    headerBytes.set(e.requestId, e.response.encodedDataLength);
    const cached =
      servedFromCache.has(e.requestId) || e.response.fromDiskCache || e.response.fromPrefetchCache;
    if (!cached && /\/(app|baseline)\/assets\//.test(e.response.url)) {
      state.fetched.push(`${e.response.status} ${e.response.url}`);
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = types.get(e.requestId);
    if (request?.type !== 'Script') return;
    const body = e.encodedDataLength - (headerBytes.get(e.requestId) ?? 0);
    state.scripts.push({ url: request.url, bytes: e.encodedDataLength, body });
  });
  return state;
}

async function lcpOf(page: Page): Promise<number> {
  // Let the last candidate be reported, then read the final one (a string: this project's Node
  // types know no largest-contentful-paint entries).
  await page.waitForTimeout(300);
  return Number(
    await page.evaluate(`new Promise((resolve) => new PerformanceObserver((list) =>
      resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: 'largest-contentful-paint', buffered: true }))`),
  );
}

async function coldLoad(url: string, ready: (page: Page) => Promise<unknown>, warm = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const state = await instrument(page);
  // The first load of a fresh server on a busy machine has taken more than the default 30 s.
  await page.goto(url, { timeout: 120_000 });
  await ready(page);
  const lcp = await lcpOf(page);
  // The scripts the page itself names (its entry and preloads, all requested at once), not the
  // chunks the app fetches later.
  const scriptsDone = Number(
    await page.evaluate(`(() => {
      const scripts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js'));
      const first = Math.min(...scripts.map((e) => e.startTime));
      return Math.max(...scripts.filter((e) => e.startTime < first + 50).map((e) => e.responseEnd));
    })()`),
  );
  const load: Load = {
    lcp,
    scriptsDone,
    scriptBytes: state.scripts.reduce((sum, s) => sum + s.bytes, 0),
    scripts: [...state.scripts],
  };
  let warmFetched: string[] | undefined;
  if (warm) {
    state.fetched.length = 0;
    await page.reload();
    await ready(page);
    warmFetched = [...state.fetched];
  }
  await context.close();
  return { ...load, warmFetched };
}

const searchReady = (page: Page) =>
  page.getByRole('button', { name: 'Search flights' }).first().waitFor({ timeout: 60_000 });
const resultsReady = (page: Page) => page.getByTestId('flight-card').first().waitFor({ timeout: 60_000 });
const baselineReady = (page: Page) =>
  page.getByRole('button', { name: 'Search' }).waitFor({ timeout: 60_000 });

// A search the server holds: run once in the browser, then its results page is loaded cold.
const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const resultsUrl = await (async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(
    `${origin}/app/flight/searchResult/new?origin=DEL&destination=BOM&departure=${day}&adt=1&chd=0&inf=0`,
  );
  await resultsReady(page);
  await page.waitForURL(/searchResult\/(?!new)/);
  const url = page.url();
  await context.close();
  return url;
})();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const lcp = { home: [] as number[], results: [] as number[], baseline: [] as number[] };
const scriptsDone = { home: [] as number[], results: [] as number[], baseline: [] as number[] };
const homeRatios: number[] = [];
const resultsRatios: number[] = [];
const scriptBytes: number[] = [];
const scriptBodies: number[] = [];
let firstScreen: Load['scripts'] = [];
let warmFetched: string[] = [];
// One warm-up of each, not counted (first compilation of the server's routes, Chromium's start).
await coldLoad(`${origin}/baseline/`, baselineReady);
await coldLoad(`${origin}/app`, searchReady);
for (let run = 0; run < RUNS; run++) {
  // Alternate the order so neither page always follows the other.
  const order = run % 2 ? ['home', 'baseline', 'results'] : ['baseline', 'results', 'home'];
  const round: Record<string, number> = {};
  for (const which of order) {
    if (which === 'baseline') {
      const baseline = await coldLoad(`${origin}/baseline/`, baselineReady);
      round.baseline = baseline.lcp;
      scriptsDone.baseline.push(baseline.scriptsDone);
    }
    if (which === 'results') {
      const results = await coldLoad(resultsUrl, resultsReady);
      round.results = results.lcp;
      scriptsDone.results.push(results.scriptsDone);
    }
    if (which === 'home') {
      const home = await coldLoad(`${origin}/app`, searchReady, true);
      round.home = home.lcp;
      scriptsDone.home.push(home.scriptsDone);
      scriptBytes.push(home.scriptBytes);
      scriptBodies.push(home.scripts.reduce((sum, s) => sum + s.body, 0));
      firstScreen = home.scripts;
      warmFetched = home.warmFetched ?? [];
    }
  }
  lcp.home.push(round.home!);
  lcp.results.push(round.results!);
  lcp.baseline.push(round.baseline!);
  homeRatios.push(round.home! / round.baseline!);
  resultsRatios.push(round.results! / round.baseline!);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`\n${precompressed ? 'build-time compression' : 'no build-time compression'}; ${RUNS} runs`);
console.log(
  '\nFirst screen of /app, scripts on the wire (as sent, compressed when it was; KB with headers / body):',
);
for (const script of [...firstScreen].sort((a, b) => b.bytes - a.bytes)) {
  console.log(
    `  ${kb(script.bytes).padStart(7)} / ${kb(script.body).padStart(7)}  ${script.url.replace(origin, '')}`,
  );
}
console.log(
  `  ${firstScreen.length} scripts; total with headers: median ${kb(median(scriptBytes))} KB (${scriptBytes.map(kb).join(', ')})`,
);
console.log(`  bodies alone: median ${kb(median(scriptBodies))} KB`);
const done = (which: keyof typeof scriptsDone) => median(scriptsDone[which]).toFixed(0);
console.log(
  '\n| page | median LCP ms | its own scripts arrived by (median ms) | median ratio to baseline | ratios |',
);
console.log('| --- | --- | --- | --- | --- |');
console.log(`| baseline (React + MUI) | ${median(lcp.baseline).toFixed(0)} | ${done('baseline')} | 1 | |`);
console.log(
  `| /app (flight search) | ${median(lcp.home).toFixed(0)} | ${done('home')} | ${median(homeRatios).toFixed(2)} | ${homeRatios.map((r) => r.toFixed(2)).join(', ')} |`,
);
console.log(
  `| results (cached search) | ${median(lcp.results).toFixed(0)} | ${done('results')} | ${median(resultsRatios).toFixed(2)} | ${resultsRatios.map((r) => r.toFixed(2)).join(', ')} |`,
);
console.log(`\nWarm visit (reload of /app): ${warmFetched.length} asset answers not from the cache`);
for (const line of warmFetched) console.log(`  ${line.replace(origin, '')}`);

await browser.close();
await app.close();
sandbox.kill();
process.exit(0);
