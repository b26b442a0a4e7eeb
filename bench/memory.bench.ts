/**
 * Memory benchmark: the server's resident memory over many searches, and after the searches expire.
 * The server (buildApp, PGlite in memory, demo data) and the sandbox each run in a child process, as
 * `npm start` runs them, so each one's RSS is its own (read from /proc: Linux). This process only
 * sends the load: `api/search` then `api/getFlightPrice` (what the result page does), 4 at a time,
 * over varied routes and dates, as a visitor.
 * Run: node --import tsx bench/memory.bench.ts
 *   BENCH_SEARCHES=5000      searches to run
 *   BENCH_TTL_SECONDS=120    how long a search lives (server SUPPLIER_TRACE_TTL_SECONDS, sandbox trace TTL)
 *   BENCH_WAIT_SECONDS=      how long to watch after the last search (default: TTL + 90 s)
 *   BENCH_CACHE_MB=          the server's cache budget (default: the app's own, CACHE_MAX_MB)
 *   BENCH_SANDBOX_PORT=3192  the sandbox's loopback port
 *   BENCH_GC_POLICY=default  leave V8's own heap growth (to compare with the server's, gc-policy.ts)
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 5000);
const TTL_SECONDS = Number(process.env.BENCH_TTL_SECONDS ?? 120);
const WAIT_SECONDS = Number(process.env.BENCH_WAIT_SECONDS ?? TTL_SECONDS + 90);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 3192);
const CONCURRENCY = 4;
const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;

/** The child: the real app with the demo data, visitors' search limit lifted, the TTL shortened. */
async function runServer() {
  // As main.ts starts the server (BENCH_GC_POLICY=default leaves V8's own, to compare).
  if (process.env.BENCH_GC_POLICY !== 'default')
    (await import('../apps/server/src/platform/gc-policy')).applyGcPolicy();
  const { buildApp } = await import('../apps/server/src/app');
  const { testConfig } = await import('../apps/server/src/config');
  const base = testConfig();
  const cacheMb = process.env.BENCH_CACHE_MB;
  const app = await buildApp({
    ...base,
    seedDemo: true,
    supplier: { ...base.supplier, url: sandboxUrl, traceTtlSeconds: TTL_SECONDS },
    // As `npm start` runs (tests turn the request cache and look batching off).
    requestCacheSeconds: 5,
    lookBatch: { rows: 200, ms: 1000 },
    ...(cacheMb ? { cacheMaxBytes: Number(cacheMb) * 1024 * 1024 } : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ url });
  // The parent asks where the memory is: the JS heap, and what lives outside it (Buffers, PGlite's WASM).
  process.on('message', (m) => {
    if (m === 'memory') process.send?.({ memory: process.memoryUsage() });
  });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** CPU seconds a process has used (user + system), from /proc (Linux; 100 ticks a second). */
function cpuSeconds(pid: number | undefined) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMiB(pid: number | undefined) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitFor(what: string, up: () => Promise<boolean>) {
  for (let i = 0; !(await up()); i++) {
    if (i > 300) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function post(base: string, pathName: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

const ROUTES = [
  ['DEL', 'BOM'],
  ['BOM', 'BLR'],
  ['DEL', 'BLR'],
  ['MAA', 'DEL'],
  ['CCU', 'BOM'],
  ['HYD', 'DEL'],
  ['BLR', 'GOI'],
  ['BOM', 'DEL'],
  ['DEL', 'DXB'],
  ['BOM', 'SIN'],
  ['BLR', 'CCU'],
  ['AMD', 'DEL'],
  ['COK', 'BOM'],
  ['PNQ', 'DEL'],
  ['DEL', 'LHR'],
  ['BOM', 'DXB'],
] as const;

async function runLoad() {
  const sandbox: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_FAULTS: '',
      SANDBOX_TRACE_TTL_SECONDS: String(TTL_SECONDS),
    },
    stdio: 'ignore',
  });
  const server = fork(here, [], {
    cwd: root,
    // BENCH_NODE_FLAGS: V8 options to try on the server (e.g. a GC setting), beside main.ts's own.
    execArgv: [...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx'],
    env: { ...process.env, BENCH_ROLE: 'server' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let serverDied = '';
  server.on('exit', (code, signal) => {
    serverDied = `server exited (code ${code}, signal ${signal})`;
  });
  process.on('exit', () => {
    sandbox.kill();
    server.kill();
  });
  await waitFor('sandbox', () =>
    fetch(`${sandboxUrl}/_sandbox/health`).then(
      (r) => r.ok,
      () => false,
    ),
  );
  const url = await new Promise<string>((resolve) =>
    server.once('message', (m: { url: string }) => resolve(m.url)),
  );
  /** The server's JS heap in use and its memory outside the heap (Buffers, WASM), MiB. */
  const heapOf = () =>
    new Promise<string>((resolve) => {
      if (serverDied) return resolve('-');
      const answer = (m: { memory?: NodeJS.MemoryUsage }) => {
        if (!m.memory) return;
        server.off('message', answer);
        resolve(`${mib(m.memory.heapUsed)} / ${mib(m.memory.external)}`);
      };
      server.on('message', answer);
      server.send('memory');
    });
  const siteId = JSON.parse((await post(url, '/api/whitelabel/detetct', { domain: 'localhost' })).text).data
    .id as string;

  let failures = 0;
  let pageBytes = 0;
  async function searchAndRead(i: number) {
    const [origin, destination] = ROUTES[i % ROUTES.length] ?? ROUTES[0];
    // Dates walk 2–90 days ahead, a different one for each pass over the routes.
    const day = 2 + (Math.floor(i / ROUTES.length) % 89);
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const found = await post(
      url,
      '/api/api/search',
      {
        JourneyType: 1,
        segments: [{ origin, destination, preferredDepartureTime: `${date}T00:00:00` }],
        adultCount: 1 + (i % 2),
        childCount: 0,
        infantCount: 0,
      },
      { 'site-id': siteId },
    );
    if (found.status !== 200) {
      failures++;
      return;
    }
    const { searchId } = JSON.parse(found.text).data;
    const page = await post(url, '/api/api/getFlightPrice', { searchId }, { 'site-id': siteId });
    if (page.status !== 200) failures++;
    pageBytes += page.text.length;
  }

  // Warm up (JIT, token, airport index), then let the heap settle before the starting figure.
  for (let i = 0; i < 8; i++) await searchAndRead(i);
  await new Promise((r) => setTimeout(r, 3000));
  if (serverDied) throw new Error(`${serverDied} while warming up (${failures} failed calls)`);
  const start = rssMiB(server.pid);
  const sandboxStart = rssMiB(sandbox.pid);
  console.log(`searches ${SEARCHES}, concurrency ${CONCURRENCY}, TTL ${TTL_SECONDS} s`);
  console.log(
    '| after searches | server RSS MiB | server heap used / external MiB | sandbox RSS MiB | elapsed s |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  console.log(`| 0 | ${start} | ${await heapOf()} | ${sandboxStart} | 0 |`);

  const started = Date.now();
  const cpuAtStart = cpuSeconds(server.pid);
  const every = Math.max(1, Math.floor(SEARCHES / 10));
  let next = 0;
  let peak = start;
  async function worker() {
    while (next < SEARCHES && !serverDied) {
      const i = next++;
      await searchAndRead(i).catch(() => {
        failures++;
      });
      if ((i + 1) % every === 0 && !serverDied) {
        const rss = rssMiB(server.pid);
        peak = Math.max(peak, rss);
        console.log(
          `| ${i + 1} | ${rss} | ${await heapOf()} | ${rssMiB(sandbox.pid)} | ${((Date.now() - started) / 1000).toFixed(0)} |`,
        );
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (serverDied) console.log(`\n**${serverDied}**`);
  const cpuUsed = serverDied ? Number.NaN : cpuSeconds(server.pid) - cpuAtStart;
  const end = serverDied ? peak : rssMiB(server.pid);
  peak = Math.max(peak, end);
  console.log(
    `\nserver CPU for the searches: ${cpuUsed.toFixed(1)} s (${((cpuUsed * 1000) / SEARCHES).toFixed(1)} ms a search and its page)`,
  );
  console.log(
    `\nfailed calls: ${failures}; mean result page ${(pageBytes / Math.max(1, SEARCHES) / 1024).toFixed(0)} KiB`,
  );

  console.log(`\nafter the last search (TTL ${TTL_SECONDS} s):`);
  console.log('| seconds later | server RSS MiB | server heap used / external MiB | sandbox RSS MiB |');
  console.log('| --- | --- | --- | --- |');
  let last = end;
  for (let waited = 0; waited <= WAIT_SECONDS && !serverDied; waited += 15) {
    last = rssMiB(server.pid);
    console.log(`| ${waited} | ${last} | ${await heapOf()} | ${rssMiB(sandbox.pid)} |`);
    if (waited + 15 <= WAIT_SECONDS) await new Promise((r) => setTimeout(r, 15_000));
  }
  console.log(
    `\nserver RSS: start ${start} MiB, peak ${peak} MiB (grew ${peak - start}), after TTL ${last} MiB (${last - start >= 0 ? '+' : ''}${last - start} from start)`,
  );
  server.disconnect();
  sandbox.kill();
  process.exit(0);
}

if (process.env.BENCH_ROLE === 'server') await runServer();
else await runLoad();
